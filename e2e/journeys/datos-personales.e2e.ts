import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { madridIsoDate } from '@cumplia/shared/calendar';
import type { DatosPersonales } from '@cumplia/shared/schemas/datos-personales';
import { describeViolations, violations } from '../support/axe.ts';
import { openBrowser, screenshot } from '../support/browser.ts';
import { bytesOf, downloadOf } from '../support/downloads.ts';
import { phoneProblems } from '../support/phone-fit.ts';
import { DEMO, signedIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo client's user (apps/api/src/db/seed.ts). */
const CARMEN = { nif: DEMO.empresa.nif, email: 'carmen@panaderiavidal.es' };

/**
 * The page scrolled back to its top for a whole-page picture: the answer scrolls itself into view
 * when it arrives, and a page photographed scrolled shows its fixed header halfway down.
 */
async function fromTheTop(page: Page): Promise<Page> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return page;
}

/** RGPD arts. 15 and 20 (decision 0082): a person asks for the data Cumplia holds about them, and takes it as a file. */
describe('a data-protection request (Protección de datos)', () => {
  it("the superadmin finds what Cumplia holds about the demo client by her NIF and downloads it as JSON", async () => {
    const page = await signedIn(browser, DEMO.superadmin, { width: 1366, height: 768 });
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Protección de datos' }).click();
    await page.waitForURL('**/datospersonales');
    await page.getByRole('heading', { level: 1, name: 'Derechos de protección de datos' }).waitFor();

    const buscar = page.getByRole('button', { name: 'Buscar datos' });
    await buscar.click();
    await page.getByText('Indique el NIF/NIE, el correo electrónico o el teléfono de la persona.').waitFor();

    await page.getByRole('textbox', { name: 'NIF/NIE', exact: true }).fill(CARMEN.nif);
    await buscar.click();
    const result = page.getByRole('region', { name: 'Datos de la persona' });
    await result.getByRole('heading', { level: 3, name: /^Cuenta de usuario\b/ }).waitFor();
    await result.getByRole('heading', { level: 3, name: /^Empresas\b/ }).waitFor();
    // The first section is open: the account, with the client's e-mail.
    await result.getByText(CARMEN.email, { exact: true }).first().waitFor();
    expect(describeViolations('/datospersonales (resultado)', await violations(page))).toEqual([]);
    await screenshot(await fromTheTop(page), 'datos-personales-resultado');

    const download = await downloadOf(page, () => result.getByRole('button', { name: 'Descargar (JSON)' }).click());
    const datos = JSON.parse((await bytesOf(download)).toString('utf8')) as DatosPersonales;
    expect(download.suggestedFilename()).toBe(`datos-personales-${CARMEN.nif}-${madridIsoDate(new Date(datos.generadoEl))}.json`);
    expect(datos.interesado.nif).toBe(CARMEN.nif);
    const titulos = datos.secciones.map((seccion) => seccion.titulo);
    expect(titulos).toEqual(expect.arrayContaining(['Cuenta de usuario', 'Empresas']));
    const cuenta = datos.secciones.find((seccion) => seccion.titulo === 'Cuenta de usuario');
    expect(cuenta?.registros.some((registro) => Object.values(registro).includes(CARMEN.email))).toBe(true);

    // On a phone: the answer fits the screen, its records as lists, not tables.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => phoneProblems(page, 'datos personales')).toEqual([]);
    await screenshot(await fromTheTop(page), 'datos-personales-resultado-movil');
  });
});
