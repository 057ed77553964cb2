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

const seed = Date.now() % 1_000_000;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const menu = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first();

/** Chooses the protocol of the nth protocol line. */
async function chooseProtocol(page: Page, option: string, nth: number) {
  await page.getByTestId('protocol-line').nth(nth).getByPlaceholder('Seleccione un protocolo').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Company = { razonSocial: string; nombreComercial: string; nifCif: string; username: string; email: string };

/** "Alta de una empresa" as staff fill it in: the company, two protocol lines, the second at its own price. */
async function createCompany(page: Page, company: Company, shot: string) {
  await field(page, 'Razón Social').fill(company.razonSocial);
  await field(page, 'Nombre Comercial').fill(company.nombreComercial);
  await field(page, 'NIF/CIF').fill(company.nifCif);
  await page.getByRole('radio', { name: 'Empresa', exact: true }).check();
  await field(page, 'Nombre y apellidos').fill('Pilar Esteban Ruiz');
  await field(page, 'DNI del usuario').fill(company.username);
  await field(page, 'Correo electrónico').fill(company.email);
  await field(page, 'Teléfono').fill('976 555 010');
  await field(page, 'CNAE').fill('5610');
  await field(page, 'Actividad de la Empresa').fill('Restaurantes y puestos de comidas');
  await field(page, 'Número de trabajadores').fill('14');
  await field(page, 'Dirección').fill('Calle Don Jaime I 21');
  await field(page, 'Código Postal').fill('50001');
  await field(page, 'Población').fill('Zaragoza');
  await field(page, 'Provincia').fill('Zaragoza');
  await field(page, 'Número de Cuenta (IBAN)').fill('ES91 2100 0418 4502 0005 1332');

  await page.getByRole('button', { name: 'Añadir protocolo' }).click();
  await expect.poll(() => field(page, 'Precio (€)').nth(0).inputValue()).toBe('0,00');
  await chooseProtocol(page, 'LOPD', 0);
  await expect.poll(() => field(page, 'Precio (€)').nth(0).inputValue()).toBe('120,00');
  await page.getByRole('button', { name: 'Añadir protocolo' }).click();
  await chooseProtocol(page, 'ACOSO', 1);
  await expect.poll(() => field(page, 'Precio (€)').nth(1).inputValue()).toBe('90,00');
  await field(page, 'Precio (€)').nth(1).fill('85,50');
  await screenshot(page, shot);

  await page.getByRole('button', { name: 'Crear empresa' }).click();
  const dialog = page.getByRole('dialog', { name: '¡Éxito!' });
  await dialog.getByText('Empresa creada exitosamente en el sistema.').waitFor();
  await screenshot(page, `${shot}-exito`);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect.poll(() => field(page, 'Razón Social').inputValue()).toBe('');
  await expect.poll(() => page.getByTestId('protocol-line').count()).toBe(0);
}

/** Switches `tool` of the company's row after the confirmation; `price` for the superadmin's price box. */
async function toggle(page: Page, nombreComercial: string, tool: string, options: { price?: string; paper?: boolean; shot?: string } = {}) {
  await page.getByRole('button', { name: `Herramientas de ${nombreComercial}` }).click();
  await page.getByRole('menuitem', { name: new RegExp(tool) }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar cambio' });
  await dialog.waitFor();
  if (options.price) await dialog.getByRole('textbox', { name: 'Precio (€, sin IVA)' }).fill(options.price);
  if (options.paper) await dialog.getByRole('radio', { name: 'El contrato ya está firmado en papel' }).check();
  if (options.shot) await screenshot(page, options.shot);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the superadmin', () => {
  const company: Company = {
    razonSocial: 'Casa Emilio Restauración S.L.',
    nombreComercial: `Casa Emilio ${seed}`,
    nifCif: uniqueCif(),
    username: uniqueDni(),
    email: `pilar.${seed}@casaemilio.es`,
  };
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(browser, DEMO.superadmin);
  });

  it('creates a company with two protocol lines and finds it in the list', async () => {
    await menu(page, 'Añadir empresa').click();
    await page.waitForURL('**/anadirclienteempresasuperadmin');
    await createCompany(page, company, 'staff-empresa-alta');

    await page.getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL(`**${DEMO.superadmin.home}`);
    await menu(page, 'Empresas').click();
    await page.waitForURL('**/listarempresasadmin');
    await page.getByRole('heading', { level: 1, name: 'Empresas', exact: true }).waitFor();
    await page.getByRole('table').waitFor();
    await screenshot(page, 'staff-empresas-lista');
    await page.getByRole('textbox', { name: 'CIF/NIF' }).fill(company.nifCif);
    // The search narrows the list to the one company.
    await page.getByText('1 empresa', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: company.nifCif });
    await row.waitFor();
    await expect.poll(() => row.getByTestId('active-tools').textContent()).toBe('LOPDGDD, Acoso Laboral');
    await expect.poll(() => row.textContent()).toContain('Adeudo Bancario');
    await page.getByRole('button', { name: `Herramientas de ${company.nombreComercial}` }).click();
    await page.getByRole('menuitem', { name: /Acoso Laboral/ }).getByText('85,50 €').waitFor();
    await screenshot(page, 'staff-empresas-tools-menu');
    await page.keyboard.press('Escape');
    await expect.poll(() => row.getByRole('link', { name: `Editar ${company.nombreComercial}` }).getAttribute('href')).toMatch(/^\/editarempresasuperadmin\?id=[0-9a-f-]{36}$/);
  });

  it('switches a tool on with a price and off', async () => {
    const row = page.getByRole('row').filter({ hasText: company.nifCif });
    await toggle(page, company.nombreComercial, 'Desconexión Digital', { price: '70', paper: true, shot: 'staff-empresas-activar' });
    await expect.poll(() => row.getByTestId('active-tools').textContent()).toBe('LOPDGDD, Acoso Laboral, Desconexión Digital');
    await page.getByRole('button', { name: `Herramientas de ${company.nombreComercial}` }).click();
    await page.getByRole('menuitem', { name: /Desconexión Digital/ }).getByText('70,00 €').waitFor();
    await page.keyboard.press('Escape');

    await toggle(page, company.nombreComercial, 'Desconexión Digital', { shot: 'staff-empresas-desactivar' });
    await expect.poll(() => row.getByTestId('active-tools').textContent()).toBe('LOPDGDD, Acoso Laboral');
  });
});

