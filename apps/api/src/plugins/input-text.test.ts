import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Role } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../test/support/test-app.ts';
import { tokensForEveryRole } from '../../test/support/factories.ts';
import { INVALID_TEXT_MESSAGE, firstUnacceptableText } from './input-text.ts';

let app: FastifyInstance;
let tokens: Map<Role, string>;

beforeAll(async () => {
  app = await createTestApp({ WEB_DIST_DIR: '../web/dist' });
  await app.ready();
  tokens = await tokensForEveryRole(app);
});
afterAll(() => closeTestApp(app));

/** A concrete URL for a route pattern, each parameter given `value` (already encoded for a URL). */
const withParams = (url: string, value: () => string, wildcard = 'algo') => url.replace(/:[A-Za-z]+/g, value).replace('*', wildcard);

/** A token of a role the route admits, so that the request gets past the access check. */
function allowedHeaders(access: unknown): Record<string, string> {
  if (access === 'public' || !Array.isArray(access)) return {};
  return { authorization: `Bearer ${tokens.get(access[0] as Role)!}` };
}

const routes = () => app.accessTable().filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');

function expectRefused(response: { statusCode: number; json(): unknown }, where: string) {
  expect(response.statusCode, where).toBe(400);
  expect(response.json(), where).toMatchObject({ code: 'VALIDATION_ERROR', message: INVALID_TEXT_MESSAGE });
}

describe('NUL characters and lone surrogates', () => {
  it('are found in values and keys at any depth, and nothing else is', () => {
    expect(firstUnacceptableText({ a: [{ b: 'ok' }, { c: 'x\u0000y' }] }, 'body')).toBe('body.a.1.c');
    expect(firstUnacceptableText({ nombre: 'Ana \ud83d' }, 'body')).toBe('body.nombre');
    expect(firstUnacceptableText({ ['cla\u0000ve']: 1 }, 'body')).toBe('body');
    expect(firstUnacceptableText({ nombre: 'Ñandú 🐦 «ok»', n: 3, b: null, list: ['é'] }, 'body')).toBeUndefined();
  });

  it('in the path of every route are a 400, before the access check', async () => {
    const checked: string[] = [];
    for (const route of routes()) {
      for (const bad of ['a%00b', '%ED%A0%80']) {
        const url = route.url.includes(':') || route.url.includes('*') ? withParams(route.url, () => bad, bad) : `${route.url}/${bad}`;
        const response = await app.inject({ method: route.method as HTTPMethods, url, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });
        if (!route.url.includes(':') && !route.url.includes('*')) {
          // A route without parameters: the extra segment makes it another path, still refused first.
          expect(response.statusCode, `${route.method} ${url}`).toBe(400);
          continue;
        }
        expectRefused(response, `${route.method} ${url}`);
        checked.push(url);
      }
    }
    expect(checked.length).toBeGreaterThan(20);
  });

  it('in the query of every route are a 400', async () => {
    for (const route of routes()) {
      const url = withParams(route.url, () => randomUUID());
      for (const bad of ['x%00', '%ED%A0%80', '%F0%9F']) {
        const response = await app.inject({ method: route.method as HTTPMethods, url: `${url}?page=${bad}`, headers: allowedHeaders(route.access) });
        expectRefused(response, `${route.method} ${url}?page=${bad}`);
      }
    }
  });

  it('in the JSON body of every write route are a 400, for a caller the route admits', async () => {
    const writes = routes().filter((route) => !['GET', 'DELETE'].includes(route.method));
    expect(writes.length).toBeGreaterThan(30);
    for (const route of writes) {
      const url = withParams(route.url, () => randomUUID());
      for (const payload of ['{"username":"12345678Z\\u0000","nombre":"a"}', '{"nombre":"\\ud800","datos":{"x":["\\udfff"]}}']) {
        const response = await app.inject({
          method: route.method as HTTPMethods,
          url,
          headers: { ...allowedHeaders(route.access), 'content-type': 'application/json' },
          payload,
        });
        // Multipart routes refuse a JSON body by its type; every other one by the text rule.
        if (response.json<{ message: string }>().message === 'El tipo de contenido de la petición no está admitido.') continue;
        expectRefused(response, `${route.method} ${url} ${payload}`);
      }
    }
  });

  it('leave good text alone: accents, ñ and emoji reach the route', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/cumplia-core/informacion-proveedor?q=${encodeURIComponent('Ñandú 🐦')}` });
    expect(response.statusCode).not.toBe(400);
  });
});
