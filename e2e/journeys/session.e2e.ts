import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { DEMO, expireAccessToken, logIn, storedItem } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('logging in', () => {
  it.each([
    ['superadmin', 'Nuevas empresas'],
    ['worker', 'Tus empresas'],
    ['gestoria', 'Tus empresas'],
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
  it('refreshes an expired access token silently and the request succeeds', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, DEMO.superadmin);
    await page.waitForURL(`**${DEMO.superadmin.home}`);
    await page.getByRole('link', { name: 'Bandeja de salida' }).click();
    await page.waitForURL('**/bandeja-salida');
    await page.getByRole('heading', { level: 1, name: 'Bandeja de salida' }).waitFor();

    const expired = await expireAccessToken(page);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/cumplia-auth/refresh-token'));
    const retried = page.waitForResponse((response) => response.url().includes('/api/cumplia-mail/outbox') && response.status() === 200);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    expect((await refreshed).status()).toBe(200);
    await retried;

    expect(page.url()).toContain('/bandeja-salida');
    const token = await storedItem(page, 'authToken');
    expect(token).toBeTruthy();
    expect(token).not.toBe(expired);
    await context.close();
  });

  it('ends the session when its refresh token has been replayed', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, DEMO.superadmin);
    await page.waitForURL(`**${DEMO.superadmin.home}`);
    await page.goto('/bandeja-salida');
    await page.getByRole('heading', { level: 1, name: 'Bandeja de salida' }).waitFor();

    // Someone else uses the stored refresh token first (as a thief would).
    const stolen = await storedItem(page, 'refreshToken');
    const thief = await fetch(`${inject('baseUrl')}/api/cumplia-auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: stolen }),
    });
    expect(thief.status).toBe(200);
    const thiefSession = (await thief.json()) as { refreshToken: string };

    // The browser's token expires; its refresh presents the already-used token.
    await expireAccessToken(page);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.waitForURL('**/acceso');
    expect(await storedItem(page, 'authToken')).toBeNull();
    expect(await storedItem(page, 'refreshToken')).toBeNull();

    // The whole session family is revoked: the thief's rotated token is dead too.
    const thiefAgain = await fetch(`${inject('baseUrl')}/api/cumplia-auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: thiefSession.refreshToken }),
    });
    expect(thiefAgain.status).toBe(401);
    await context.close();
  });

  it('"Cerrar sesión" clears the storage and goes to /acceso', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, DEMO.empresa);
    await page.waitForURL(`**${DEMO.empresa.home}`);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/acceso');
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await context.close();
  });
});
