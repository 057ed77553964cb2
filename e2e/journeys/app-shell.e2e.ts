import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, violations } from '../support/axe.ts';
import { openBrowser, screenshot } from '../support/browser.ts';
import { animationsEnded } from '../support/quiet.ts';
import { baseUrl } from '../support/servers.ts';
import { accessTokenOf, DEMO, signedIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The sizes every signed-in screen is tried at: a laptop and a phone. */
const SIZES = [
  { name: 'escritorio', width: 1366, height: 768 },
  { name: 'movil', width: 390, height: 844 },
] as const;

/** Each role: its menu's name, its home's heading and where "Facturación" leads in its menu. */
const ROLES = [
  { who: 'superadmin', menu: 'Administración', heading: 'Nuevas empresas', facturacion: '/facturacionsuperadmin' },
  { who: 'worker', menu: 'Gestión', heading: 'Nuevas empresas', facturacion: '/worker-facturacion' },
  { who: 'gestoria', menu: 'Gestoría', heading: 'Inicio', facturacion: '/facturaciongestoria' },
  { who: 'empresa', menu: 'Empresa', heading: 'Mi empresa', facturacion: '/facturacion' },
] as const;

/**
 * No axe violation of any impact on the page (WCAG 2.2 A and AA, colour contrast and target size
 * included): the open drawer, which only this journey opens; every screen itself is the sweep's
 * (axe-sweep.e2e.ts).
 */
async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  await animationsEnded(page);
  expect(describeViolations(new URL(page.url()).pathname, await violations(page))).toEqual([]);
}

const currentItems = (page: Page, menu: string) =>
  page.getByRole('navigation', { name: menu, exact: true }).locator('a[aria-current="page"]').allTextContents();

describe('the application shell', () => {
  for (const size of SIZES) {
    for (const role of ROLES) {
      it(`${role.who} at ${size.width}×${size.height}: the role's menu on every screen, the current item marked, no marketing footer, no axe violation in the phone's drawer`, async () => {
        const page = await signedIn(browser, DEMO[role.who], size);
        await page.getByRole('heading', { level: 1, name: role.heading }).waitFor();
        await page.getByRole('button', { name: /^Menú de usuario/ }).waitFor();
        await expect.poll(() => page.getByRole('contentinfo').count()).toBe(0);
        await screenshot(page, `shell-${role.who}-inicio-${size.name}`);

        if (size.width >= 992) {
          const menu = page.getByRole('navigation', { name: role.menu, exact: true });
          await menu.waitFor();
          await expect.poll(() => currentItems(page, role.menu)).toEqual(['Inicio']);
          await expect.poll(() => page.getByRole('button', { name: 'Abrir el menú' }).isVisible()).toBe(false);
          await menu.getByRole('link', { name: 'Facturación', exact: true }).click();
        } else {
          // A phone: the menu waits behind the menu button, in a drawer.
          await expect.poll(() => page.getByRole('navigation', { name: role.menu, exact: true }).isVisible()).toBe(false);
          await page.getByRole('button', { name: 'Abrir el menú' }).click();
          const drawer = page.getByRole('dialog', { name: role.menu, exact: true });
          await drawer.waitFor();
          await expect.poll(() => currentItems(page, role.menu)).toEqual(['Inicio']);
          await expectNoViolations(page);
          await screenshot(page, `shell-${role.who}-menu-${size.name}`);
          await drawer.getByRole('link', { name: 'Facturación', exact: true }).click();
          await drawer.waitFor({ state: 'hidden' });
        }
        await page.waitForURL(`**${role.facturacion}`);
        await page.getByRole('heading', { level: 1, name: 'Facturación' }).waitFor();
        await expect.poll(() => page.getByRole('contentinfo').count()).toBe(0);
        if (size.width >= 992) await expect.poll(() => currentItems(page, role.menu)).toEqual(['Facturación']);
        // "Volver" goes where the person came from: the home.
        await page.getByRole('button', { name: 'Volver' }).click();
        await page.waitForURL(`**${DEMO[role.who].home}`);
        await page.context().close();
      });
    }
  }

  it('links in the outbox lead to the port the server runs on (PUBLIC_URL is not set for the journeys)', async () => {
    const page = await signedIn(browser, DEMO.superadmin);
    const token = await accessTokenOf(page);
    const response = await page.request.get('/api/cumplia-mail/outbox?page=0&size=100', { headers: { authorization: `Bearer ${token}` } });
    const { content } = (await response.json()) as { content: Array<{ text: string }> };
    const links = content.flatMap(({ text }) => text.match(/https?:\/\/[^\s"<>)]+/g) ?? []).filter((link) => !link.includes('aeat') && !link.includes('wa.me'));
    const own = links.filter((link) => link.startsWith(`${baseUrl()}/`));
    expect(own.length).toBeGreaterThan(0);
    expect(links.filter((link) => link.includes('localhost:3000'))).toEqual([]);
    await page.context().close();
  });
});
