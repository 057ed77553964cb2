import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { firstPageQrText } from '../../apps/api/test/support/pdf-qr.ts';
import { pdfPages } from '../../apps/api/test/support/pdf-text.ts';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { createActivatedCompany } from '../support/companies.ts';
import { bytesOf, downloadOf } from '../support/downloads.ts';
import { accessTokenOf, DEMO, logIn, signedIn } from '../support/session.ts';
import { uniqueCif, uniqueDni } from '../support/spanish-ids.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const seed = Date.now() % 1_000_000;
const company = {
  razonSocial: `Quesería Montes ${seed} S.L.`,
  nombreComercial: `Quesería Montes ${seed}`,
  nifCif: uniqueCif(),
  username: uniqueDni(),
  email: `rosa.${seed}@queseriamontes.es`,
  password: 'Montes.2026',
};

/** The company's invoice rows in the staff list, every one (remitted too), newest first. */
async function companyRows(staff: Page): Promise<Locator> {
  const filters = staff.getByRole('form', { name: 'Filtros de facturas' });
  await filters.getByLabel('Empresa', { exact: true }).fill(company.nombreComercial);
  await filters.getByLabel('Mostrar todas las facturas (también las remesadas)').check();
  await filters.getByRole('button', { name: 'Buscar' }).click();
  const rows = staff.getByRole('row').filter({ hasText: company.nombreComercial });
  await rows.first().waitFor();
  return rows;
}

