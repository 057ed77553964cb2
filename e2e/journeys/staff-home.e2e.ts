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

/** A new company, created by the signed-in superadmin through the API the staff form uses: not verified yet. */
async function createUnverifiedCompany(page: Page, nombreComercial: string) {
  const token = await accessTokenOf(page);
  const username = uniqueDni();
  const response = await page.request.post('/api/cumplia-core/admin/empresas', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      razonSocial: `${nombreComercial} S.L.`,
      nombreComercial,
      nifCif: uniqueCif(),
      tipo: 'E',
      nombre: 'Rosa Navarro Gil',
      username,
      email: `${username.toLowerCase()}@example.es`,
      telefono: '+34 612 345 678',
      direccion: 'Calle del Pilar 12',
      localidad: 'Zaragoza',
      provincia: 'Zaragoza',
      codigoPostal: '50001',
      cnae: '5610',
      actividad: 'Restauración',
      numTrabajadores: 9,
      numCuenta: 'ES9121000418450200051332',
      metodoDePago: 'SEPA',
      lopdgdd: true,
      acosoLaboral: false,
      desconexionDigital: false,
    },
  });
  expect(response.status()).toBe(201);
}

const figure = (page: Page, label: string) => page.getByTestId(`figure-${label}`);
const figureValue = async (page: Page, label: string) => Number((await figure(page, label).textContent())?.replace(/\./g, ''));

/** The four charts are drawn (recharts' SVG surfaces), with Spanish month names on the axis. */
async function expectChartsDrawn(page: Page) {
  for (const title of ['Estado de verificación', 'Herramientas activas', 'Altas por mes', 'Empresas por colaborador']) {
    await page.getByRole('heading', { level: 3, name: title }).waitFor();
  }
  await page.locator('.recharts-surface').nth(3).waitFor();
  await expect.poll(() => page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(4);
  const months = await page.locator('.recharts-cartesian-axis-tick-value').allTextContents();
  expect(months.some((tick) => /^(ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic) \d{4}$/.test(tick))).toBe(true);
}

describe('the staff homes', () => {
  it('superadmin: verifies a new company from "Nuevas empresas" and sees it leave the list and the dashboard follow', async () => {
    const page = await signedIn(browser, DEMO.superadmin);
    const name = `Bar Tomillo ${seed}`;
    await createUnverifiedCompany(page, name);
    await page.reload();

    await page.getByRole('heading', { level: 1, name: 'Nuevas empresas' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Rosa Navarro Gil');
    await expectChartsDrawn(page);
    const pending = await figureValue(page, 'Pendientes de verificar');
    const verified = await figureValue(page, 'Verificadas');
    await screenshot(page, 'staff-home-superadmin');

    await row.getByRole('button', { name: `Verificar ${name}` }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => figureValue(page, 'Pendientes de verificar')).toBe(pending - 1);
    await expect.poll(() => figureValue(page, 'Verificadas')).toBe(verified + 1);
    await screenshot(page, 'staff-home-superadmin-verified');

    // Still verified after a reload: it is gone from the list for good.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Nuevas empresas' }).waitFor();
    await page.getByTestId('figure-Empresas').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: name }).count()).toBe(0);
    await page.context().close();
  });

  it('worker: "Nuevas empresas" lists the companies to verify, without "Verificar", beside the dashboard', async () => {
    const page = await signedIn(browser, DEMO.worker);
    await page.getByRole('heading', { level: 1, name: 'Nuevas empresas' }).waitFor();
    await page.getByText('Panel de trabajo', { exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Nombre Empresa' }).waitFor();
    await expect.poll(() => page.getByRole('columnheader').allTextContents()).toEqual(['Teléfono', 'CIF/NIF', 'Nombre Empresa', 'Administrador']);
    await expect.poll(() => page.getByRole('button', { name: /^Verificar/ }).count()).toBe(0);
    await page.getByText(/^Página \d+ de \d+$/).waitFor();
    await expectChartsDrawn(page);
    await screenshot(page, 'staff-home-worker');
    await page.context().close();
  });
});
