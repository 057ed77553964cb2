import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { baseUrl } from '../support/servers.ts';
import { DEMO, logIn, sessionCookieOf, storedItem } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('logging in', () => {
  it.each([
    ['superadmin', 'Nuevas empresas'],
    ['worker', 'Nuevas empresas'],
    ['gestoria', 'Inicio'],
    ['empresa', 'Mi empresa'],
  ] as const)('the demo %s logs in from /acceso and lands on its home', async (who, heading) => {
    const user = DEMO[who];
    const { context, page } = await newPage(browser);
    await logIn(page, user);
    await page.waitForURL(`**${user.home}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText(user.name, { exact: false }).first().waitFor();
    await screenshot(page, `home-${who}`);
    await context.close();
  });

  it('shows the error for a wrong password and lets the person try again', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, DEMO.gestoria, 'no-es-la-clave');
    await page.getByText('El usuario o la contraseña son incorrectos.').waitFor();
    expect(page.url()).toContain('/acceso');
    await expect(page.getByLabel('No soy un robot').isChecked()).resolves.toBe(false);
    await screenshot(page, 'login-error');
    await context.close();
  });
});

describe('guarded routes', () => {
  it('a logged-out visit to a guarded route ends on /acceso', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/iniciogestora');
    await page.waitForURL('**/acceso');
    await page.getByRole('button', { name: 'Acceder' }).waitFor();
    await context.close();
  });

  it('a collaborator who opens a staff screen ends on /acceso', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, DEMO.gestoria);
    await page.waitForURL(`**${DEMO.gestoria.home}`);
    await page.goto('/bandeja-salida');
    await page.waitForURL('**/acceso');
    await context.close();
  });
});

describe('the session', () => {
  it('keeps no token where a script can read it, and a reload gets the access token back from the cookie', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, DEMO.superadmin);
    await page.waitForURL(`**${DEMO.superadmin.home}`);

    // Decision 0040: the refresh token only in an httpOnly cookie, the access token only in memory.
    const stored = await page.evaluate(() => Object.entries(window.localStorage).map(([key, value]) => `${key}=${value}`).join('\n'));
    expect(stored).not.toMatch(/eyJ|authToken|refreshToken/);
    await expect.poll(() => page.evaluate(() => document.cookie)).toBe('');
    const cookie = (await context.cookies()).find((item) => item.name === 'cumplia_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/cumplia-auth' });

    await page.getByRole('link', { name: 'Bandeja de salida' }).click();
    await page.waitForURL('**/bandeja-salida');
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/cumplia-auth/refresh-token'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Bandeja de salida' }).waitFor();
    expect(page.url()).toContain('/bandeja-salida');
    await expect.poll(() => sessionCookieOf(page)).not.toBe(cookie?.value);
    await context.close();
  });

  it('ends the session when its refresh token has been replayed', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, DEMO.superadmin);
    await page.waitForURL(`**${DEMO.superadmin.home}`);
    await page.goto('/bandeja-salida');
    await page.getByRole('heading', { level: 1, name: 'Bandeja de salida' }).waitFor();

    // Someone who copied the session cookie off the disk uses it first.
    const stolen = await sessionCookieOf(page);
    const thief = await fetch(`${baseUrl()}/api/cumplia-auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: stolen }),
    });
    expect(thief.status).toBe(200);
    const thiefSession = (await thief.json()) as { refreshToken: string };

    // The browser reloads; its refresh presents the already-used token.
    await page.reload();
    await page.waitForURL('**/acceso');
    await expect.poll(() => storedItem(page, 'sesionIniciada')).toBeNull();

    // The whole session family is revoked: the thief's rotated token is dead too.
    const thiefAgain = await fetch(`${baseUrl()}/api/cumplia-auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: thiefSession.refreshToken }),
    });
    expect(thiefAgain.status).toBe(401);
    await context.close();
  });

  it('"Cerrar sesión" clears the storage, removes the session cookie and goes to /acceso', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, DEMO.empresa);
    await page.waitForURL(`**${DEMO.empresa.home}`);
    await page.getByRole('button', { name: /^Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/acceso');
    await expect.poll(() => page.evaluate(() => window.localStorage.length)).toBe(0);
    await expect.poll(() => sessionCookieOf(page)).toBeUndefined();
    await page.goto(DEMO.empresa.home);
    await page.waitForURL('**/acceso');
    await context.close();
  });
});
