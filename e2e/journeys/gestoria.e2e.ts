import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { companiesCsv } from '../../apps/api/test/support/csv.ts';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { phoneProblems } from '../support/phone-fit.ts';
import { DEMO, logIn } from '../support/session.ts';
import { uniqueDni } from '../support/spanish-ids.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await openBrowser();
  page = (await newPage(browser)).page;
  await logIn(page, DEMO.gestoria);
  await page.waitForURL(`**${DEMO.gestoria.home}`);
});
afterAll(async () => {
  await browser?.close();
});

/** A text field by its accessible name (a required field's asterisk is not part of it). */
const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const menu = (name: string) => page.getByRole('link', { name, exact: true }).first();

async function openList(search?: string) {
  await page.goto(DEMO.gestoria.home);
  await menu('Empresas').click();
  await page.waitForURL('**/editarclientelistado');
  if (search) await field('Nombre empresa').fill(search);
}

describe('the collaborator', () => {
  it('creates a company and finds it in the list', async () => {
    await menu('Alta de empresa').click();
    await page.waitForURL('**/anadirclienteempresa');
    await field('Razón Social').fill('Carpintería Hermanos Gil S.L.');
    await field('Nombre Comercial').fill('Carpintería Gil');
    await field('NIF/CIF').fill('A28123453');
    await page.getByRole('radio', { name: 'Empresa', exact: true }).check();
    await field('CNAE').fill('1623');
    await field('Actividad de la Empresa').fill('Carpintería de madera');
    await field('Número de trabajadores').fill('6');
    await field('Dirección').fill('Calle del Pino 4');
    await field('Código Postal').fill('50003');
    await field('Población').fill('Zaragoza');
    await field('Provincia').fill('Zaragoza');
    await field('Nombre y apellidos').fill('Lorenzo Gil Marco');
    await field('DNI del usuario').fill('66666666Q');
    await field('Correo electrónico').fill('lorenzo@carpinteriagil.es');
    await field('Teléfono').fill('654 321 000');
    await field('Número de Cuenta (IBAN)').fill('ES9121000418450200051332');
    await page.getByRole('checkbox', { name: 'LOPDGDD' }).check();
    await screenshot(page, 'gestoria-alta-empresa');
    await page.getByRole('button', { name: 'Crear empresa' }).click();
    await page.getByText(/Empresa creada/).first().waitFor();

    await openList('Carpintería');
    // The search has run: the new company is the only one whose name says "Carpintería".
    await page.getByText('1 empresa', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'A28123453' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('LOPDGDD');
    await screenshot(page, 'gestoria-tus-empresas');
  });

  it('edits the company', async () => {
    await openList('Carpintería Gil');
    await page.getByRole('link', { name: 'Editar Carpintería Gil' }).click();
    await page.waitForURL('**/editarclienteempresa?cifNif=A28123453');
    await field('Nombre Comercial').fill('Carpintería Gil e Hijos');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('dialog', { name: 'Empresa actualizada' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL(`**${DEMO.gestoria.home}`);
    await openList('Gil e Hijos');
    await page.getByRole('row').filter({ hasText: 'A28123453' }).waitFor();
  });

  it('switches a tool on and off, and sees it restored when the server refuses', async () => {
    await openList('Gil e Hijos');
    const row = page.getByRole('row').filter({ hasText: 'A28123453' });
    const toggle = async (tool: string) => {
      await page.getByRole('button', { name: 'Herramientas de Carpintería Gil e Hijos' }).click();
      await page.getByRole('menuitem', { name: new RegExp(tool) }).click();
      await page.getByRole('dialog', { name: 'Confirmar cambio' }).getByRole('button', { name: 'Confirmar' }).click();
    };

    await toggle('Acoso Laboral');
    await expect.poll(async () => row.textContent()).toContain('Acoso Laboral');
    await toggle('Acoso Laboral');
    await expect.poll(async () => row.textContent()).not.toContain('Acoso Laboral');

    await page.route('**/api/cumplia-core/gestorias/my/empresas/*/tools', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ code: 'CONFLICT', message: 'No se puede cambiar ahora.' }) }),
    );
    await toggle('Desconexión Digital');
    await page.getByText('No se puede cambiar ahora.').first().waitFor();
    await expect.poll(async () => row.textContent()).not.toContain('Desconexión Digital');
    await page.unroute('**/api/cumplia-core/gestorias/my/empresas/*/tools');
  });

  it('uploads a CSV of 50 companies with a few bad lines and reads the result of each line', async () => {
    await page.goto(DEMO.gestoria.home);
    await menu('Alta masiva').click();
    await page.waitForURL('**/altamasiva');
    await page.locator('input[type="file"]').setInputFiles({ name: 'clientes-enero.csv', mimeType: 'text/csv', buffer: Buffer.from(companiesCsv(50, { badEvery: 10 })) });
    await page.getByRole('button', { name: 'Subir' }).click();
    await page.getByRole('dialog', { name: 'Archivo recibido' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/altamasiva'));

    await page.goto('/altamasiva');
    const fileRow = page.getByRole('row').filter({ hasText: 'clientes-enero.csv' });
    await fileRow.getByText('Procesado').waitFor({ timeout: 60_000 });
    await screenshot(page, 'gestoria-alta-masiva');
    await page.getByRole('button', { name: 'Ver líneas de clientes-enero.csv' }).click();
    const lines = page.getByRole('dialog', { name: 'Líneas de clientes-enero.csv' });
    await lines.getByText('username: DNI del usuario inválido.').first().waitFor();
    await expect.poll(() => lines.getByText('username: DNI del usuario inválido.').count()).toBe(5);
    await screenshot(page, 'gestoria-alta-masiva-lineas');

    // On a phone the lines are cards, and so is the help of the sample file (decision 0049).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => phoneProblems(page, 'líneas de un archivo')).toEqual([]);
    await screenshot(page, 'gestoria-alta-masiva-lineas-movil');
    await page.keyboard.press('Escape');
    await lines.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Descargar CSV de ejemplo' }).click();
    const help = page.getByRole('dialog', { name: 'Cómo preparar el archivo CSV' });
    await help.getByText('Contenido').first().waitFor();
    await expect.poll(() => phoneProblems(page, 'cómo preparar el CSV')).toEqual([]);
    await screenshot(page, 'gestoria-csv-ejemplo-movil');
    await help.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('assigns a user to a company without one', async () => {
    await page.goto('/empresas-sin-usuario');
    await page.getByRole('heading', { level: 1, name: 'Empresas Sin Usuario' }).waitFor();
    await page.getByRole('link', { name: 'Asignar usuario a Talleres Ruiz' }).click();
    await page.waitForURL('**/asignar-usuario-empresa?cifNif=B56789019');
    await field('NIF del usuario').fill('12345678A');
    await field('Email').fill('pedro@talleresruiz.es');
    await field('Nombre').fill('Pedro Ruiz Alonso');
    await page.getByRole('button', { name: 'Asignar usuario' }).click();
    await page.getByText('El NIF del usuario es inválido').waitFor();
    await field('NIF del usuario').fill(uniqueDni());
    await page.getByRole('button', { name: 'Asignar usuario' }).click();
    await page.waitForURL('**/empresas-sin-usuario');
    await page.getByRole('heading', { level: 1, name: 'Empresas Sin Usuario' }).waitFor();
    await expect.poll(async () => page.getByRole('link', { name: 'Asignar usuario a Talleres Ruiz' }).count()).toBe(0);
  });
});
