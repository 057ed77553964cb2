import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, screenshot } from '../support/browser.ts';
import { accessTokenOf, DEMO, signedIn } from '../support/session.ts';
import { uniqueCif, uniqueDni } from '../support/spanish-ids.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const seed = (Date.now() + 4242) % 1_000_000;

type Created = { id: string; nifCif: string; nombreComercial: string; email: string };

/** A company made through the staff creation call with the page's session, as the creation form would. */
async function createCompany(page: Page, name: string, offset: number): Promise<Created> {
  const token = await accessTokenOf(page);
  const username = uniqueDni();
  const body = {
    razonSocial: `${name} S.L.`,
    nombreComercial: `${name} ${seed}`,
    nifCif: uniqueCif(),
    tipo: 'E',
    nombre: 'Rosa Gimeno Lafuente',
    username,
    email: `rosa.${seed}.${offset}@ejemplo.es`,
    telefono: '+34976555020',
    direccion: 'Paseo Independencia 8',
    localidad: 'Zaragoza',
    provincia: 'Zaragoza',
    codigoPostal: '50004',
    cnae: '4711',
    actividad: 'Comercio al por menor',
    numTrabajadores: 9,
    numCuenta: 'ES9121000418450200051332',
    metodoDePago: 'SEPA',
    productos: [
      { nombrePlantilla: 'LOPD', precioDescuento: 120 },
      { nombrePlantilla: 'DIGITAL', precioDescuento: 75.5 },
    ],
  };
  const answer = await page.evaluate(
    async ({ token, body }) => {
      const response = await fetch('/api/cumplia-core/admin/empresas', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { id: string } };
    },
    { token, body },
  );
  expect(answer.status).toBeLessThan(300);
  return { id: answer.json.id, nifCif: body.nifCif, nombreComercial: body.nombreComercial, email: body.email };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('the superadmin', () => {
  let page: Page;
  let company: Created;
  beforeAll(async () => {
    page = await signedIn(browser, DEMO.superadmin);
    company = await createCompany(page, 'Librería Goya', 1);
  });

  it("opens a company's detail from the list", async () => {
    await page.getByRole('link', { name: 'Empresas', exact: true }).first().click();
    await page.waitForURL('**/listarempresasadmin');
    await field(page, 'CIF/NIF').fill(company.nifCif);
    await page.getByRole('link', { name: `Editar ${company.nombreComercial}` }).click();
    await page.waitForURL(`**/editarempresasuperadmin?id=${company.id}`);
    await page.getByRole('heading', { level: 1, name: 'Ficha de la empresa' }).waitFor();
    await page.getByText(`${company.nombreComercial} · ${company.nifCif}`).waitFor();
    const tools = page.getByRole('region', { name: 'Herramientas activas' });
    await tools.getByText('75,50 €').waitFor();
    await expect.poll(() => tools.getByText('LOPDGDD').count()).toBe(1);
    await page.getByText('Pendiente de verificación').waitFor();
    await screenshot(page, 'staff-empresa-detalle');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'staff-empresa-detalle-movil');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('edits and saves, a wrong phone first', async () => {
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await field(page, 'Teléfono').fill('+34 976');
    await field(page, 'Dirección').fill('Calle Alfonso I 17');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Formato: +34 seguido de 9 dígitos').first().waitFor();
    await screenshot(page, 'staff-empresa-detalle-edicion');

    await field(page, 'Teléfono').fill('+34 976 555 021');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Los datos de la empresa se han guardado correctamente.').waitFor();
    await page.getByText('Calle Alfonso I 17').waitFor();
    await expect.poll(() => page.getByText('+34 976 555 021').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Guardar Cambios' }).count()).toBe(0);
  });

  it('resends the verification after confirming', async () => {
    await page.getByRole('button', { name: 'Reenviar verificación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reenviar verificación' });
    await dialog.getByText(company.email).waitFor();
    await screenshot(page, 'staff-empresa-reenviar-confirmar');
    await dialog.getByRole('button', { name: 'Reenviar', exact: true }).click();
    await page.getByText('Verificación reenviada exitosamente. La contraseña ha sido reseteada.').waitFor();
    await screenshot(page, 'staff-empresa-reenviada');
  });

  it('opens the plain edit form from the detail', async () => {
    await page.getByRole('link', { name: 'Formulario de edición' }).click();
    await page.waitForURL(`**/editarformulariosuperadmin?id=${company.id}`);
    // Titled as the button that opens it: not one of the three "Editar empresa" a worker opens.
    await page.getByRole('heading', { level: 1, name: 'Formulario de edición', exact: true }).waitFor();
    await expect.poll(() => field(page, 'Dirección').inputValue()).toBe('Calle Alfonso I 17');
    await screenshot(page, 'staff-empresa-formulario');
  });

  it('says so when the detail has no id', async () => {
    await page.goto('/editarempresasuperadmin');
    await page.getByText('ID de empresa no proporcionado').waitFor();
  });
});

describe('the worker', () => {
  let page: Page;
  let company: Created;
  beforeAll(async () => {
    page = await signedIn(browser, DEMO.worker);
    company = await createCompany(page, 'Ferretería Ebro', 2);
  });

  it('edits a company by its NIF/CIF from the list', async () => {
    await page.getByRole('link', { name: 'Editar empresas', exact: true }).first().click();
    await page.waitForURL('**/worker-editar-cliente-listado');
    await field(page, 'CIF/NIF').fill(company.nifCif);
    await page.getByRole('link', { name: `Editar ${company.nombreComercial}` }).click();
    await page.waitForURL(`**/worker-editar-cliente-empresa?cifNif=${company.nifCif}`);
    await page.getByRole('heading', { level: 1, name: 'Editar Empresa', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'LOPDGDD' }).isDisabled()).toBe(true);
    await field(page, 'Población').fill('Jaca');
    await field(page, 'Provincia').fill('Huesca');
    await screenshot(page, 'worker-empresa-editar-nif');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    const dialog = page.getByRole('dialog', { name: '¡Actualización Exitosa!' });
    await dialog.getByText('La empresa ha sido actualizada correctamente.').waitFor();
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/worker-editar-cliente-listado');
  });

  it('edits a company by its id, with the protocol prices shown', async () => {
    await page.goto(`/empresas-worker/${company.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Precios y datos de la empresa', exact: true }).waitFor();
    const prices = page.getByRole('region', { name: 'Precios de los protocolos' });
    await prices.getByText('75,50 €').waitFor();
    await expect.poll(() => field(page, 'Población').inputValue()).toBe('Jaca');
    await expect.poll(() => field(page, 'Provincia').inputValue()).toBe('Huesca');
    await field(page, 'Razón Social').fill('');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('La razón social es requerida').waitFor();
    await screenshot(page, 'worker-empresa-editar-id-errores');
    await field(page, 'Razón Social').fill('Ferretería Ebro Norte S.L.');
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Los datos de la empresa se han guardado correctamente.').waitFor();
    await screenshot(page, 'worker-empresa-editar-id');
  });
});
