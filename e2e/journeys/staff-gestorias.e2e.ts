import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, screenshot } from '../support/browser.ts';
import { DEMO, signedIn } from '../support/session.ts';
import { uniqueCif, uniqueDni } from '../support/spanish-ids.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A text field by its accessible name (a required field's asterisk is not part of it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const menu = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();

/** Chooses an option of a Mantine select, found by its label (the nth of its kind). */
async function choose(page: Page, label: string, option: string, nth = 0) {
  await page.getByRole('combobox', { name: label, exact: true }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** "Alta de Colaborador" filled in as a person would, up to the commission. */
/** The collaborators this file creates: ids no other journey of the run uses. */
const NAVARRO = { nifCif: uniqueCif(), dni: uniqueDni() };
const RIBERA = { nifCif: uniqueCif(), dni: uniqueDni() };

async function fillCollaborator(page: Page, data: { razonSocial: string; nombreComercial: string; nifCif: string; dni: string; email: string }) {
  await field(page, 'Razón Social').fill(data.razonSocial);
  await field(page, 'Nombre Comercial').fill(data.nombreComercial);
  await field(page, 'NIF/CIF').fill(data.nifCif);
  await page.getByRole('radio', { name: 'Empresa', exact: true }).check();
  await field(page, 'Nombre y apellidos').fill('Rosa Navarro Lahoz');
  await field(page, 'DNI').fill(data.dni.toLowerCase());
  await field(page, 'Correo electrónico').fill(data.email);
  await field(page, 'Teléfono').fill('976 123 456');
  await field(page, 'CNAE').fill('6920');
  await field(page, 'Actividad de la Empresa').fill('Asesoría fiscal, laboral y contable para pymes y autónomos');
  await field(page, 'Número de trabajadores').fill('8');
  await field(page, 'Dirección').fill('Calle Alfonso I 12, 3º');
  await field(page, 'Código Postal').fill('50003');
  await field(page, 'Provincia').fill('Zaragoza');
  await field(page, 'Número de Cuenta (IBAN)').fill('ES91 2100 0418 4502 0005 1332');
}

async function addProduct(page: Page, line: number, protocol: string, price: string) {
  await page.getByRole('button', { name: 'Añadir protocolo' }).click();
  await choose(page, 'Protocolo', protocol, line);
  await field(page, 'Precio (€)').nth(line).fill(price);
}

describe('the superadmin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(browser, DEMO.superadmin);
  });

  it('creates a collaborator with products and commission', async () => {
    await menu(page, 'Añadir colaborador').click();
    await page.waitForURL('**/anadircolaboradorsuperadmin');
    await expect.poll(() => field(page, 'Comisión (%)').inputValue()).toBe('10');
    await page.getByRole('button', { name: 'Añadir colaborador' }).click();
    await page.getByText('Por favor, corrija los errores en el formulario.').waitFor();
    await page.getByText('Razón Social es requerida.').waitFor();
    await screenshot(page, 'staff-gestoria-alta-errores');

    await fillCollaborator(page, {
      razonSocial: 'Asesores Navarro y Lahoz S.L.',
      nombreComercial: 'Asesores Navarro',
      nifCif: NAVARRO.nifCif,
      dni: NAVARRO.dni,
      email: 'rosa@asesoresnavarro.es',
    });
    await expect.poll(() => field(page, 'DNI').inputValue()).toBe(NAVARRO.dni);
    await expect.poll(() => field(page, 'Teléfono').inputValue()).toBe('+34976123456');
    await field(page, 'Comisión (%)').fill('12,5');
    await page.getByRole('checkbox', { name: 'Super colaborador' }).check();
    await addProduct(page, 0, 'LOPD', '99,90');
    await addProduct(page, 1, 'DESCONEXIÓN', '70');
    await screenshot(page, 'staff-gestoria-alta');
    await page.getByRole('button', { name: 'Añadir colaborador' }).click();
    await page.getByText('El colaborador se ha añadido correctamente.').waitFor();
    await expect.poll(() => field(page, 'Razón Social').inputValue()).toBe('');
    await expect.poll(() => field(page, 'Comisión (%)').inputValue()).toBe('10');
    await screenshot(page, 'staff-gestoria-alta-exito');
  });

  it('refuses the same NIF/CIF again with the server text in a dialog', async () => {
    await fillCollaborator(page, {
      razonSocial: 'Otra S.L.',
      nombreComercial: 'Otra',
      nifCif: NAVARRO.nifCif,
      dni: uniqueDni(),
      email: 'otra@example.com',
    });
    await page.getByRole('button', { name: 'Añadir colaborador' }).click();
    const dialog = page.getByRole('dialog', { name: 'No se ha podido añadir el colaborador' });
    await dialog.getByText('El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.').waitFor();
    await screenshot(page, 'staff-gestoria-alta-duplicado');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  });

  it('finds it in the list, opens its detail, edits and saves it', async () => {
    await page.goto(DEMO.superadmin.home);
    await menu(page, 'Colaboradores').click();
    await page.waitForURL('**/editargestoriaslistado');
    await page.getByRole('heading', { level: 1, name: 'Colaboradores' }).waitFor();
    await field(page, 'Nombre').fill('navarro');
    const row = page.getByRole('row').filter({ hasText: NAVARRO.nifCif });
    await page.getByText('1 colaborador', { exact: true }).waitFor();
    await expect.poll(() => row.textContent()).toContain('12,5 %');
    await page.getByRole('textbox', { name: 'Número de página' }).fill('7');
    await page.getByRole('button', { name: 'Ir', exact: true }).click();
    await page.getByText('Número de página inválido.').waitFor();
    await screenshot(page, 'staff-gestorias-listado');

    await page.getByRole('link', { name: 'Ver detalle de Asesores Navarro' }).click();
    await page.waitForURL('**/detalleempresa');
    await page.getByText('rosa@asesoresnavarro.es').waitFor();
    const productos = page.getByRole('table').filter({ hasText: 'Protocolo' });
    await expect.poll(() => productos.textContent()).toContain('99,90 €');
    await expect.poll(() => productos.textContent()).toContain('90,00 € (precio base)');
    await screenshot(page, 'staff-gestoria-detalle');

    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await field(page, 'Nombre Comercial').fill('Navarro Asesores');
    await field(page, 'Comisión (%)').fill('15');
    await field(page, 'Precio (€)').first().fill('95');
    await screenshot(page, 'staff-gestoria-editar');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Cambios guardados correctamente.').waitFor();
    await page.getByText('Navarro Asesores', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('table').filter({ hasText: 'Protocolo' }).textContent()).toContain('95,00 €');
    await page.getByText('15 %').waitFor();

    // A wrong value keeps the form in edit mode; Cancelar discards it.
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await field(page, 'Correo electrónico').fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Correo electrónico inválido.').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('rosa@asesoresnavarro.es').waitFor();
  });

  it('opens the edit form on a page of its own from the detail', async () => {
    await page.getByRole('link', { name: 'Abrir el formulario de edición' }).click();
    await page.waitForURL('**/editargestoriasuperadmin?id=*');
    await expect.poll(() => field(page, 'Nombre Comercial').inputValue()).toBe('Navarro Asesores');
    await field(page, 'Razón Social').fill('Navarro Asesores y Lahoz S.L.');
    await screenshot(page, 'staff-gestoria-editar-pagina');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.waitForURL('**/detalleempresa');
    await page.getByText('Navarro Asesores y Lahoz S.L.').waitFor();
  });

  it("sees the demo collaborator's companies and opens one", async () => {
    await page.goto('/editargestoriaslistado');
    await field(page, 'Nombre').fill('Martínez');
    await page.getByRole('link', { name: 'Ver detalle de Asesoría Martínez' }).click();
    await page.waitForURL('**/detalleempresa');
    const empresas = page.getByRole('table').filter({ hasText: 'Herramientas' });
    await empresas.getByRole('row').nth(1).waitFor();
    await expect.poll(() => empresas.getByRole('row').count()).toBeGreaterThan(1);
    await screenshot(page, 'staff-gestoria-detalle-empresas');
    await empresas.getByRole('link', { name: /^Editar / }).first().click();
    await page.waitForURL(/\/empresas\/[0-9a-f-]+\/edit$/);
  });
});