describe('the worker', () => {
  const company: Company = {
    razonSocial: 'Frutas Moncayo S.C.',
    nombreComercial: `Frutas Moncayo ${seed}`,
    nifCif: uniqueCif(),
    username: uniqueDni(),
    email: `pilar.${seed}@frutasmoncayo.es`,
  };
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(browser, DEMO.worker);
  });

  it('creates a company with two protocol lines and finds it in the list', async () => {
    await menu(page, 'Añadir empresa').click();
    await page.waitForURL('**/worker-anadir-empresa');
    await createCompany(page, company, 'worker-empresa-alta');

    await page.getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL(`**${DEMO.worker.home}`);
    await menu(page, 'Editar empresas').click();
    await page.waitForURL('**/worker-editar-cliente-listado');
    await page.getByRole('heading', { level: 1, name: 'Empresas', exact: true }).waitFor();
    await page.getByText('Panel de trabajo', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Nombre empresa' }).fill(company.nombreComercial);
    const row = page.getByRole('row').filter({ hasText: company.nifCif });
    await page.getByText('1 empresa', { exact: true }).waitFor();
    await row.waitFor();
    await expect.poll(() => row.getByTestId('active-tools').textContent()).toBe('LOPDGDD, Acoso Laboral');
    await expect.poll(() => row.getByRole('link', { name: `Editar ${company.nombreComercial}` }).getAttribute('href')).toBe(`/worker-editar-cliente-empresa?cifNif=${company.nifCif}`);
    await screenshot(page, 'worker-empresas-lista');
  });

  it('switches a tool on and off with the three flags alone, keeping an edit made meanwhile', async () => {
    const row = page.getByRole('row').filter({ hasText: company.nifCif });
    const authorization = `Bearer ${await accessTokenOf(page)}`;
    const companyUrl = `/api/cumplia-core/worker/empresas/${company.nifCif}`;
    // While the toggle is on its way, someone else saves the company's address (a PUT of the whole
    // company, as the edit screen sends it): the toggle must not write an older copy over it.
    const sent: Array<{ url: string; body: unknown }> = [];
    // What the other save answered: an error thrown in here would only be logged, and the toggle held.
    const meanwhile: string[] = [];
    await page.route(`**${companyUrl}**`, async (route) => {
      const request = route.request();
      try {
        if (request.method() === 'PUT') {
          sent.push({ url: new URL(request.url()).pathname, body: request.postDataJSON() });
          const read = await page.request.get(companyUrl, { headers: { authorization } });
          const { username: _username, ...current } = (await read.json()) as Record<string, unknown>;
          const saved = await page.request.put(companyUrl, { headers: { authorization }, data: { ...current, direccion: `Calle Mayor ${seed}` } });
          meanwhile.push(`GET ${read.status()}, PUT ${saved.status()}${saved.ok() ? '' : ` ${await saved.text()}`}`);
        }
      } catch (error) {
        meanwhile.push(String(error));
      } finally {
        await route.continue();
      }
    });

    // The row shows the change at once; the server has it once the toggle's call is answered.
    const toolsSaved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `${companyUrl}/tools`);
    await toggle(page, company.nombreComercial, 'Desconexión Digital', { shot: 'worker-empresas-activar' });
    await expect.poll(() => row.getByTestId('active-tools').textContent()).toBe('LOPDGDD, Acoso Laboral, Desconexión Digital');
    expect((await toolsSaved).status()).toBe(200);
    await page.unroute(`**${companyUrl}**`);
    expect(sent).toEqual([{ url: `${companyUrl}/tools`, body: { lopdgdd: true, acosoLaboral: true, desconexionDigital: true } }]);
    expect(meanwhile).toEqual(['GET 200, PUT 200']);
    const after = await (await page.request.get(companyUrl, { headers: { authorization } })).json();
    expect(after).toMatchObject({ direccion: `Calle Mayor ${seed}`, lopdgdd: true, acosoLaboral: true, desconexionDigital: true });

    await toggle(page, company.nombreComercial, 'LOPDGDD');
    await expect.poll(() => row.getByTestId('active-tools').textContent()).toBe('Acoso Laboral, Desconexión Digital');
  });
});
