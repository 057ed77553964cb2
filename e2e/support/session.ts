import { request, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { captchaAuthFor, type CaptchaChallenge } from '../../apps/api/test/support/captcha.ts';
import { newPage } from './browser.ts';
import { baseUrl } from './servers.ts';

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

/** The login's `tipo` for the choice the form shows (packages/shared's LoginTipo). */
const LOGIN_TIPO = { Colaborador: 'G', Cliente: 'E' } as const;

/**
 * A session of `user` opened through the API, as the sign-in form opens it (captcha solved, the
 * password checked, the session cookie set: POST authenticate with `X-Session-Cookie: only`), and
 * what the browser keeps of it: its cookies, the hint that a session exists and the cookie notice
 * answered ("Rechazar", as a person does once). The form itself is the sign-in journeys' own
 * (session.e2e.ts, public-flows.e2e.ts: `logIn`); here it would cost every other journey a load of
 * /acceso and a second start of the app, about 1.3 s of the browser's CPU each (docs/testing.md).
 */
async function sessionOf(user: (typeof DEMO)[keyof typeof DEMO], base: string): Promise<Exclude<BrowserContextOptions['storageState'], string | undefined>> {
  const api = await request.newContext({ baseURL: base });
  try {
    const captcha = await captchaAuthFor((await (await api.get('/api/cumplia-auth/captcha/challenge')).json()) as CaptchaChallenge);
    const response = await api.post('/api/cumplia-auth/authenticate', {
      headers: { 'x-captcha-auth': captcha, 'x-session-cookie': 'only' },
      data: { username: user.nif, password: DEMO_PASSWORD, ...(user.tipo ? { tipo: LOGIN_TIPO[user.tipo] } : {}) },
    });
    if (!response.ok()) throw new Error(`sign-in of ${user.nif}: ${response.status()} ${await response.text()}`);
    const { cookies } = await api.storageState();
    const origin = new URL(base).origin;
    return {
      cookies,
      origins: [{ origin, localStorage: [{ name: 'sesionIniciada', value: '1' }, { name: 'cookieConsent', value: 'rejected' }] }],
    };
  } finally {
    await api.dispose();
  }
}

/** A new page of `browser` signed in as `user`, on their home (see `sessionOf`). */
export async function signedIn(browser: Browser, user: (typeof DEMO)[keyof typeof DEMO], options: { width?: number; height?: number; baseUrl?: string } = {}): Promise<Page> {
  const storageState = await sessionOf(user, options.baseUrl ?? baseUrl());
  const { page } = await newPage(browser, { ...options, storageState });
  await page.goto(user.home);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (new URL(page.url()).pathname !== user.home) throw new Error(`${user.nif} signed in, but the app showed ${page.url()} instead of ${user.home}`);
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
