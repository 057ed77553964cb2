import { SignJWT, decodeJwt } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newPage } from './browser.ts';

export const DEMO_PASSWORD = 'Cumplia.2026';

export const DEMO = {
  superadmin: { nif: '12345678Z', name: 'Ana', home: '/iniciosuperadmin', tipo: undefined },
  worker: { nif: '87654321X', name: 'Luis', home: '/worker-inicio', tipo: undefined },
  gestoria: { nif: '11111111H', name: 'Marta', home: '/iniciogestora', tipo: 'Colaborador' },
  empresa: { nif: '33333333P', name: 'Carmen', home: '/inicioempresa', tipo: 'Cliente' },
} as const;

/** Solves the captcha as a person does: tick "No soy un robot" and wait for "Verificado". */
export async function solveCaptcha(page: Page) {
  await page.getByLabel('No soy un robot').click();
  await page.getByText('Verificado', { exact: true }).waitFor();
}

/** Logs in from /acceso with the demo password, as a person would. */
export async function logIn(page: Page, user: { nif: string; tipo?: 'Colaborador' | 'Cliente' }, password = DEMO_PASSWORD) {
  await page.goto('/acceso');
  if (user.tipo) await page.getByLabel(user.tipo, { exact: true }).check();
  await page.getByLabel('NIF', { exact: true }).fill(user.nif);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Acceder' }).click();
}

/**
 * A new page of `browser` signed in as `user` on their home, with the cookie notice answered
 * ("Rechazar", as a person does once) so that it covers nothing in the screenshots.
 */
export async function signedIn(browser: Browser, user: (typeof DEMO)[keyof typeof DEMO], options: { width?: number; height?: number } = {}): Promise<Page> {
  const { page } = await newPage(browser, options);
  await logIn(page, user);
  await page.waitForURL(`**${user.home}`);
  await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click();
  return page;
}

export const storedItem = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

/**
 * The page's access token signed again with the same claims but already expired: what the
 * browser holds once its token's fifteen minutes are over.
 */
export async function expireAccessToken(page: Page) {
  const current = await storedItem(page, 'authToken');
  if (!current) throw new Error('no access token stored');
  const { exp: _exp, iat: _iat, ...claims } = decodeJwt(current);
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(inject('jwtSecret')));
  await page.evaluate((token) => window.localStorage.setItem('authToken', token), expired);
  return expired;
}
