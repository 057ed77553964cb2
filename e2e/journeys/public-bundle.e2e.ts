import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { baseUrl } from '../support/servers.ts';

/**
 * What a visitor's browser downloads for the landing page (issue 25, docs/decisions/0055): the
 * scripts it loads, mapped to the modules in them through the build's list
 * (apps/web/dist/.vite/chunk-modules.json, written by apps/web/vite.config.ts). The sizes and times
 * are measured by `npm run bench`; this checks what is in them.
 */
const chunks = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../apps/web/dist/.vite/chunk-modules.json'), 'utf8')) as Array<{ file: string; modules: string[] }>;
const modulesOf = new Map(chunks.map((chunk) => [chunk.file, chunk.modules]));

/** The landing's screen, as the build's list names its module. */
const LANDING_SCREEN = 'apps/web/src/app/routes/public/landing-screen.tsx';

/** Code the landing page does not use while it is read. */
const NOT_ON_THE_LANDING: Array<[string, RegExp]> = [
  ['staff, gestoría and client screens', /apps\/web\/src\/app\/routes\/(staff|gestoria|empresa)\//],
  ['the signed-in shell and its menus', /apps\/web\/src\/(components\/layout\/(signed-in-shell|side-menu)|app\/(signed-in-frame|area-navigation))/],
  ['features (forms, lists, sessions)', /apps\/web\/src\/features\//],
  ['form fields, tables and the captcha', /apps\/web\/src\/components\/(forms|data|captcha)\//],
  ['react-hook-form', /node_modules\/(react-hook-form|@hookform)\//],
  ['zod and the shared schemas', /node_modules\/zod\/|packages\/shared\/src\/schemas\//],
  ['date pickers and dayjs', /node_modules\/(@mantine\/dates|dayjs)\//],
  ['charts', /node_modules\/(recharts|@mantine\/charts)\//],
];

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens `path` as a first visit and gives the modules of every script loaded until the network is
 * quiet (named in the page to preload, or imported), each file asked for once.
 */
async function modulesLoaded(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (['script', 'other'].includes(request.resourceType()) && request.url().endsWith('.js')) requested.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = new Set(requested);
  expect(requested.length).toBe(scripts.size);
  const unknown = [...scripts].filter((file) => !modulesOf.has(file));
  expect(unknown).toEqual([]);
  return [...scripts].flatMap((file) => modulesOf.get(file) ?? []);
}

/** The files the page as sent names to preload (`<link rel="modulepreload">`), without the leading slash. */
const namedToPreload = (page: Page) => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));

describe('the landing page’s JavaScript', () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 860 }]) {
    it(`holds no staff, form, date-picker or zod code at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const modules = await modulesLoaded(page, '/');
      expect(modules.some((module) => module.endsWith(LANDING_SCREEN))).toBe(true);
      const found = NOT_ON_THE_LANDING.flatMap(([what, pattern]) => {
        const matching = modules.filter((module) => pattern.test(module));
        return matching.length > 0 ? [`${what}: ${matching.slice(0, 3).join(', ')}`] : [];
      });
      expect(found).toEqual([]);
      await context.close();
    });
  }

  it("is named in the page as sent, the landing's screen with the app's entry, so a phone fetches both at once", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await modulesLoaded(page, '/');
    const named = await namedToPreload(page);
    const landingChunk = chunks.find((chunk) => chunk.modules.some((module) => module.endsWith(LANDING_SCREEN)))!.file;
    expect(named).toContain(landingChunk);
    // Another public page keeps the page as built: only the entry's own files.
    await page.goto('/aviso-legal');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await namedToPreload(page)).not.toContain(landingChunk);
    await context.close();
  });

  it('comes as Brotli to a browser that accepts it, and as gzip to one that does not', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js') || response.url().endsWith('.css')) encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding']);
    });
    await modulesLoaded(page, '/');
    const entry = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(encodings.get(entry!)).toBe('br');
    const styles = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    expect(encodings.get(styles!)).toBe('br');
    const gzipOnly = await page.request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers()['vary']).toMatch(/accept-encoding/i);
    expect((await gzipOnly.body()).toString('utf8')).toContain('import');
    await context.close();
  });

  it('brings the newsletter form when the visitor scrolls to it', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await modulesLoaded(page, '/');
    await expect.poll(() => page.getByRole('form', { name: 'Suscripción a la newsletter' }).count()).toBe(0);
    await page.getByText('Cambios legales que afectan a sus clientes').scrollIntoViewIfNeeded();
    await page.getByRole('form', { name: 'Suscripción a la newsletter' }).getByLabel('Correo electrónico').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await context.close();
  });
});

/**
 * The landing as sent is the app drawn at build (decision 0072): a phone shows it before the
 * scripts arrive, and the app then hydrates it in place.
 */
describe('the landing page as sent', () => {
  it('is readable, with its ways in, before any script runs', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-ES', javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Los protocolos laborales obligatorios de sus clientes, en un solo lugar');
    await expect.poll(() => page.getByRole('link', { name: 'Acceder' }).first().getAttribute('href')).toBe('/acceso');
    await expect.poll(() => page.getByRole('link', { name: 'Soy Colaborador' }).getAttribute('href')).toBeTruthy();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Tres obligaciones para todas las empresas' }).count()).toBe(1);
    // What depends on this browser (its cookie choice, a session) waits for the app.
    await expect.poll(() => page.getByRole('region', { name: 'Aviso de cookies' }).count()).toBe(0);
    // The visitor is told what does not work without JavaScript, above the page (Playwright's text
    // locators skip <noscript>, so its paragraph is found by its place).
    const note = page.locator('noscript > p');
    await note.waitFor();
    await expect.poll(() => note.innerText()).toBe('Active JavaScript en su navegador para acceder, registrarse, firmar o enviar un formulario en Cumplia.');
    await screenshot({ fold: page }, 'landing-sin-javascript');
    await context.close();
  });

  it('is taken over by the app without a mismatch: the cookie notice comes, and links open screens in place', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 860 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Acceder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Acceso' }).waitFor();
    // Opened by the app's router: the same document, not a new page load.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // A visitor who has chosen is not asked again on the page drawn ahead.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('region', { name: 'Aviso de cookies' }).count()).toBe(0);
    // React reports a hydration mismatch (#418, #425 …) as a console error.
    expect(errors).toEqual([]);
    await context.close();
  });
});