// RD 1619/2012 art. 15 and Ley 37/1992 art. 80 (decision 0045): staff correct an invoice with a
// rectifying one and cancel one issued by mistake, in the browser; the client downloads the correction.
describe('rectifying invoices and cancellations', () => {
  let staff: Page;
  const numeros: string[] = [];

  beforeAll(async () => {
    staff = await signedIn(browser, DEMO.superadmin);
    await createActivatedCompany(
      browser,
      staff,
      {
        razonSocial: company.razonSocial,
        nombreComercial: company.nombreComercial,
        nifCif: company.nifCif,
        tipo: 'E',
        nombre: 'Rosa Montes Ibáñez',
        username: company.username,
        email: company.email,
        telefono: `+346${String(20_000_000 + seed).slice(-8)}`,
        direccion: 'Calle del Queso 4',
        localidad: 'Santander',
        provincia: 'Cantabria',
        codigoPostal: '39001',
        cnae: '1054',
        actividad: 'Elaboración de quesos',
        numTrabajadores: 9,
        numCuenta: 'ES9121000418450200051332',
        metodoDePago: 'TRANSFERENCIA',
        productos: [],
      },
      company.password,
    );
    // Two tools signed on paper, one at a time: two invoices of the company.
    const authorization = `Bearer ${await accessTokenOf(staff)}`;
    for (const tools of [
      { lopdgdd: true, acosoLaboral: false, desconexionDigital: false },
      { lopdgdd: true, acosoLaboral: true, desconexionDigital: false },
    ]) {
      const response = await staff.request.put(`/api/cumplia-core/admin/empresas/${company.nifCif}/tools`, { headers: { authorization }, data: { tools, price: 100, callViafirma: false } });
      expect(response.ok()).toBe(true);
    }
    const listed = await staff.request.get(`/api/cumplia-core/admin/facturas?cifNif=${company.nifCif}&size=10`, { headers: { authorization } });
    numeros.push(...((await listed.json()).content as Array<{ facturaId: string }>).map((factura) => factura.facturaId).sort());
    expect(numeros).toHaveLength(2);
    await staff.getByRole('link', { name: 'Facturación' }).first().click();
    await staff.waitForURL('**/facturacionsuperadmin');
  });

  it('staff rectify an invoice by differences, with the legal reason and the reason', async () => {
    const rows = await companyRows(staff);
    await rows.filter({ hasText: numeros[0]! }).getByRole('button', { name: `Rectificar la factura ${numeros[0]}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Rectificar factura' });
    await dialog.getByText(numeros[0]!).waitFor();
    await dialog.getByRole('button', { name: 'Emitir factura rectificativa' }).click();
    await dialog.getByText('Indique el motivo.').first().waitFor();
    await dialog.getByLabel('Causa de la rectificación').click();
    await staff.getByRole('option', { name: /^R1 · / }).click();
    await dialog.getByText('Por diferencias').click();
    await dialog.getByLabel('Motivo').fill('Descuento de bienvenida no aplicado');
    await dialog.getByLabel('Concepto').fill('Descuento sobre Protección de datos');
    await dialog.getByLabel('Importe sin IVA (€)').fill('-20');
    await dialog.getByText('(-24,20 €)').waitFor();
    await screenshot(staff, 'facturas-rectificar');
    await dialog.getByRole('button', { name: 'Emitir factura rectificativa' }).click();
    const notice = staff.getByText(new RegExp(`Emitida la factura rectificativa R\\d{4}-\\d{6}, que rectifica la factura ${numeros[0]}\\.`));
    await notice.waitFor();
    const rectificativa = /(R\d{4}-\d{6})/.exec((await notice.textContent())!)![1]!;
    numeros.push(rectificativa);
    const row = rows.filter({ hasText: rectificativa });
    await expect.poll(() => row.textContent()).toContain(`Factura rectificativa de ${numeros[0]}`);
    await expect.poll(() => row.textContent()).toContain('-24,20 €');
    // A rectifying invoice is not rectified in turn, nor charged.
    await expect.poll(() => row.getByRole('button', { name: /Rectificar la factura/ }).count()).toBe(0);
  });

  // Decision 0060: the negative rectifying invoice is owed back once the original is collected, until staff record the refund.
  it('the client paid the original by transfer: the difference is owed back until staff record its refund', async () => {
    const rows = await companyRows(staff);
    const rectificativa = rows.filter({ hasText: numeros[2]! });
    await expect.poll(() => rectificativa.textContent()).toContain('24,20 € a devolver al cliente cuando se cobre la factura rectificada');
    await expect.poll(() => rectificativa.getByRole('button', { name: /Marcar como remesada/ }).count()).toBe(0);

    await rows.filter({ hasText: numeros[0]! }).getByRole('button', { name: `Marcar como remesada la factura ${numeros[0]}` }).click();
    const remit = staff.getByRole('dialog', { name: 'Confirmar remesa' });
    await remit.getByRole('button', { name: /Marcar como remesada/ }).click();
    await staff.getByText(`La factura ${numeros[0]} está marcada como remesada.`).waitFor();
    await expect.poll(() => rectificativa.textContent()).not.toContain('cuando se cobre');
    await expect.poll(() => rectificativa.textContent()).toContain('24,20 € a devolver al cliente');

    await rectificativa.getByRole('button', { name: `Registrar el reembolso de la factura ${numeros[2]}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Registrar reembolso' });
    await dialog.getByText('debe 24,20 € al cliente', { exact: false }).waitFor();
    await dialog.getByRole('radio', { name: 'Transferencia bancaria' }).check();
    await screenshot(staff, 'facturas-reembolso');
    await dialog.getByRole('button', { name: 'Registrar reembolso' }).click();
    await staff.getByText(new RegExp(`Registrado el reembolso de la factura ${numeros[2]}, del \\d{2}/\\d{2}/\\d{4}\\.`)).waitFor();
    await expect.poll(() => rectificativa.textContent()).toContain('Reembolsada');
    await expect.poll(() => rectificativa.textContent()).toMatch(/24,20 € devueltos el \d{2}\/\d{2}\/\d{4}, transferencia bancaria/);
    await expect.poll(() => rectificativa.getByRole('button', { name: /Registrar el reembolso/ }).count()).toBe(0);
  });

  it('staff cancel an invoice issued by mistake and not collected', async () => {
    const rows = await companyRows(staff);
    await rows.filter({ hasText: numeros[1]! }).getByRole('button', { name: `Anular la factura ${numeros[1]}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Anular factura' });
    await dialog.getByLabel('Motivo').fill('Emitida por error: la herramienta se contrató por otra vía');
    await screenshot(staff, 'facturas-anular');
    await dialog.getByRole('button', { name: 'Anular factura' }).click();
    await staff.getByText(`La factura ${numeros[1]} está anulada.`).waitFor();
    const row = rows.filter({ hasText: numeros[1]! });
    await expect.poll(() => row.textContent()).toContain('Anulada');
    await expect.poll(() => row.getByRole('button', { name: /Anular la factura/ }).count()).toBe(0);
  });

  it('the client downloads the rectifying invoice, which names the invoice it corrects', async () => {
    const { page: client } = await newPage(browser);
    await logIn(client, { nif: company.username, tipo: 'Cliente' }, company.password);
    await client.waitForURL('**/inicioempresa');
    await client.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click();
    await client.getByRole('link', { name: 'Mi facturación' }).click();
    await client.waitForURL('**/facturacion');
    const row = client.getByRole('row').filter({ hasText: numeros[2]! });
    await expect.poll(() => row.textContent()).toContain(`Factura rectificativa de ${numeros[0]}`);
    await screenshot(client, 'facturas-cliente-rectificativa');
    const download = await downloadOf(client, () => row.getByRole('button', { name: /Descargar la factura/ }).click());
    expect(download.suggestedFilename()).toBe(`Factura_${numeros[2]}.pdf`);
    const bytes = await bytesOf(download);
    const text = (await pdfPages(bytes)).join('\n');
    expect(text).toContain('FACTURA RECTIFICATIVA');
    expect(text).toContain(`Rectifica la factura ${numeros[0]} de`);
    expect(text).toContain('Motivo: Descuento de bienvenida no aplicado');
    expect(text).toContain('-24,20 €');
    expect(text).not.toContain('VERI*FACTU');
    expect(await firstPageQrText(bytes)).toMatch(new RegExp(`/ValidarQRNoVerifactu\\?nif=[A-Z0-9]{9}&numserie=${numeros[2]}&fecha=\\d{2}-\\d{2}-\\d{4}&importe=-24\\.20$`));
    await client.context().close();
  });
});
