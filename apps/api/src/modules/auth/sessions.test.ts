import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, login, solvedCaptcha, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { createAccessTokenSigner } from './access-tokens.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/cumplia-auth/refresh-token', payload: { refreshToken } });

describe('POST /api/cumplia-auth/authenticate', () => {
  it.each([
    { role: ROLES.MANAGEMENT, tipo: 'G' as const },
    { role: ROLES.COMPANY, tipo: 'E' as const },
    { role: ROLES.CUMPLIA, tipo: undefined },
    { role: ROLES.CUMPLIA_WORKER, tipo: undefined },
  ])('logs in a $role user with tipo $tipo and signs its roles into the token', async ({ role, tipo }) => {
    const user = await createUser(app, { roles: [role] });
    const response = await login(app, { username: user.username, password: TEST_PASSWORD, tipo });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.newToken).toBe(body.token);
    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(user.id);
    expect(claims.roles).toEqual([role]);
    expect(claims.username).toBe(user.username);
    expect(typeof body.refreshToken).toBe('string');
  });

  it('accepts the NIF in lower case', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const response = await login(app, { username: user.username.toLowerCase(), password: TEST_PASSWORD, tipo: 'G' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    { role: ROLES.COMPANY, tipo: 'G' as const },
    { role: ROLES.MANAGEMENT, tipo: 'E' as const },
    { role: ROLES.MANAGEMENT, tipo: undefined },
    { role: ROLES.CUMPLIA, tipo: 'G' as const },
  ])('refuses a $role user who logs in with tipo $tipo as wrong credentials', async ({ role, tipo }) => {
    const user = await createUser(app, { roles: [role] });
    const response = await login(app, { username: user.username, password: TEST_PASSWORD, tipo });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH002');
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const wrongPassword = await login(app, { username: user.username, password: 'no-es-esta', tipo: 'G' });
    const unknownUser = await login(app, { username: '00000000T', password: 'no-es-esta', tipo: 'G' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({ code: 'AUTH002', message: 'El usuario o la contraseña son incorrectos.' });
  });

  it('answers AUTH001 with a message per field when fields are missing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cumplia-auth/authenticate',
      headers: { 'x-captcha-auth': await solvedCaptcha(app) },
      payload: { username: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('AUTH001');
    expect(body.data).toMatchObject({ username: 'El NIF es obligatorio.', password: 'La contraseña es obligatoria.' });
  });

  it('answers AUTH004 to a disabled user with the right password, and AUTH002 with a wrong one', async () => {
    const user = await createUser(app, { roles: [ROLES.COMPANY], enabled: false });
    const right = await login(app, { username: user.username, password: TEST_PASSWORD, tipo: 'E' });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('AUTH004');
    const wrong = await login(app, { username: user.username, password: 'otra-cosa', tipo: 'E' });
    expect(wrong.json().code).toBe('AUTH002');
  });

  it('throttles an account after five failures from one address, but not the owner elsewhere, and only for a while', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const attacker = '203.0.113.9';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await login(app, { username: user.username, password: 'adivinanza', tipo: 'G' }, attacker);
      expect(failed.json().code).toBe('AUTH002');
    }
    const locked = await login(app, { username: user.username, password: TEST_PASSWORD, tipo: 'G' }, attacker);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('AUTH003');

    const owner = await login(app, { username: user.username, password: TEST_PASSWORD, tipo: 'G' }, '198.51.100.20');
    expect(owner.statusCode).toBe(200);

    await app.context.database.raw.executeSql(
      "update login_throttle set locked_until = now() - interval '1 second' where username = $1",
      [user.username],
    );
    const afterLock = await login(app, { username: user.username, password: TEST_PASSWORD, tipo: 'G' }, attacker);
    expect(afterLock.statusCode).toBe(200);
  });
});

describe('captcha on login', () => {
  it('requires a solved captcha', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/cumplia-auth/authenticate', payload: { username: 'X', password: 'y' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'CAPTCHA_REQUIRED', message: 'Por favor, complete el captcha.' });
  });

  it('accepts a solution once and refuses it when replayed', async () => {
    const user = await createUser(app, { roles: [ROLES.CUMPLIA] });
    const captcha = await solvedCaptcha(app);
    const request = () =>
      app.inject({ method: 'POST', url: '/api/cumplia-auth/authenticate', headers: { 'x-captcha-auth': captcha }, payload: { username: user.username, password: TEST_PASSWORD } });
    expect((await request()).statusCode).toBe(200);
    const replay = await request();
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CAPTCHA_INVALID');
  });

  it('refuses a forged solution', async () => {
    const captcha = await solvedCaptcha(app);
    const forged = JSON.parse(Buffer.from(captcha, 'base64').toString());
    forged.number += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/cumplia-auth/authenticate',
      headers: { 'x-captcha-auth': Buffer.from(JSON.stringify(forged)).toString('base64') },
      payload: { username: 'X', password: 'y' },
    });
    expect(response.json().code).toBe('CAPTCHA_INVALID');
  });
});

