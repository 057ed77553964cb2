import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp } from '../../test/support/test-app.ts';
import { createGestoria } from '../../test/support/factories.ts';

// The built web app is served when there is one (npm run build); the API answers either way.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST_DIR: '../web/dist', TRUSTED_PROXIES: '10.0.0.5' });
  await app.ready();
});
afterAll(() => closeTestApp(app));

function directives(header: string | undefined): Map<string, string[]> {
  return new Map((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name!, values]));
}

function expectBrowserHeaders(headers: Record<string, unknown>, where: string) {
  const csp = directives(headers['content-security-policy'] as string | undefined);
  expect(csp.get('script-src'), where).toEqual(["'self'"]);
  expect(csp.get('default-src'), where).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  for (const [name, values] of csp) {
    if (name !== 'style-src') expect(values, `${where} ${name}`).not.toContain("'unsafe-inline'");
    expect(values, `${where} ${name}`).not.toContain("'unsafe-eval'");
  }
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['permissions-policy'], where).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
}

describe('browser headers', () => {
  it('are on pages, API answers, errors and refusals', async () => {
    const requests = [
      { method: 'GET' as const, url: '/' },
      { method: 'GET' as const, url: '/firma/un-token-cualquiera' },
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: '/api/cumplia-core/users/my' },
      { method: 'POST' as const, url: '/api/cumplia-core/no-existe' },
      { method: 'POST' as const, url: '/api/cumplia-auth/refresh-token', payload: '{', headers: { 'content-type': 'application/json' } },
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      expectBrowserHeaders(response.headers, `${request.method} ${request.url} → ${response.statusCode}`);
    }
  });

  it('include HSTS only for requests that came over HTTPS through the trusted proxy', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '192.0.2.9' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const proxied = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '10.0.0.5' });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it("are only nosniff and the resource policy on the build's scripts and styles; a worker's script keeps them all", async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index.body)?.[1];
    const styles = /href="(\/assets\/[^"]+\.css)"/.exec(index.body)?.[1];
    if (!script || !styles) return expect(index.statusCode).toBe(404); // no built web app
    expectBrowserHeaders(index.headers, 'GET /');
    for (const url of [script, styles]) {
      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['x-content-type-options'], url).toBe('nosniff');
      expect(file.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) expect(file.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const worker = readdirSync(resolve('../web/dist/assets')).find((name) => /\.worker-[^/]*\.js$/.test(name));
    expect(worker).toBeDefined();
    expectBrowserHeaders((await app.inject({ method: 'GET', url: `/assets/${worker}` })).headers, worker!);
  });

  it('serve no source map of the web app', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index.body)?.[1];
    if (!script) return expect(index.statusCode).toBe(404); // no built web app: nothing to map
    const bundle = await app.inject({ method: 'GET', url: script });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).not.toMatch(/sourceMappingURL/);
    expect(bundle.headers.sourcemap).toBeUndefined();
    const map = await app.inject({ method: 'GET', url: `${script}.map` });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('"sources"');
    // Nor the build's list of chunks and their modules (the bundle check of e2e/journeys/public-bundle.e2e.ts).
    const modules = await app.inject({ method: 'GET', url: '/.vite/chunk-modules.json' });
    expect(modules.statusCode).toBe(404);
    expect(modules.body).not.toContain('apps/web/src');
  });

  it('send downloads as attachments, with nosniff', async () => {
    const { token } = await createGestoria(app);
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/gestorias/archivos/download-ejemplo', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
