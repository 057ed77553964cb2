import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser.ts';
import { DEMO, logIn, solveCaptcha } from './session.ts';

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

/**
 * The text of the newest message to `recipient` containing `contains`, read from the outbox the
 * way "Bandeja de salida" reads it (GET {mail}/outbox, as staff); polls until it is there. An SMS
 * with no provider configured is delivered only here: this is where its code and link are read.
 */
export async function outboxText(page: Page, staffToken: string, message: { recipient: string; contains: string; channel?: 'SMS' | 'EMAIL' }): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const query = new URLSearchParams({ page: '0', size: '100', ...(message.channel ? { channel: message.channel } : {}) });
    const response = await page.request.get(`/api/cumplia-mail/outbox?${query.toString()}`, { headers: { authorization: `Bearer ${staffToken}` } });
    const { content } = (await response.json()) as { content: Array<{ recipient: string; text: string }> };
    const found = content.find((row) => row.recipient === message.recipient && row.text.includes(message.contains));
    if (found) return found.text;
    if (Date.now() > deadline) throw new Error(`No message to ${message.recipient} with "${message.contains}" in the outbox`);
    await page.waitForTimeout(300);
  }
}

/**
 * A company's administrator activates the account from the e-mail "Active su cuenta de Cumplia",
 * choosing `password`, as a person does; ends back on /acceso.
 */
export async function activateAccountFromEmail(browser: Browser, account: { email: string; password: string }) {
  const activation = await followEmailLink(browser, { recipient: account.email, subject: 'Active su cuenta de Cumplia', linkName: 'Activar mi cuenta' });
  await activation.waitForURL('**/verificacion?data=*');
  await activation.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
  await activation.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill(account.password);
  await solveCaptcha(activation);
  await activation.getByRole('button', { name: 'Verificar cuenta' }).click();
  await activation.waitForURL('**/acceso');
  await activation.context().close();
}
