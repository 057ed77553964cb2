import type { Browser, Page } from 'playwright-core';
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
export async function signedIn(browser: Browser, user: (typeof DEMO)[keyof typeof DEMO], options: { width?: number; height?: number; baseUrl?: string } = {}): Promise<Page> {
  const { page } = await newPage(browser, options);
  await logIn(page, user);
  await page.waitForURL(`**${user.home}`);
  await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click();
  return page;
}

export const storedItem = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

/**
 * An access token of the page's session, for a journey's own calls to the API: the page keeps its
 * token in memory, out of reach, so this asks the server for one with the session cookie, as the
 * page itself does after a reload. The cookie rotates in the browser context, as it would there.
 */
export async function accessTokenOf(page: Page): Promise<string> {
  const response = await page.request.post('/api/cumplia-auth/refresh-token');
  if (!response.ok()) throw new Error(`no session to take a token from: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The value of the page's httpOnly session cookie, as someone who stole it from the disk would have it. */
export async function sessionCookieOf(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cumplia_session')?.value;
}
