import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser.ts';
import { DEMO, logIn } from './session.ts';

/**
 * Reads an e-mail the way a person trying Cumplia locally does: a member of staff opens
 * "Bandeja de salida", finds the message sent to `recipient` with `subject`, opens it and clicks
 * the link `linkName` in it. Returns the page the link opened.
 */
export async function followEmailLink(browser: Browser, mail: { recipient: string; subject: string; linkName: string }): Promise<Page> {
  const { context, page } = await newPage(browser);
  await logIn(page, DEMO.superadmin);
  await page.waitForURL(`**${DEMO.superadmin.home}`);
  await page.getByRole('link', { name: 'Bandeja de salida' }).click();
  await page.getByRole('heading', { level: 1, name: 'Bandeja de salida' }).waitFor();

  const row = page.getByRole('row').filter({ hasText: mail.recipient }).filter({ hasText: mail.subject }).first();
  const deadline = Date.now() + 30_000;
  while (!(await row.isVisible())) {
    if (Date.now() > deadline) throw new Error(`No e-mail "${mail.subject}" for ${mail.recipient} in the outbox`);
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Actualizar' }).click();
  }
  await row.getByRole('button', { name: `Ver mensaje: ${mail.subject}` }).click();
  // The e-mail is shown in a sandboxed frame whose links open a new tab; the journey opens the
  // link's address in a new page itself, so that a slow popup under load cannot fail it.
  const href = await page.frameLocator('iframe[title="Contenido del correo"]').getByRole('link', { name: mail.linkName }).getAttribute('href');
  if (!href) throw new Error(`The e-mail "${mail.subject}" has no link "${mail.linkName}"`);
  const linkPage = await context.newPage();
  await linkPage.goto(href);
  return linkPage;
}
