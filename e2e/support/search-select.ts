import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Chooses an entry of a searchable select as a person does: types part of its name, waits until the
 * list shows the search's answer (every line holds the text typed, as every line the server finds
 * does here), clicks the entry and sees it written in the field. A click while the list still showed
 * what it held before the search answered could land where a line had just moved from: in a run of
 * 2026-11-30 the company chosen in "Generar SEPA" was lost that way, and the file held every
 * company's collections.
 */
export async function chooseSearched(page: Page, field: Locator, typed: string, entry: RegExp): Promise<void> {
  await field.fill(typed);
  const lines = page.getByRole('option');
  await expect
    .poll(async () => {
      const texts = await lines.allTextContents();
      return texts.length > 0 && texts.every((text) => text.toLowerCase().includes(typed.toLowerCase()));
    })
    .toBe(true);
  await lines.filter({ hasText: entry }).first().click();
  await expect.poll(() => field.inputValue()).toMatch(entry);
}