describe('captcha solutions', () => {
  const authenticate = (captcha: string) =>
    app.inject({ method: 'POST', url: '/api/cumplia-auth/authenticate', headers: { 'x-captcha-auth': captcha }, payload: { username: 'X', password: 'y' } });
  const reencoded = (captcha: string, change: (solution: Record<string, unknown>) => void) => {
    const solution = JSON.parse(Buffer.from(captcha, 'base64').toString()) as Record<string, unknown>;
    change(solution);
    return Buffer.from(JSON.stringify(solution)).toString('base64');
  };

  it('refuses a solution with another signature, a later expiry or another algorithm, and one not base64 JSON', async () => {
    const captcha = await solvedCaptcha(app);
    const signature = reencoded(captcha, (solution) => (solution.signature = `${String(solution.signature).slice(0, -1)}${String(solution.signature).endsWith('0') ? '1' : '0'}`));
    const expiry = reencoded(captcha, (solution) => (solution.salt = String(solution.salt).replace(/expires=(\d+)/, (_, at: string) => `expires=${Number(at) + 3600}`)));
    const algorithm = reencoded(captcha, (solution) => (solution.algorithm = 'SHA-1'));
    for (const forged of [signature, expiry, algorithm, 'bm90IGpzb24=']) expect((await authenticate(forged)).json().code).toBe('CAPTCHA_INVALID');
    // The genuine one was never spent by the forgeries.
    expect((await authenticate(captcha)).json().code).toBe('AUTH002');
  });

  it('refuses a solution once its challenge has expired', async () => {
    const captcha = await solvedCaptcha(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (app.context.config.CAPTCHA_TTL_SECONDS + 1) * 1000);
      expect((await authenticate(captcha)).json().code).toBe('CAPTCHA_INVALID');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('refresh tokens', () => {
  async function session() {
    const user = await createUser(app, { roles: [ROLES.COMPANY] });
    const response = await login(app, { username: user.username, password: TEST_PASSWORD, tipo: 'E' });
    return response.json() as { token: string; refreshToken: string };
  }

  it('rotates: the new refresh token works and gives a working access token', async () => {
    const first = await session();
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const me = await app.inject({ method: 'GET', url: '/api/cumplia-core/users/my', headers: { authorization: `Bearer ${second.newToken}` } });
    expect(me.statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it('ends the whole session when a used refresh token is replayed', async () => {
    const first = await session();
    const second = (await refresh(first.refreshToken)).json();
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token through, and ends that session', async () => {
    const current = await session();
    const answers = await Promise.all([refresh(current.refreshToken), refresh(current.refreshToken)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const successor = answers.find((answer) => answer.statusCode === 200)!.json().refreshToken as string;
    expect((await refresh(successor)).statusCode).toBe(401);
  });

  it('refuses the refresh token of a user disabled since the login, ending the session', async () => {
    const user = await createUser(app, { roles: [ROLES.COMPANY] });
    const { refreshToken } = (await login(app, { username: user.username, password: TEST_PASSWORD, tipo: 'E' })).json() as { refreshToken: string };
    const { db } = app.context.database;
    await db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    const tokens = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.revokedAt).not.toBeNull();
    await db.update(users).set({ enabled: true }).where(eq(users.id, user.id));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('refuses unknown tokens and ends the session on logout', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const current = await session();
    const logout = await app.inject({ method: 'POST', url: '/api/cumplia-auth/logout', payload: { refreshToken: current.refreshToken } });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(current.refreshToken)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses an expired token with 401', async () => {
    const user = await createUser(app, { roles: [ROLES.COMPANY] });
    const expired = await createAccessTokenSigner(app.context.secret, -60).sign({ ...user, name: 'x', gestoriaIds: [], empresaIds: [] });
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/users/my', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token signed with another key', async () => {
    const user = await createUser(app, { roles: [ROLES.COMPANY] });
    const forged = await createAccessTokenSigner('x'.repeat(48), 600).sign({ ...user, name: 'x', gestoriaIds: [], empresaIds: [] });
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/users/my', headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(401);
  });

  it('GET users/my answers the logged-in user', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const { token } = (await login(app, { username: user.username, password: TEST_PASSWORD, tipo: 'G' })).json();
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/users/my', headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).toMatchObject({ id: user.id, username: user.username, name: 'Usuario', roles: [ROLES.MANAGEMENT] });
    const notifications = await app.inject({ method: 'GET', url: '/api/cumplia-core/users/my/notifications', headers: { authorization: `Bearer ${token}` } });
    expect(notifications.json()).toBe(false);
  });
});
