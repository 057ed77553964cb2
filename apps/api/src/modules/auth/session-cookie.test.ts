import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, solvedCaptcha, TEST_PASSWORD } from '../../../test/support/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

/** What every browser sends with a fetch of its own page's origin. */
const BROWSER = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
/** A page that keeps its session in the cookie only (decision 0040). */
const COOKIE_ONLY = { 'x-session-cookie': 'only' };

function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const found = (Array.isArray(header) ? header : [header]).find((value) => value?.startsWith('cumplia_session='));
  if (!found) throw new Error(`no session cookie in ${response.statusCode}`);
  return found;
}
const cookieOf = (response: LightMyRequestResponse) => sessionCookie(response).split(';')[0]!;
const me = (token: string) => app.inject({ method: 'GET', url: '/api/cumplia-core/users/my', headers: { authorization: `Bearer ${token}` } });
/**
 * The access token is refused within a second of its session ending (decision 0037: the ended
 * session reaches every instance by NOTIFY, milliseconds after the commit; on a loaded machine, more).
 */
const refusedWithinASecond = (token: string) => expect.poll(async () => (await me(token)).statusCode, { timeout: 1000, interval: 20 }).toBe(401);

describe('the refresh token of a browser', () => {
  it('lives only in an httpOnly, SameSite=Strict cookie for the session calls, never in a body', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const login = await app.inject({
      method: 'POST',
      url: '/api/cumplia-auth/authenticate',
      headers: { ...BROWSER, ...COOKIE_ONLY, 'x-captcha-auth': await solvedCaptcha(app) },
      payload: { username: user.username, password: TEST_PASSWORD, tipo: 'G' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).not.toHaveProperty('refreshToken');
    expect(sessionCookie(login)).toMatch(/^cumplia_session=[A-Za-z0-9_-]{43}; Path=\/api\/cumplia-auth; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
    expect((await me(login.json().token)).statusCode).toBe(200);

    // The page reloads: no token in memory, the cookie renews the session.
    const refreshed = await app.inject({ method: 'POST', url: '/api/cumplia-auth/refresh-token', headers: { ...BROWSER, cookie: cookieOf(login) } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).not.toHaveProperty('refreshToken');
    expect(cookieOf(refreshed)).not.toBe(cookieOf(login));
    expect((await me(refreshed.json().token)).statusCode).toBe(200);

    // The first cookie, replayed (stolen), ends the session: the current one fails too.
    const replayed = await app.inject({ method: 'POST', url: '/api/cumplia-auth/refresh-token', headers: { ...BROWSER, cookie: cookieOf(login) } });
    expect(replayed.statusCode).toBe(401);
    expect(sessionCookie(replayed)).toMatch(/^cumplia_session=; .*Max-Age=0/);
    expect((await app.inject({ method: 'POST', url: '/api/cumplia-auth/refresh-token', headers: { ...BROWSER, cookie: cookieOf(refreshed) } })).statusCode).toBe(401);
    await refusedWithinASecond(refreshed.json().token);
  });

  it('is ended by signing out with the cookie alone, which is removed', async () => {
    const user = await createUser(app, { roles: [ROLES.COMPANY] });
    const login = await app.inject({
      method: 'POST',
      url: '/api/cumplia-auth/authenticate',
      headers: { ...BROWSER, 'x-captcha-auth': await solvedCaptcha(app) },
      payload: { username: user.username, password: TEST_PASSWORD, tipo: 'E' },
    });
    const out = await app.inject({ method: 'POST', url: '/api/cumplia-auth/logout', headers: { ...BROWSER, cookie: cookieOf(login) } });
    expect(out.statusCode).toBe(204);
    expect(sessionCookie(out)).toMatch(/Max-Age=0/);
    expect((await app.inject({ method: 'POST', url: '/api/cumplia-auth/refresh-token', headers: { ...BROWSER, cookie: cookieOf(login) } })).statusCode).toBe(401);
    await refusedWithinASecond(login.json().token);
  });

  it('is also in the body for a client that keeps it itself, and a refresh by body answers in the body', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const login = await app.inject({
      method: 'POST',
      url: '/api/cumplia-auth/authenticate',
      headers: { ...BROWSER, 'x-captcha-auth': await solvedCaptcha(app) },
      payload: { username: user.username, password: TEST_PASSWORD, tipo: 'G' },
    });
    expect(login.json().refreshToken).toBe(cookieOf(login).split('=')[1]);
    const byBody = await app.inject({ method: 'POST', url: '/api/cumplia-auth/refresh-token', payload: { refreshToken: login.json().refreshToken } });
    expect(byBody.json().refreshToken).toBe(cookieOf(byBody).split('=')[1]);
  });

  it('answers a refresh with neither cookie nor body as an ended session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/cumplia-auth/refresh-token', headers: BROWSER });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_REFRESH_TOKEN');
  });
});
