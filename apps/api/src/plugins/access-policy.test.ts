import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { ALL_ROLES, type Role } from '@cumplia/shared/enums';
import { buildApp } from '../app.ts';
import { createTestDatabase } from '../../test/support/test-database.ts';
import { closeTestApp, createTestApp, testConfig } from '../../test/support/test-app.ts';
import { createUser, tokenFor } from '../../test/support/factories.ts';

let app: FastifyInstance;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  app = await createTestApp({ WEB_DIST_DIR: '../web/dist' });
  await app.ready();
  for (const role of ALL_ROLES) tokens.set(role, await tokenFor(app, await createUser(app, { roles: [role] })));
});
afterAll(() => closeTestApp(app));

/** A concrete URL for a route pattern: a fresh uuid for every parameter. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace('*', 'algo');

const ACCESS_DENIED = ['UNAUTHENTICATED', 'SECURITY_ERROR'];

describe('the access policy', () => {
  it('has a declaration on every route', () => {
    const table = app.accessTable();
    expect(table.length).toBeGreaterThan(10);
    for (const route of table) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('answers every route, for every role and for no token, as the route declares', async () => {
    const checked: string[] = [];
    for (const route of app.accessTable()) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const url = concrete(route.url);
      const callers: Array<Role | 'anonymous'> = ['anonymous', ...ALL_ROLES];
      for (const caller of callers) {
        const token = caller === 'anonymous' ? undefined : tokens.get(caller);
        const response = await app.inject({
          method: route.method as HTTPMethods,
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const code = String(response.headers['content-type'] ?? '').includes('json') ? (response.json() as { code?: string }).code : undefined;
        const allowed = route.access === 'public' || (caller !== 'anonymous' && (route.access as readonly Role[]).includes(caller));
        const where = `${route.method} ${route.url} as ${caller} → ${response.statusCode} ${code ?? ''}`;
        if (allowed) {
          expect(ACCESS_DENIED, where).not.toContain(code);
          expect(response.statusCode, where).toBeLessThan(500);
        } else if (caller === 'anonymous') {
          expect([response.statusCode, code], where).toEqual([401, 'UNAUTHENTICATED']);
        } else {
          expect([response.statusCode, code], where).toEqual([403, 'SECURITY_ERROR']);
        }
        checked.push(where);
      }
    }
    expect(checked.length).toBeGreaterThan(50);
  });
});

describe('a route without a declaration', () => {
  it('keeps the server from starting', async () => {
    const database = await createTestDatabase();
    const server = await buildApp(testConfig(database.url));
    server.get('/api/cumplia-core/olvidada', async () => ({ ok: true }));
    await expect(server.ready()).rejects.toThrow(/Missing on: GET \/api\/cumplia-core\/olvidada/);
    await server.close();
    await database.drop();
  });
});
