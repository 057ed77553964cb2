import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hiddenUnderDock } from '../support/phone-fit.ts';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { trackRequests } from '../support/quiet.ts';

/** Every page a visitor can reach without logging in, with a file-friendly name. */
const PUBLIC_PAGES: Array<[string, string]> = [
  ['/', 'inicio'],
  ['/cumplia', 'cumplia'],
  ['/proteccindedatos', 'proteccion-datos'],
  ['/acosolaboral', 'acoso-laboral'],
  ['/desconexindigital', 'desconexion-digital'],
  ['/politica-cookies', 'politica-cookies'],
  ['/aviso-legal', 'aviso-legal'],
  ['/formacion', 'formacion'],
  ['/pildorasformativas', 'pildoras'],
  ['/contactar', 'contactar'],
  ['/registrarse', 'registrarse'],
  ['/registrar', 'registrar'],
  ['/acceso', 'acceso'],
  ['/recuperarcontrasena', 'recuperar-contrasena'],
  ['/resetpassword', 'reset-password'],
  ['/reset-password-confirm', 'reset-password-confirm'],
  ['/verificacion', 'verificacion'],
  ['/newsletter/confirmar?token=caducado', 'newsletter-confirmar'],
  ['/newsletter/baja?token=caducado', 'newsletter-baja'],
  ['/esta-pagina-no-existe', 'no-encontrada'],
];

const VIEWPORTS = [
  { name: 'movil', width: 390, height: 844 },
  { name: 'escritorio', width: 1280, height: 860 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Loaded afresh, as a visitor's link opens it. Axe is the sweep's (axe-sweep.e2e.ts: the visitor's
// pass opens every public screen at a laptop's and a phone's size and holds it to every impact).
describe('every public page', () => {
  for (const viewport of VIEWPORTS) {
    it(`loads from its address and fits a ${viewport.name} screen (${viewport.width} px), the footer clear of the chat button and the cookie notice`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const problems: string[] = [];
      const quiet = trackRequests(page);
      for (const [path, name] of PUBLIC_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await quiet();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 1) problems.push(`${path}: ${overflow} px wider than the screen`);
        if (viewport.width <= 480) problems.push(...(await hiddenUnderDock(page, path)));
        await screenshot(page, `publica-${name}-${viewport.name}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
