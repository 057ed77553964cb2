import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildReturnFile } from '../../apps/api/test/support/sepa-return-files.ts';
import { openBrowser, screenshot } from '../support/browser.ts';
import { bytesOf, downloadOf } from '../support/downloads.ts';
import { phoneProblems } from '../support/phone-fit.ts';
import { accessTokenOf, DEMO, signedIn } from '../support/session.ts';
import { chooseSearched } from '../support/search-select.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Generates a file of Talleres Ruiz's pending invoices into BBVA from "Facturación" and answers its
 * text; `incluirRemesadas` ticks "Incluir facturas remesadas" (another journey marks its invoice
 * remitted by hand).
 */
async function generate(staff: Page, { incluirRemesadas = false } = {}): Promise<string> {
  await staff.getByRole('form', { name: 'Filtros de facturas' }).getByRole('button', { name: 'Generar SEPA' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Generar fichero SEPA' });
  if (incluirRemesadas) await dialog.getByLabel('Incluir facturas remesadas').check();
  await chooseSearched(staff, dialog.getByLabel('Empresa (opcional)'), 'Talleres', /Talleres Hermanos Ruiz S\.L\./);
  await dialog.getByLabel('Cuenta de abono', { exact: false }).click();
  await staff.getByRole('option', { name: /^BBVA/ }).click();
  const download = await downloadOf(staff, () => dialog.getByRole('button', { name: 'Generar SEPA' }).click());
  await dialog.getByText('Fichero SEPA generado correctamente').waitFor();
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return (await bytesOf(download)).toString('utf8');
}

const TALLERES = 'Talleres Hermanos Ruiz S.L.';

/**
 * Every journey shares the demo's invoices: Talleres Ruiz's live files with no return are cancelled
 * ("Anular remesa"), so that no earlier file holds its invoices here, and none of this journey's
 * holds them for a journey that runs after it.
 */
async function freeTalleresInvoices(staff: Page): Promise<void> {
  const authorization = `Bearer ${await accessTokenOf(staff)}`;
  const listed = await staff.request.get('/api/cumplia-core/admin/facturas/sepa/remesas?size=100', { headers: { authorization } });
  expect(listed.status()).toBe(200);
  const remesas = (await listed.json()).content as Array<{ id: string; empresa: { razonSocial: string } | null; anulada: unknown; devueltas: number }>;
  for (const remesa of remesas.filter((r) => r.empresa?.razonSocial === TALLERES && r.anulada === null && r.devueltas === 0)) {
    const anulada = await staff.request.post(`/api/cumplia-core/admin/facturas/sepa/remesas/${remesa.id}/anular`, { headers: { authorization }, data: { motivo: 'Fichero de prueba, no enviado al banco' } });
    expect(anulada.status()).toBe(200);
  }
}

/** The sequence type of the block that collects `numero`. */
const sequenceOf = (xml: string, numero: string) => /<SeqTp>(\w+)<\/SeqTp>/.exec(xml.split('<PmtInf>').find((block) => block.includes(`<EndToEndId>${numero}<`)) ?? '')?.[1];

describe('bank returns (issue 20, decision 0051)', () => {
  let staff: Page;
  let numero: string;

  beforeAll(async () => {
    staff = await signedIn(browser, DEMO.superadmin, { height: 1000 });
    await freeTalleresInvoices(staff);
    await staff.getByRole('link', { name: 'Facturación' }).first().click();
    await staff.waitForURL('**/facturacionsuperadmin');
  });

  it('staff upload the bank return built from the product’s own file, and the invoice shows as "Devuelta"', async () => {
    const xml = await generate(staff, { incluirRemesadas: true });
    numero = /<EndToEndId>(F\d{4}-\d{6})<\/EndToEndId>/.exec(xml)![1]!;
    const returned = buildReturnFile(xml, { message: 'camt.054.001.08', returns: [{ endToEndId: numero, reasonCode: 'AM04' }] });

    await staff.getByRole('button', { name: 'Subir devoluciones' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Devoluciones y rechazos del banco' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'camt054_devoluciones.xml', mimeType: 'application/xml', buffer: Buffer.from(returned, 'utf8') });
    await screenshot(staff, 'devoluciones-subir');
    await dialog.getByRole('button', { name: 'Registrar devoluciones' }).click();
    await dialog.getByText('1 factura devuelta').waitFor();
    await expect.poll(() => dialog.getByRole('list', { name: 'Facturas devueltas' }).textContent()).toContain(`${numero}`);
    await expect.poll(() => dialog.textContent()).toContain('AM04: Saldo insuficiente');
    await screenshot(staff, 'devoluciones-registradas');
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();

    // The same file again: nothing changes.
    await staff.getByRole('button', { name: 'Subir devoluciones' }).click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'camt054_devoluciones.xml', mimeType: 'application/xml', buffer: Buffer.from(returned, 'utf8') });
    await dialog.getByRole('button', { name: 'Registrar devoluciones' }).click();
    await dialog.getByText('Este fichero ya se había registrado').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();

    // The bell rings for it and leads to the list filtered by "Devuelta", which shows it with the reason.
    await staff.reload();
    await staff.getByRole('button', { name: /^Avisos: hay \d+ avisos? pendientes?$/ }).click();
    await staff.getByRole('menuitem', { name: /cobros? devueltos? por el banco/ }).click();
    await staff.waitForURL('**/facturacionsuperadmin?devuelta=true');
    const filters = staff.getByRole('form', { name: 'Filtros de facturas' });
    await expect.poll(() => filters.getByLabel('Solo devueltas').isChecked()).toBe(true);
    const row = staff.getByRole('row').filter({ hasText: numero }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Devuelta');
    await expect.poll(() => row.textContent()).toContain('AM04: Saldo insuficiente');
    await screenshot(staff, 'devoluciones-lista');
    await filters.getByLabel('Solo devueltas').uncheck();
    await filters.getByRole('button', { name: 'Buscar' }).click();

    // On a phone the files generated are cards, and so are a file's returns in their dialog (decision 0049).
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.getByRole('button', { name: /^Ver las devoluciones de / }).first().click();
    const returns = staff.getByRole('dialog', { name: /^Devoluciones de / });
    await returns.getByText('AM04: Saldo insuficiente').first().waitFor();
    await expect.poll(() => phoneProblems(staff, 'devoluciones de una remesa')).toEqual([]);
    await screenshot(staff, 'devoluciones-remesa-movil');
    await staff.keyboard.press('Escape');
    await returns.waitFor({ state: 'hidden' });
    await staff.setViewportSize({ width: 1280, height: 1000 });
  });

  it("the company's collaborator is told by its bell and finds the returned invoice in its list", async () => {
    const gestoria = await signedIn(browser, DEMO.gestoria);
    await gestoria.getByRole('button', { name: 'Avisos: hay 1 aviso pendiente' }).click();
    await gestoria.getByRole('menuitem', { name: /cobros? devueltos? por el banco/ }).click();
    await gestoria.waitForURL('**/facturaciongestoria?devuelta=true');
    const row = gestoria.getByRole('row').filter({ hasText: numero }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Devuelta');
    await screenshot(gestoria, 'devoluciones-gestoria-campana');
    await gestoria.context().close();
  });

  it('the returned invoice is presented again, RCUR, in the next file', async () => {
    const xml = await generate(staff);
    expect(xml).toContain(`<EndToEndId>${numero}</EndToEndId>`);
    expect(sequenceOf(xml, numero)).toBe('RCUR');
    await freeTalleresInvoices(staff);
  });
});
