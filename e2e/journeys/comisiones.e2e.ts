import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { formatMonthYear, madridIsoDate } from '@cumplia/shared/calendar';
import { eurosToCents, formatEuros } from '@cumplia/shared/money';
import { openBrowser, screenshot } from '../support/browser.ts';
import { downloadOf, magicOf, workbookOf } from '../support/downloads.ts';
import { DEMO, signedIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo collaborator (Asesoría Martínez, 10 %), whose companies' invoices are issued when the demo data is loaded. */
const MARTINEZ = { razonSocial: 'Asesoría Martínez y Asociados S.L.', nifCif: 'B87654323' };

// The demo invoices are issued in the current month (Madrid time, as the browser and the liquidaciones count).
const MES = madridIsoDate(new Date()).slice(0, 7);
/** "noviembre de 2026": how the month picker names a month to a screen reader. */
const MES_LABEL = formatMonthYear(MES);

/** An amount of the wire (euros) as the screens write it. */
const euros = (amount: number) => formatEuros(eurosToCents(amount));

/** The month picker inside `scope` names the current month: the statements open on it (issue 23, decision 0054). */
async function expectCurrentMonth(scope: Locator) {
  const picker = scope.getByRole('button', { name: 'Mes' });
  await expect.poll(async () => (await picker.textContent())?.toLowerCase()).toContain(MES_LABEL.replace(' de ', ' '));
}

describe('commission statements', () => {
  it("staff open Comisiones, choose this month and download the demo collaborator's statement", async () => {
    const staff = await signedIn(browser, DEMO.superadmin);
    const [answer] = await Promise.all([
      staff.waitForResponse((response) => response.url().includes(`/api/cumplia-core/admin/comisiones?mes=${MES}&`)),
      staff.getByRole('link', { name: 'Comisiones' }).first().click(),
    ]);
    await staff.waitForURL('**/comisionessuperadmin');
    await staff.getByRole('heading', { level: 1, name: 'Comisiones' }).waitFor();
    await expectCurrentMonth(staff.locator('main'));
    const month = (await answer.json()) as { importeComision: number; gestorias: { content: { nifCif: string; importeComision: number }[] } };
    const martinez = month.gestorias.content.find((gestoria) => gestoria.nifCif === MARTINEZ.nifCif)!;
    expect(martinez.importeComision).toBeGreaterThan(0);

    const row = staff.getByRole('row').filter({ hasText: MARTINEZ.razonSocial });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(MARTINEZ.nifCif);
    await expect.poll(() => row.textContent()).toContain('10 %');
    await expect.poll(() => row.textContent()).toContain(euros(martinez.importeComision));
    await staff.getByRole('group', { name: 'Comisión total' }).getByText(euros(month.importeComision), { exact: true }).waitFor();
    await screenshot(staff, 'comisiones-superadmin');

    const pdf = await downloadOf(staff, () => row.getByRole('button', { name: `Descargar en PDF la liquidación de ${MARTINEZ.razonSocial}` }).click());
    expect(pdf.suggestedFilename()).toBe(`Liquidacion_comisiones_${MARTINEZ.nifCif}_${MES}.pdf`);
    expect(await magicOf(pdf)).toBe('%PDF-');

    const excel = await downloadOf(staff, () => row.getByRole('button', { name: `Descargar en Excel la liquidación de ${MARTINEZ.razonSocial}` }).click());
    expect(excel.suggestedFilename()).toBe(`Liquidacion_comisiones_${MARTINEZ.nifCif}_${MES}.xlsx`);
    const workbook = await workbookOf(excel);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    await staff.context().close();
  });

  it("a worker opens Comisiones from its menu and finds the collaborator's statement", async () => {
    const worker = await signedIn(browser, DEMO.worker);
    await Promise.all([
      worker.waitForResponse((response) => response.url().includes(`/api/cumplia-core/worker/comisiones?mes=${MES}&`) && response.ok()),
      worker.getByRole('link', { name: 'Comisiones' }).first().click(),
    ]);
    await worker.waitForURL('**/worker-comisiones');
    await worker.getByRole('heading', { level: 1, name: 'Comisiones' }).waitFor();
    await expectCurrentMonth(worker.locator('main'));
    await worker.getByRole('row').filter({ hasText: MARTINEZ.razonSocial }).getByRole('button', { name: /Descargar en PDF/ }).waitFor();
    await worker.context().close();
  });

  it('the collaborator reads its statement of this month on Facturación and downloads the PDF', async () => {
    const gestoria = await signedIn(browser, DEMO.gestoria);
    const [answer] = await Promise.all([
      gestoria.waitForResponse((response) => response.url().includes(`/api/cumplia-core/gestorias/my/comisiones?mes=${MES}`)),
      gestoria.getByRole('link', { name: 'Facturación' }).first().click(),
    ]);
    await gestoria.waitForURL('**/facturaciongestoria');
    const section = gestoria.getByRole('region', { name: 'Liquidación de comisiones' });
    await section.waitFor();
    await expectCurrentMonth(section);
    const liquidacion = (await answer.json()) as { facturas: unknown[]; importeComision: number };
    expect(liquidacion.facturas.length).toBeGreaterThan(0);
    await section.getByRole('group', { name: 'Facturas' }).getByText(String(liquidacion.facturas.length), { exact: true }).waitFor();
    await section.getByRole('group', { name: 'Comisión (€)' }).getByText(euros(liquidacion.importeComision), { exact: true }).waitFor();
    await section.getByRole('row').filter({ hasText: 'Panadería Vidal S.L.' }).first().waitFor();
    await screenshot(gestoria, 'comisiones-gestoria');

    const pdf = await downloadOf(gestoria, () => section.getByRole('button', { name: 'Descargar PDF' }).click());
    expect(pdf.suggestedFilename()).toBe(`Liquidacion_comisiones_${MARTINEZ.nifCif}_${MES}.pdf`);
    expect(await magicOf(pdf)).toBe('%PDF-');
    await gestoria.context().close();
  });
});
