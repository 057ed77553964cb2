import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import JSZip from 'jszip';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { pdfText } from '../../apps/api/test/support/pdf-text.ts';
import { bytesOf, downloadsOf, magicOf } from '../support/downloads.ts';
import { createActivatedCompany } from '../support/companies.ts';
import { DEMO, logIn, signedIn } from '../support/session.ts';
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
  razonSocial: `Cerámicas Moncayo ${seed} S.L.`,
  nombreComercial: `Cerámicas Moncayo ${seed}`,
  nifCif: uniqueCif(),
  username: uniqueDni(),
  email: `isabel.${seed}@ceramicasmoncayo.es`,
  password: 'Moncayo.2026',
};

describe('protocol documents', () => {
  let staff: Page;

  beforeAll(async () => {
    // A company created and verified by staff with every tool off, whose administrator activates
    // the account from the e-mail: what the journey starts from.
    staff = await signedIn(browser, DEMO.superadmin);
    await createActivatedCompany(
      browser,
      staff,
      {
        razonSocial: company.razonSocial,
        nombreComercial: company.nombreComercial,
        nifCif: company.nifCif,
        tipo: 'E',
        nombre: 'Isabel Lacasa Ferrer',
        username: company.username,
        email: company.email,
        telefono: '+34 976 555 231',
        direccion: 'Avenida de Navarra 14',
        localidad: 'Zaragoza',
        provincia: 'Zaragoza',
        codigoPostal: '50010',
        cnae: '2331',
        actividad: 'Fabricación de azulejos y baldosas de cerámica',
        numTrabajadores: 26,
        numCuenta: 'ES9121000418450200051332',
        metodoDePago: 'SEPA',
        lopdgdd: false,
        acosoLaboral: false,
        desconexionDigital: false,
      },
      company.password,
    );
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it('staff switch LOPDGDD on with a paper signature and allow the downloads', async () => {
    await staff.getByRole('link', { name: 'Empresas', exact: true }).first().click();
    await staff.waitForURL('**/listarempresasadmin');
    await staff.getByRole('textbox', { name: 'CIF/NIF' }).fill(company.nifCif);
    await staff.getByText('1 empresa', { exact: true }).waitFor();
    await staff.getByRole('button', { name: `Herramientas de ${company.nombreComercial}` }).click();
    await staff.getByRole('menuitem', { name: /LOPDGDD/ }).click();
    const dialog = staff.getByRole('dialog', { name: 'Confirmar cambio' });
    await dialog.getByRole('textbox', { name: 'Precio (€, sin IVA)' }).fill('120');
    await dialog.getByRole('radio', { name: 'El contrato ya está firmado en papel' }).check();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = staff.getByRole('row').filter({ hasText: company.nifCif });
    await expect.poll(() => row.getByTestId('active-tools').textContent()).toBe('LOPDGDD');

    await row.getByRole('link', { name: `Editar ${company.nombreComercial}` }).click();
    await staff.waitForURL('**/editarempresasuperadmin?id=*');
    const panel = staff.getByRole('region', { name: 'Verificación y acceso' });
    const allow = panel.getByRole('switch', { name: 'Permitir descargas al cliente' });
    await allow.waitFor();
    if (!(await allow.isChecked())) await allow.click({ force: true });
    await expect.poll(() => allow.isChecked()).toBe(true);
    // Saved: still on once the page is read again.
    await staff.reload();
    await expect.poll(() => staff.getByRole('switch', { name: 'Permitir descargas al cliente' }).isChecked()).toBe(true);
  });

  it('"Descargar protocolos" saves each active protocol as Protocolo_{name}_{nifCif}.pdf', async () => {
    const panel = staff.getByRole('region', { name: 'Verificación y acceso' });
    const [download] = await downloadsOf(staff, 1, () => panel.getByRole('button', { name: 'Descargar protocolos' }).click());
    expect(download!.suggestedFilename()).toBe(`Protocolo_LOPDGDD_${company.nifCif}.pdf`);
    expect(await magicOf(download!)).toBe('%PDF-');
    await panel.getByText('Se han descargado 1 protocolo(s) exitosamente.').waitFor();
    await screenshot(staff, 'protocolos-staff-descargados');
  });

  it('"Enviar protocolos" e-mails them, and the outbox shows the e-mail with its attachment', async () => {
    const panel = staff.getByRole('region', { name: 'Verificación y acceso' });
    await panel.getByRole('button', { name: 'Enviar protocolos' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Enviar protocolos' });
    await confirm.getByText(company.email).waitFor();
    await screenshot(staff, 'protocolos-staff-confirmar-envio');
    await confirm.getByRole('button', { name: 'Enviar' }).click();
    await panel.getByText('Protocolos enviados exitosamente al correo de la empresa.').waitFor();
    await screenshot(staff, 'protocolos-staff-enviados');

    await staff.goto('/bandeja-salida');
    await staff.getByRole('heading', { level: 1, name: 'Bandeja de salida' }).waitFor();
    const subject = `Sus protocolos de cumplimiento · ${company.razonSocial}`;
    const message = staff.getByRole('row').filter({ hasText: company.email }).filter({ hasText: subject }).first();
    await message.waitFor();
    await message.getByRole('button', { name: `Ver mensaje: ${subject}` }).click();
    const opened = staff.getByRole('dialog', { name: subject });
    await opened.getByRole('list', { name: 'Adjuntos (1)' }).getByText(`Protocolo_LOPDGDD_${company.nifCif}.pdf`).waitFor();
    await screenshot(staff, 'protocolos-bandeja-salida');
  });

  it('the client sees the card of the signed tool and downloads its protocol', async () => {
    const { page } = await newPage(browser);
    await logIn(page, { nif: company.username, tipo: 'Cliente' }, company.password);
    await page.waitForURL('**/inicioempresa');
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click();
    const card = page.getByRole('article', { name: 'Protección de datos (LOPDGDD)' });
    await card.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('link', { name: 'Mi facturación' }).waitFor();
    await page.getByRole('button', { name: 'Mis contratos' }).waitFor();
    await screenshot(page, 'protocolos-cliente-tarjetas');

    const [download] = await downloadsOf(page, 1, () => card.getByRole('button', { name: 'Descargar' }).click());
    expect(download!.suggestedFilename()).toBe('plantilla_lopd.pdf');
    expect(await magicOf(download!)).toBe('%PDF-');
    const before = (await pdfText(await bytesOf(download!))).replace(/\s+/g, ' ');
    expect(before).toContain('Videovigilancia: pendiente de completar');

    // The facts asked once: the home says which are missing; the client answers one and saves.
    const datos = page.getByRole('region', { name: 'Datos para los protocolos' });
    await datos.getByText('Faltan 11 datos para sus protocolos').waitFor();
    await datos.getByRole('button', { name: 'Completar datos' }).click();
    await datos.getByRole('radiogroup', { name: /Videovigilancia/ }).getByRole('radio', { name: 'Sí' }).check();
    await datos.getByRole('radio', { name: 'Delegados de personal' }).check();
    await datos.getByRole('button', { name: 'Guardar datos' }).click();
    await datos.getByText('Faltan 9 datos para sus protocolos').waitFor();
    await screenshot(page, 'protocolos-cliente-datos');

    // The document now has the video-surveillance processing, and no longer asks for that fact.
    const [fitted] = await downloadsOf(page, 1, () => card.getByRole('button', { name: 'Descargar' }).click());
    const after = (await pdfText(await bytesOf(fitted!))).replace(/\s+/g, ' ');
    expect(after).not.toContain('Videovigilancia: pendiente de completar');
    expect(after).toContain('Un mes como máximo desde la captación');
    expect(after).toContain('la empresa no está obligada a designar un delegado de protección de datos');
    await page.context().close();
  });

  // Issue 25: with several protocols active, one file (a phone's browser may refuse a page's second download).
  it('staff switch a second tool on, and "Descargar protocolos" saves both in one Protocolos_{nifCif}.zip', async () => {
    // The outbox's message is still open from the step before: staff come back to their companies.
    await staff.goto('/listarempresasadmin');
    await staff.getByRole('textbox', { name: 'CIF/NIF' }).fill(company.nifCif);
    await staff.getByText('1 empresa', { exact: true }).waitFor();
    await staff.getByRole('button', { name: `Herramientas de ${company.nombreComercial}` }).click();
    await staff.getByRole('menuitem', { name: /Acoso/ }).click();
    const dialog = staff.getByRole('dialog', { name: 'Confirmar cambio' });
    await dialog.getByRole('textbox', { name: 'Precio (€, sin IVA)' }).fill('90');
    await dialog.getByRole('radio', { name: 'El contrato ya está firmado en papel' }).check();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = staff.getByRole('row').filter({ hasText: company.nifCif });
    await expect.poll(() => row.getByTestId('active-tools').textContent()).toContain('Acoso');

    await row.getByRole('link', { name: `Editar ${company.nombreComercial}` }).click();
    await staff.waitForURL('**/editarempresasuperadmin?id=*');
    const panel = staff.getByRole('region', { name: 'Verificación y acceso' });
    const [zip] = await downloadsOf(staff, 1, () => panel.getByRole('button', { name: 'Descargar protocolos' }).click());
    expect(zip!.suggestedFilename()).toBe(`Protocolos_${company.nifCif}.zip`);
    const entries = Object.keys((await JSZip.loadAsync(await bytesOf(zip!))).files).sort();
    expect(entries).toEqual([`Protocolo_Acoso_Laboral_${company.nifCif}.pdf`, `Protocolo_LOPDGDD_${company.nifCif}.pdf`]);
    await panel.getByText('Se han descargado 2 protocolo(s) exitosamente.').waitFor();
  });
});
