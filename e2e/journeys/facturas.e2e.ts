import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTargetBusinessDay, nextTargetBusinessDay } from '@cumplia/shared/calendar';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { openBrowser, screenshot } from '../support/browser.ts';
import { dayLabel, daysFromNow, iso, monthsAgo, spanish } from '../support/dates.ts';
import { bytesOf, downloadOf, magicOf, workbookOf } from '../support/downloads.ts';
import { firstPageQrText } from '../../apps/api/test/support/pdf-qr.ts';
import { accessTokenOf, DEMO, signedIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The invoice's tax QR code read from the downloaded PDF: with sending off (the default) the system
 * is not VERI*FACTU, so the agency's ValidarQRNoVerifactu page (test host by
 * default) with the issuer's NIF, this invoice's number, its date and its total, in that order.
 */
async function expectTaxQr(download: Download) {
  const numero = /^Factura_(.+)\.pdf$/.exec(download.suggestedFilename())![1]!;
  const text = await firstPageQrText(await bytesOf(download));
  expect(text).toMatch(new RegExp(`^https://prewww2\\.aeat\\.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu\\?nif=[A-Z0-9]{9}&numserie=${numero}&fecha=\\d{2}-\\d{2}-\\d{4}&importe=\\d+\\.\\d{2}$`));
}

/** The row of the staff list whose company is `name`, after searching for it. */
async function searchRow(page: Page, name: string, options: { todas?: boolean } = {}): Promise<Locator> {
  const filters = page.getByRole('form', { name: 'Filtros de facturas' });
  await filters.getByLabel('Empresa', { exact: true }).fill(name);
  const todas = filters.getByLabel('Mostrar todas las facturas (también las remesadas)');
  if (options.todas) await todas.check();
  else await todas.uncheck();
  await filters.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.first().waitFor();
  return row.first();
}

