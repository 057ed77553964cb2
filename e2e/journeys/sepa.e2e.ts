import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, screenshot } from '../support/browser.ts';
import { daysFromNow, iso, spanish } from '../support/dates.ts';
import { bytesOf, downloadOf } from '../support/downloads.ts';
import { DEMO, signedIn } from '../support/session.ts';
import { chooseSearched } from '../support/search-select.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});


describe('SEPA direct-debit files', () => {
  let staff: Page;
  // The dialog opens on what is due to be collected now: the demo invoices, issued today, are
  // collected a week later, so the period runs from today to 30 days ahead (issue 20).
  const start = iso(new Date());
  const end = daysFromNow(30);
  const fileName = `sepa_${start}_${iso(end)}.xml`;
  let generated: Buffer;

  beforeAll(async () => {
    staff = await signedIn(browser, DEMO.superadmin, { height: 1000 });
  });

  it('staff generate a batch file from "Facturación": the period due now, at the first try', async () => {
    await staff.getByRole('link', { name: 'Facturación' }).first().click();
    await staff.waitForURL('**/facturacionsuperadmin');
    await staff.getByRole('form', { name: 'Filtros de facturas' }).getByRole('button', { name: 'Generar SEPA' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Generar fichero SEPA' });
    await dialog.getByLabel('Fecha de inicio').waitFor();
    await expect.poll(() => dialog.getByLabel('Fecha de inicio').textContent()).toBe(spanish(start));
    await expect.poll(() => dialog.getByLabel('Fecha de fin').textContent()).toBe(spanish(end));

    await chooseSearched(staff, dialog.getByLabel('Empresa (opcional)'), 'Panadería Vidal', /Panadería Vidal S\.L\./);
    await dialog.getByLabel('Cuenta de abono', { exact: false }).click();
    await staff.getByRole('option', { name: /^BBVA/ }).click();
    // Its first invoice was marked remitted by hand (no file): included again; no live file holds it.
    await dialog.getByLabel('Incluir facturas remesadas').check();
    await screenshot(staff, 'sepa-generar-dialog');

    const download = await downloadOf(staff, () => dialog.getByRole('button', { name: 'Generar SEPA' }).click());
    expect(download.suggestedFilename()).toBe(fileName);
    generated = await bytesOf(download);
    const xml = generated.toString('utf8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(xml).toContain('<Nm>Panaderia Vidal S.L.</Nm>');
    expect(xml).toMatch(/<EndToEndId>F\d{4}-\d{6}<\/EndToEndId>/);
    expect(xml).toContain('<IBAN>ES3501822370400001000025</IBAN>');
    // Every collection names a mandate and its date of signature.
    expect(xml.match(/<MndtId>/g)?.length).toBe(xml.match(/<DtOfSgntr>\d{4}-\d{2}-\d{2}<\/DtOfSgntr>/g)?.length);
    await dialog.getByText('Fichero SEPA generado correctamente').waitFor();
    await expect.poll(() => dialog.textContent()).toContain(fileName);
    await screenshot(staff, 'sepa-generado');
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
  });

  it('staff download the same file again from the list of files', async () => {
    const panel = staff.getByRole('region', { name: 'Ficheros SEPA generados' });
    const row = panel.getByRole('row').filter({ hasText: fileName }).first();
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(staff, 'sepa-ficheros');
    const again = await downloadOf(staff, () => row.getByRole('button', { name: `Descargar ${fileName}` }).click());
    expect(again.suggestedFilename()).toBe(fileName);
    expect((await bytesOf(again)).equals(generated)).toBe(true);
  });

  it('the same invoices are refused in a second file while the first is live, and "Anular remesa" frees them', async () => {
    const filters = staff.getByRole('form', { name: 'Filtros de facturas' });
    await filters.getByRole('button', { name: 'Generar SEPA' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Generar fichero SEPA' });
    await chooseSearched(staff, dialog.getByLabel('Empresa (opcional)'), 'Panadería Vidal', /Panadería Vidal S\.L\./);
    await dialog.getByLabel('Cuenta de abono', { exact: false }).click();
    await staff.getByRole('option', { name: /^BBVA/ }).click();
    await dialog.getByLabel('Incluir facturas remesadas').check();
    await dialog.getByRole('button', { name: 'Generar SEPA' }).click();
    await dialog.getByText(/Estas facturas ya están en una remesa: F\d{4}-\d{6}/).waitFor();
    await dialog.getByText(/Código: FACTURAS_YA_REMESADAS/).waitFor();
    await screenshot(staff, 'sepa-ya-remesadas');
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();

    const panel = staff.getByRole('region', { name: 'Ficheros SEPA generados' });
    const row = panel.getByRole('row').filter({ hasText: fileName }).first();
    await row.getByRole('button', { name: `Anular la remesa ${fileName}` }).click();
    const anular = staff.getByRole('dialog', { name: 'Anular remesa' });
    await anular.getByLabel('Motivo de la anulación').fill('No se llegó a enviar al banco');
    await screenshot(staff, 'sepa-anular-remesa');
    await anular.getByRole('button', { name: 'Anular remesa' }).click();
    await anular.waitFor({ state: 'hidden' });
    await expect.poll(() => row.textContent()).toContain('Anulada');
    await expect.poll(() => row.textContent()).toContain('No se llegó a enviar al banco');
    await expect.poll(() => row.getByRole('button', { name: `Anular la remesa ${fileName}` }).count()).toBe(0);
  });

  it("staff generate one invoice's file from its row, and it joins the list", async () => {
    const row = staff.getByRole('row').filter({ hasText: 'La Albufera' }).first();
    await row.getByRole('button', { name: /Generar el fichero SEPA de la factura/ }).click();
    const dialog = staff.getByRole('dialog', { name: 'Generar SEPA individual' });
    const numero = /F\d{4}-\d{6}/.exec((await dialog.textContent()) ?? '')?.[0];
    expect(numero).toBeDefined();
    await dialog.getByLabel('Cuenta de abono', { exact: false }).click();
    await staff.getByRole('option', { name: /^Caja Siete/ }).click();
    await screenshot(staff, 'sepa-individual-dialog');
    const downloading = staff.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Generar SEPA' }).click();
    // A refusal would show in the dialog: fail with its text rather than a time-out.
    const refused = dialog
      .getByRole('alert')
      .waitFor({ timeout: 20_000 })
      .then(
        async () => {
          throw new Error(`refused: ${await dialog.getByRole('alert').textContent()}`);
        },
        () => new Promise<never>(() => undefined),
      );
    const download = await Promise.race([downloading, refused]);
    const individualName = `sepa_individual_${numero}_${iso(new Date())}.xml`;
    expect(download.suggestedFilename()).toBe(individualName);
    const xml = (await bytesOf(download)).toString('utf8');
    expect(xml).toContain(`<EndToEndId>${numero}</EndToEndId>`);
    expect(xml).toContain('<IBAN>ES6730760070440001000009</IBAN>');
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await staff.getByRole('region', { name: 'Ficheros SEPA generados' }).getByRole('row').filter({ hasText: individualName }).waitFor();
    await screenshot(staff, 'sepa-ficheros-individual');
  });
});
