import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { buildApp } from '../../app.ts';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, login, tokenFor, type TestUser } from '../../../test/support/factories.ts';
import { createOneTimeCodes } from './one-time-codes.ts';

// Two server instances on one database, as behind a load balancer: a session ended through one
// is refused by both at once. Issue 24 asks within a second: that figure is measured by
// `BENCH_ONLY=sessions npm run bench` (a speed target is never a timed test); here the refusal must
// come within REFUSED_WITHIN_MS, far inside the token's own 15 minutes, so only the ended session
// can refuse it.
const REFUSED_WITHIN_MS = 10_000;
let first: FastifyInstance;
let second: FastifyInstance;
let superadminToken: string;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
beforeAll(async () => {
  first = await createTestApp();
  second = await buildApp(first.context.config);
  superadminToken = await tokenFor(first, await createUser(first, { roles: [ROLES.CUMPLIA] }));
  gestoria = await createGestoria(first);
});
afterAll(async () => {
  await second?.close();
  await closeTestApp(first);
});

const CORE = '/api/cumplia-core';
const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: `${CORE}/gestorias/my/empresas`, headers: { authorization: `Bearer ${token}` } });
const asStaff = (options: InjectOptions) => first.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${superadminToken}` } });

async function signedIn(): Promise<{ user: TestUser; token: string; refreshToken: string }> {
  const user = await createUser(first, { roles: [ROLES.MANAGEMENT], gestoriaIds: [gestoria.gestoria.id] });
  const response = await login(first, { username: user.username, password: user.password, tipo: 'G' });
  expect(response.statusCode).toBe(200);
  const { token, refreshToken } = response.json<{ token: string; refreshToken: string }>();
  for (const app of [first, second]) expect((await me(app, token)).statusCode).toBe(200);
  return { user, token, refreshToken };
}

/** Both instances refuse the token once `end` has answered, each within REFUSED_WITHIN_MS; the time it took. */
async function refusedEverywhere(token: string, end: () => Promise<{ statusCode: number }>) {
  const answered = await end();
  expect(answered.statusCode).toBeLessThan(300);
  const endedAt = performance.now();
  for (const app of [first, second]) {
    for (;;) {
      const response = await me(app, token);
      if (response.statusCode === 401) {
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
        break;
      }
      expect(performance.now() - endedAt, 'refused at once, not when the token expires').toBeLessThan(REFUSED_WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return performance.now() - endedAt;
}

async function staffEdit(user: TestUser, changes: Record<string, unknown>) {
  const current = (await asStaff({ method: 'GET', url: `${CORE}/admin/users/${user.id}` })).json();
  return asStaff({
    method: 'PUT',
    url: `${CORE}/admin/users/${user.id}`,
    payload: {
      username: current.username,
      name: current.name,
      surname: current.surname,
      email: current.email,
      enabled: current.enabled,
      roles: current.roles,
      empresas: current.empresas.map(({ id }: { id: string }) => ({ id })),
      gestorias: current.gestorias.map(({ id }: { id: string }) => ({ id })),
      ...changes,
    },
  });
}

describe('an ended session', () => {
  it('refuses its access token on every instance at once after sign-out, and not other sessions of the user', async () => {
    const { user, token, refreshToken } = await signedIn();
    const other = (await login(first, { username: user.username, password: user.password, tipo: 'G' })).json<{ token: string }>().token;
    await refusedEverywhere(token, () => second.inject({ method: 'POST', url: '/api/cumplia-auth/logout', payload: { refreshToken } }));
    for (const app of [first, second]) expect((await me(app, other)).statusCode).toBe(200);
  });

  it('refuses the access tokens of a user disabled by staff', async () => {
    const { user, token } = await signedIn();
    await refusedEverywhere(token, () => staffEdit(user, { enabled: false }));
  });

  it('refuses the access tokens of a user who lost a role or a link', async () => {
    const roleTaken = await signedIn();
    await refusedEverywhere(roleTaken.token, () => staffEdit(roleTaken.user, { roles: [{ id: ROLES.COMPANY }], gestorias: [] }));
    const linkTaken = await signedIn();
    await refusedEverywhere(linkTaken.token, () => staffEdit(linkTaken.user, { gestorias: [] }));
  });

  it('refuses the access tokens of a user whose password was changed with a reset code', async () => {
    const { user, token } = await signedIn();
    const code = await createOneTimeCodes({ db: first.context.database.db, secret: first.context.secret }).issue(first.context.database.db, user.id, 'PASSWORD_RESET');
    await refusedEverywhere(token, () =>
      first.inject({ method: 'POST', url: '/api/cumplia-auth/users/changepassword', payload: { username: user.username, code, newPassword: 'Nueva.Clave.2026', newPasswordConfirmation: 'Nueva.Clave.2026' } }),
    );
  });

  it('refuses the access tokens of a deleted user', async () => {
    const { user, token } = await signedIn();
    await refusedEverywhere(token, () => asStaff({ method: 'DELETE', url: `${CORE}/admin/users/${user.id}` }));
  });

  it('is still refused at once while an instance has lost its LISTEN connection, and after it is back', async () => {
    // The database ends every LISTEN connection (a restart, a failover, an administrator).
    await first.context.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN %' and datname = current_database()`);
    const { token, refreshToken } = await signedIn();
    await refusedEverywhere(token, () => first.inject({ method: 'POST', url: '/api/cumplia-auth/logout', payload: { refreshToken } }));
    // Back within a second or so: the sessions ended meanwhile are read again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const app of [first, second]) expect((await me(app, token)).statusCode).toBe(401);
    const fresh = await signedIn();
    await refusedEverywhere(fresh.token, () => second.inject({ method: 'POST', url: '/api/cumplia-auth/logout', payload: { refreshToken: fresh.refreshToken } }));
  });
});