describe('the worker', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(browser, DEMO.worker);
  });

  it('creates a collaborator with a commission from the list, finds it and opens its detail', async () => {
    await menu(page, 'Añadir colaborador').click();
    await page.waitForURL('**/worker-anadir-gestoria');
    await expect.poll(() => page.getByRole('combobox', { name: 'Comisión (%)', exact: true }).inputValue()).toBe('3 %');
    await fillCollaborator(page, {
      razonSocial: 'Gestoría Ribera del Ebro S.L.',
      nombreComercial: 'Gestoría Ribera',
      nifCif: RIBERA.nifCif,
      dni: RIBERA.dni,
      email: 'info@gestoriaribera.es',
    });
    await choose(page, 'Comisión (%)', '20 %');
    await addProduct(page, 0, 'ACOSO', '75');
    await screenshot(page, 'worker-gestoria-alta');
    await page.getByRole('button', { name: 'Añadir colaborador' }).click();
    await page.getByText('La gestoría se ha añadido correctamente.').waitFor();

    await page.goto(DEMO.worker.home);
    await menu(page, 'Colaboradores').click();
    await page.waitForURL('**/worker-editar-gestorias-listado');
    await field(page, 'NIF/CIF').fill(RIBERA.nifCif.slice(0, 7).toLowerCase());
    const row = page.getByRole('row').filter({ hasText: RIBERA.nifCif });
    await page.getByText('1 colaborador', { exact: true }).waitFor();
    await expect.poll(() => row.textContent()).toContain('20 %');
    await screenshot(page, 'worker-gestorias-listado');
    await page.getByRole('link', { name: 'Ver detalle de Gestoría Ribera' }).click();
    await page.waitForURL('**/worker-detalle-empresa');
    await page.getByText('info@gestoriaribera.es').waitFor();
    await page.getByText('No hay empresas disponibles.').waitFor();

    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await field(page, 'Comisión (%)').fill('25');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Cambios guardados correctamente.').waitFor();
    await page.getByText('25 %').waitFor();
    await screenshot(page, 'worker-gestoria-detalle');
  });

  it('fills the form on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/worker-anadir-gestoria');
    await addProduct(page, 0, 'LOPD', '110');
    await screenshot(page, 'worker-gestoria-alta-movil');
    await expect.poll(() => field(page, 'Precio (€)').first().inputValue()).toBe('110,00');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('is sent back to the list when the detail is opened without a collaborator', async () => {
    // From another address: reloading the detail itself would keep its navigation state.
    await page.goto(DEMO.worker.home);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/worker-detalle-empresa');
    await page.waitForURL('**/worker-editar-gestorias-listado');
  });
});
