import type { Locator, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { openPages } from './browser.ts';

/** Enough of a tree to see where a journey stood, not a screenful of menus. */
const MAX_CHARS = 3000;

/** A locator's accessibility tree (roles, names, texts: what the journeys' locators look for), clipped. */
async function treeOf(locator: Locator): Promise<string> {
  const tree = await locator.ariaSnapshot({ timeout: 5_000 }).catch((error: Error) => `(could not be read: ${error.message.split('\n')[0]})`);
  return tree.length > MAX_CHARS ? `${tree.slice(0, MAX_CHARS)}\n… (${tree.length - MAX_CHARS} more characters)` : tree;
}

/** What a page showed: the dialogs and option lists open over it first (they are drawn last), then its main content. */
async function shownBy(page: Page): Promise<string> {
  const parts: string[] = [];
  for (const overlay of await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible, [role="listbox"]:visible').all()) parts.push(await treeOf(overlay));
  const main = page.locator('main');
  parts.push(await treeOf((await main.count()) === 1 ? main : page.locator('body')));
  return parts.join('\n');
}

/**
 * When a journey fails, what each of its open pages showed, printed in the run's output with its
 * address. CI keeps nothing but that output, and a failure that does not come back when the file
 * runs alone (the add-user dialog's "Colaborador" search on 2026-11-30) can only be read there.
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const page of openPages()) console.log(`── "${task.name}" failed; ${page.url()} showed:\n${await shownBy(page)}`);
});
