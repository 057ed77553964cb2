import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, screenshot } from '../support/browser.ts';
import { DEMO, signedIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { name: 'escritorio', width: 1366, height: 768 },
  { name: 'movil', width: 390, height: 844 },
] as const;

type Card = {
  /** The card's test id (`pendiente-…`). */
  id: string;
  /** Where it leads, path and query. */
  to: (page: Page) => string | RegExp;
  /** The heading of the list it opens. */
  heading: string;
  /** The list's own count line for `n` rows ("3 empresas sin usuario"). */
  listCount: (n: number) => string;
};

const CARDS: Record<'superadmin' | 'worker' | 'gestoria', Card[]> = {
  superadmin: [
    { id: 'remesa', to: () => /\/facturacionsuperadmin\?cobroHasta=\d{4}-\d{2}-\d{2}$/, heading: 'Facturación', listCount: (n) => `${n} ${n === 1 ? 'factura' : 'facturas'}` },
    { id: 'renovaciones', to: () => '/renovacionesadmin?estado=pendientes', heading: 'Renovaciones', listCount: (n) => `${n} ${n === 1 ? 'renovación' : 'renovaciones'}` },
    { id: 'devueltas', to: () => '/facturacionsuperadmin?devuelta=true', heading: 'Facturación', listCount: (n) => `${n} ${n === 1 ? 'factura' : 'facturas'}` },
    { id: 'reembolsos', to: () => '/facturacionsuperadmin?reembolsoPendiente=true', heading: 'Facturación', listCount: (n) => `${n} ${n === 1 ? 'factura' : 'facturas'}` },
  ],
  worker: [
    { id: 'remesa', to: () => /\/worker-facturacion\?cobroHasta=\d{4}-\d{2}-\d{2}$/, heading: 'Facturación', listCount: (n) => `${n} ${n === 1 ? 'factura' : 'facturas'}` },
    { id: 'renovaciones', to: () => '/worker-renovaciones?estado=pendientes', heading: 'Renovaciones', listCount: (n) => `${n} ${n === 1 ? 'renovación' : 'renovaciones'}` },
    { id: 'devueltas', to: () => '/worker-facturacion?devuelta=true', heading: 'Facturación', listCount: (n) => `${n} ${n === 1 ? 'factura' : 'facturas'}` },
    { id: 'reembolsos', to: () => '/worker-facturacion?reembolsoPendiente=true', heading: 'Facturación', listCount: (n) => `${n} ${n === 1 ? 'factura' : 'facturas'}` },
  ],
  gestoria: [
    { id: 'sin-usuario', to: () => '/empresas-sin-usuario', heading: 'Empresas Sin Usuario', listCount: (n) => `${n} ${n === 1 ? 'empresa sin usuario' : 'empresas sin usuario'}` },
    { id: 'contrato-sin-firmar', to: () => '/editarclientelistado?contratoSinFirmar=true', heading: 'Empresas', listCount: (n) => `${n} ${n === 1 ? 'empresa' : 'empresas'}` },
    { id: 'renovaciones', to: () => '/renovaciones?estado=pendientes', heading: 'Renovaciones', listCount: (n) => `${n} ${n === 1 ? 'renovación' : 'renovaciones'}` },
    { id: 'cobros-devueltos', to: () => '/facturaciongestoria?devuelta=true', heading: 'Facturación', listCount: (n) => `${n} ${n === 1 ? 'factura' : 'facturas'}` },
  ],
};

/** The number a card shows first, before what it counts ("3" then "Empresas sin usuario"). */
async function countOf(page: Page, id: string): Promise<number> {
  const card = page.getByTestId(`pendiente-${id}`);
  await card.waitFor();
  const name = ((await card.textContent()) ?? '').trim();
  const match = /^(\d[\d.]*)/.exec(name);
  if (!match) throw new Error(`the card ${id} names no count: "${name}"`);
  return Number(match[1]!.replace(/\./g, ''));
}

/** Opens the card as a person does and checks the list it opens shows as many rows as it counted. */
async function followCard(page: Page, home: string, card: Card) {
  await page.getByRole('region', { name: 'Pendiente' }).waitFor();
  const count = await countOf(page, card.id);
  await page.getByTestId(`pendiente-${card.id}`).click();
  const to = card.to(page);
  if (typeof to === 'string') await page.waitForURL((url) => url.pathname + url.search === to);
  else await page.waitForURL(to);
  await page.getByRole('heading', { level: 1, name: card.heading }).waitFor();
  if (count > 0) await page.getByText(card.listCount(count), { exact: true }).waitFor();
  else await page.getByText(/^(No hay|No se encontraron)/).first().waitFor();
  await page.goBack();
  await page.waitForURL(`**${home}`);
  return count;
}

describe("each role's pending work on its home leads to the task (issue 23)", () => {
  for (const size of SIZES) {
    for (const who of ['superadmin', 'worker', 'gestoria'] as const) {
      it(`${who} at ${size.width}×${size.height}: every count opens its list filtered to as many rows`, async () => {
        const page = await signedIn(browser, DEMO[who], size);
        await page.getByRole('region', { name: 'Pendiente' }).getByRole('link').first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `pendientes-${who}-inicio-${size.name}`);
        const counts: number[] = [];
        for (const card of CARDS[who]) counts.push(await followCard(page, DEMO[who].home, card));
        // The demo data has work waiting for each of these homes.
        expect(counts.some((count) => count > 0)).toBe(true);

        if (who !== 'gestoria') {
          // "Empresas nuevas por verificar" opens the list on the home itself.
          await page.getByTestId('pendiente-nuevas-empresas').click();
          await page.waitForURL(`**${DEMO[who].home}#nuevas-empresas`);
          await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('nuevas-empresas');
        }
        await page.context().close();
      });
    }

    it(`client at ${size.width}×${size.height}: its invoices still to collect, with amount and when`, async () => {
      const page = await signedIn(browser, DEMO.empresa, size);
      const card = page.getByRole('region', { name: 'Facturas pendientes de cobro' });
      await card.waitFor();
      await page.waitForLoadState('networkidle');
      const rows = card.getByTestId('factura-pendiente');
      const none = card.getByText('No tiene facturas pendientes de cobro.');
      await expect.poll(async () => (await rows.count()) + (await none.count())).toBeGreaterThan(0);
      for (const row of await rows.all()) {
        await expect.poll(() => row.textContent()).toMatch(/Factura F\d{4}-\d{6}.*(Domiciliación|Transferencia|Tarjeta).*\d{2}\/\d{2}\/\d{4}.*\d+,\d{2} €/);
      }
      await screenshot(page, `pendientes-empresa-inicio-${size.name}`);
      await card.getByRole('link', { name: 'Ver todas sus facturas' }).click();
      await page.waitForURL('**/facturacion');
      await page.context().close();
    });
  }
});
