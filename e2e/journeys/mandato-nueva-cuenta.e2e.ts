import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { bytesOf, downloadOf } from '../support/downloads.ts';
import { outboxText } from '../support/outbox.ts';
import { accessTokenOf, DEMO, signedIn } from '../support/session.ts';
import { uniqueCif, uniqueDni } from '../support/spanish-ids.ts';
import { chooseSearched } from '../support/search-select.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const seed = Date.now() % 1_000_000;
const company = {
  razonSocial: `Bodegas Moncayo ${seed} S.L.`,
  nombreComercial: `Bodegas Moncayo ${seed}`,
  nifCif: uniqueCif(),
  username: uniqueDni(),
  nombre: 'Jorge Lacasa Pérez',
  email: `jorge.${seed}@bodegasmoncayo.es`,
  telefono: `+347${String(10_000_000 + seed).slice(-8)}`,
};
const OLD_IBAN = 'ES9121000418450200051332';
const NEW_IBAN = 'ES5500810216780001234567';

/**
 * A new debtor account is signed for (issue 20, decision 0050): the gestoría changes the IBAN, the
 * company signs the new account's mandate on a phone, and the next file debits the new account
 * under that mandate, FRST (EPC SDD Core rulebook 4.1, 4.2 and AT-21: a new mandate's first
 * collection; no amendment, AT-24).
 */
describe('a new debtor account signed for by SMS code', () => {
  let staff: Page;
  let staffToken: string;
  let signingPath: string;

  beforeAll(async () => {
    staff = await signedIn(browser, DEMO.superadmin, { height: 1000 });
    staffToken = await accessTokenOf(staff);
    // A company of the demo gestoría paying by SEPA, its LOPDGDD contract signed by SMS code: one invoice, one mandate.
    const gestoria = await signedIn(browser, DEMO.gestoria);
    const gestoriaToken = await accessTokenOf(gestoria);
    const created = await gestoria.request.post('/api/cumplia-core/gestorias/my/empresas', {
      headers: { authorization: `Bearer ${gestoriaToken}` },
      data: {
        ...company,
        tipo: 'E',
        direccion: 'Avenida de Borja 12',
        localidad: 'Borja',
        provincia: 'Zaragoza',
        codigoPostal: '50500',
        cnae: '1102',
        actividad: 'Elaboración de vinos',
        numTrabajadores: 9,
        numCuenta: OLD_IBAN,
        metodoDePago: 'SEPA',
        lopdgdd: true,
        acosoLaboral: false,
        desconexionDigital: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await gestoria.context().close();
    const sms = await outboxText(staff, staffToken, { recipient: company.telefono, contains: '/firma/', channel: 'SMS' });
    const path = new URL(/(https?:\/\/\S+\/firma\/[A-Za-z0-9_-]+)/.exec(sms)![1]!).pathname;
    const api = `/api/cumplia-core${path}`;
    const { documentSha256 } = (await (await staff.request.get(api)).json()) as { documentSha256: string };
    expect((await staff.request.post(`${api}/codigo`, { data: { documentSha256 } })).status()).toBe(200);
    const code = /(\d{6})/.exec(await outboxText(staff, staffToken, { recipient: company.telefono, contains: 'código para firmar el contrato', channel: 'SMS' }))![1]!;
    expect((await staff.request.post(`${api}/firmar`, { data: { code, acepto: true, documentSha256 } })).status()).toBe(200);
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it('the gestoría changes the IBAN: the company is told and gets the new mandate to sign', async () => {
    const page = await signedIn(browser, DEMO.gestoria);
    await page.goto(`/editarclienteempresa?cifNif=${company.nifCif}`);
    const iban = page.getByRole('textbox', { name: 'Número de Cuenta (IBAN)' });
    await iban.waitFor();
    await iban.fill(NEW_IBAN);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('dialog', { name: 'Empresa actualizada' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.context().close();

    // "Su cuenta de cargo ha cambiado": both accounts masked, and who changed it.
    const aviso = await outboxText(staff, staffToken, { recipient: company.email, contains: 'ha cambiado de ES91 •••• 1332 a ES55 •••• 4567', channel: 'EMAIL' });
    expect(aviso).toContain('El cambio lo hizo su gestoría');
    const sms = await outboxText(staff, staffToken, { recipient: company.telefono, contains: 'nueva cuenta', channel: 'SMS' });
    signingPath = new URL(/(https?:\/\/\S+\/firma\/[A-Za-z0-9_-]+)/.exec(sms)![1]!).pathname;
  });

  it('staff see its invoice "Pendiente de mandato"', async () => {
    await staff.getByRole('link', { name: 'Facturación' }).first().click();
    await staff.waitForURL('**/facturacionsuperadmin');
    const filters = staff.getByRole('form', { name: 'Filtros de facturas' });
    await filters.getByRole('textbox', { name: 'NIF/CIF Empresa' }).fill(company.nifCif);
    await filters.getByRole('button', { name: 'Buscar' }).click();
    // The search has run (the list shows this company's invoice only) before the row is read and shot.
    await staff.getByText('1 factura', { exact: true }).waitFor();
    const row = staff.getByRole('row').filter({ hasText: company.nifCif });
    await row.getByText('Pendiente de mandato').waitFor();
    await screenshot(staff, 'mandato-nueva-cuenta-pendiente');
  });

  it('the company signs the new account\'s mandate on a phone, through the contracts\' signing page', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(signingPath);
    await page.getByRole('heading', { level: 1, name: 'Orden de domiciliación de adeudo directo SEPA · nueva cuenta' }).waitFor();
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click();
    await page.getByText('ES55 0081 0216 7800 0123 4567').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Le hemos enviado un código de 6 cifras por SMS').waitFor();
    const code = /(\d{6})/.exec(await outboxText(staff, staffToken, { recipient: company.telefono, contains: 'código para firmar la orden', channel: 'SMS' }))![1]!;
    await page.getByRole('textbox', { name: 'Código recibido por SMS' }).fill(code);
    await page.getByRole('checkbox', { name: /He leído la orden de domiciliación/ }).check();
    await screenshot({ fold: page }, 'mandato-nueva-cuenta-movil');
    await page.getByRole('button', { name: 'Firmar orden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orden de domiciliación firmada' }).waitFor();
    await context.close();
  });

  it('staff generate the next file: it debits the new account under the new mandate, FRST', async () => {
    await staff.reload();
    const filters = staff.getByRole('form', { name: 'Filtros de facturas' });
    await filters.getByRole('button', { name: 'Generar SEPA' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Generar fichero SEPA' });
    await chooseSearched(staff, dialog.getByLabel('Empresa (opcional)'), company.nombreComercial, new RegExp(company.razonSocial.replace(/\./g, '\\.')));
    await dialog.getByLabel('Cuenta de abono', { exact: false }).click();
    await staff.getByRole('option', { name: /^BBVA/ }).click();
    const download = await downloadOf(staff, () => dialog.getByRole('button', { name: 'Generar SEPA' }).click());
    const xml = (await bytesOf(download)).toString('utf8');
    expect(xml).toContain(`<IBAN>${NEW_IBAN}</IBAN>`);
    expect(xml).not.toContain(OLD_IBAN);
    expect(xml).toMatch(/<MndtId>CUMPLIA-CUENTA-[0-9A-F]{16}<\/MndtId>/);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    for (const amendment of ['Amdmnt', 'OrgnlDbtrAcct', 'OrgnlDbtrAgt', 'SMNDA']) expect(xml).not.toContain(amendment);
  });
});