describe('invoices', () => {
  let staff: Page;

  beforeAll(async () => {
    staff = await signedIn(browser, DEMO.superadmin);
  });

  it('staff open "Facturación" on the pending invoices of the last two months', async () => {
    await staff.getByRole('link', { name: 'Facturación' }).first().click();
    await staff.waitForURL('**/facturacionsuperadmin');
    await staff.getByRole('heading', { level: 1, name: 'Facturación' }).waitFor();
    const filters = staff.getByRole('form', { name: 'Filtros de facturas' });
    await expect.poll(() => filters.getByLabel('Fecha de inicio').textContent()).toBe(spanish(monthsAgo(2)));
    await expect.poll(() => filters.getByLabel('Fecha de fin').textContent()).toBe(spanish(new Date()));
    await staff.getByRole('row').filter({ hasText: 'Talleres Ruiz' }).waitFor();
    await screenshot(staff, 'facturas-superadmin');
  });

  it('staff change the collection date of a pending invoice', async () => {
    const row = await searchRow(staff, 'Talleres Ruiz');
    await row.getByRole('button', { name: /Cambiar la fecha de cobro/ }).click();
    const dialog = staff.getByRole('dialog', { name: 'Cambiar fecha de cobro' });
    await dialog.getByRole('button', { name: 'Nueva fecha de cobro' }).click();
    // The calendar opens on the current collection date (a week after issue, on a TARGET business day): another business day of the same month.
    const current = new Date(`${nextTargetBusinessDay(iso(daysFromNow(7)))}T12:00:00`);
    const sameMonth = [1, 2, 3, 4, 5, -1, -2, -3, -4, -5]
      .map((offset) => new Date(current.getTime() + offset * 86_400_000))
      .filter((day) => day.getMonth() === current.getMonth() && iso(day) >= iso(new Date()));
    const target = sameMonth.find((day) => isTargetBusinessDay(iso(day)))!;
    // Weekends and TARGET holidays are not offered.
    const closed = sameMonth.find((day) => !isTargetBusinessDay(iso(day)));
    if (closed) await expect.poll(() => staff.getByRole('button', { name: dayLabel(closed), exact: true }).isDisabled()).toBe(true);
    const label = dayLabel(target);
    await staff.getByRole('button', { name: label, exact: true }).click();
    await staff.getByRole('button', { name: label, exact: true }).waitFor({ state: 'hidden' });
    await screenshot(staff, 'facturas-superadmin-fecha');
    await dialog.getByRole('button', { name: 'Guardar fecha' }).click();
    await staff.getByText(`se cobrará el ${spanish(target)}.`).waitFor();
    await expect.poll(() => row.textContent()).toContain(`Cobro: ${spanish(target)}`);
    expect(iso(target) >= iso(new Date())).toBe(true);
  });

  it('staff mark an invoice remitted after confirming it', async () => {
    const row = await searchRow(staff, 'Talleres Ruiz');
    await row.getByRole('button', { name: /Marcar como remesada/ }).click();
    const dialog = staff.getByRole('dialog', { name: 'Confirmar remesa' });
    await dialog.getByText('Talleres Hermanos Ruiz S.L.').waitFor();
    await screenshot(staff, 'facturas-superadmin-remesa');
    await dialog.getByRole('button', { name: 'Marcar como remesada' }).click();
    await staff.getByText(/está marcada como remesada\./).waitFor();
    // Pending only by default: it has left the list; with every invoice it shows as remitted, without the actions.
    await staff.getByText('No hay facturas disponibles.').waitFor();
    const remitted = await searchRow(staff, 'Talleres Ruiz', { todas: true });
    await expect.poll(() => remitted.textContent()).toContain('Sí');
    await expect.poll(() => remitted.getByRole('button', { name: /Marcar como remesada/ }).count()).toBe(0);
  });

  it('staff export the list to Excel, with its rows and the totals row', async () => {
    const filters = staff.getByRole('form', { name: 'Filtros de facturas' });
    await filters.getByRole('button', { name: 'Resetear' }).click();
    await filters.getByLabel('Mostrar todas las facturas (también las remesadas)').check();
    // Every invoice of the default range: what the list shows is what the file must hold.
    const [listed] = await Promise.all([
      staff.waitForResponse((response) => response.url().includes('/api/cumplia-core/admin/facturas?') && !response.url().includes('facturado=')),
      filters.getByRole('button', { name: 'Buscar' }).click(),
    ]);
    const rows = ((await listed.json()) as { totalElements: number }).totalElements;
    await staff.getByText(`${rows} ${rows === 1 ? 'factura' : 'facturas'}`, { exact: true }).waitFor();
    const download = await downloadOf(staff, () => filters.getByRole('button', { name: 'Exportar Excel' }).click());
    expect(download.suggestedFilename()).toBe(`Facturas_${iso(new Date())}.xlsx`);
    const workbook = await workbookOf(download);
    const sheet = workbook.getWorksheet('Facturas')!;
    expect(sheet.rowCount).toBe(rows + 2);
    expect(sheet.getRow(1).getCell(11).value).toBe('Importe (€)');
    expect(typeof sheet.getRow(2).getCell(11).value).toBe('number');
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(sheet.getRow(rows + 2).getCell(1).value).toBe(`Total (${rows} ${rows === 1 ? 'factura' : 'facturas'})`);
  });

  it("the company's invoice history shows on its staff detail", async () => {
    const token = await accessTokenOf(staff);
    const page = await (await staff.request.get('/api/cumplia-core/admin/facturas?cifNif=B45678901', { headers: { authorization: `Bearer ${token}` } })).json();
    await staff.goto(`/editarempresasuperadmin?id=${page.content[0].empresa.id as string}`);
    const history = staff.getByRole('region', { name: 'Historial de facturas' });
    await history.getByText('Facturada').waitFor();
    await history.getByText('Pendiente').waitFor();
    await screenshot(staff, 'facturas-empresa-detalle');
  });

  it('a worker reads the invoices 7 per page on "Facturación"', async () => {
    const worker = await signedIn(browser, DEMO.worker);
    await worker.getByRole('link', { name: 'Facturación' }).first().click();
    await worker.waitForURL('**/worker-facturacion');
    await worker.getByRole('heading', { level: 1, name: 'Facturación' }).waitFor();
    await worker.getByRole('row').filter({ hasText: 'Panadería Vidal' }).first().waitFor();
    await screenshot(worker, 'facturas-worker');
    await worker.context().close();
  });

  it('a client downloads its invoice as Factura_{number}.pdf', async () => {
    const client = await signedIn(browser, DEMO.empresa);
    await client.getByRole('link', { name: 'Mi facturación' }).click();
    await client.waitForURL('**/facturacion');
    const row = client.getByRole('row').filter({ hasText: 'Panadería Vidal' }).first();
    await row.waitFor();
    await screenshot(client, 'facturas-cliente');
    const download = await downloadOf(client, () => row.getByRole('button', { name: /Descargar la factura/ }).click());
    expect(download.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);
    expect(await magicOf(download)).toBe('%PDF-');
    await expectTaxQr(download);
    await client.context().close();
  });

  it("a gestoría downloads one of its companies' invoices", async () => {
    const gestoria = await signedIn(browser, DEMO.gestoria);
    await gestoria.goto('/facturaciongestoria');
    const row = gestoria.getByRole('row').filter({ hasText: 'Estudio Sanz' }).first();
    await row.waitFor();
    await screenshot(gestoria, 'facturas-gestoria');
    const download = await downloadOf(gestoria, () => row.getByRole('button', { name: /Descargar la factura/ }).click());
    expect(download.suggestedFilename()).toMatch(/^Factura_F\d{4}-\d{6}\.pdf$/);
    expect(await magicOf(download)).toBe('%PDF-');
    await expectTaxQr(download);
    await gestoria.context().close();
  });
});
