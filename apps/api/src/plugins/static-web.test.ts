import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp } from '../../test/support/test-app.ts';

// A web app of its own (not the build), so that the page's answers are known whatever was built.
const web = mkdtempSync(join(tmpdir(), 'cumplia-web-'));
let app: FastifyInstance;
beforeAll(async () => {
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><head><title>Cumplia</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(web, '.vite'));
  writeFileSync(join(web, '.vite/page-preloads.json'), JSON.stringify([{ path: '/firma/:token', scripts: [], styles: [], fetches: ['/api/cumplia-core/firma/:token'] }]));
  app = await createTestApp({ WEB_DIST_DIR: web });
  await app.ready();
});
afterAll(async () => {
  await closeTestApp(app);
  rmSync(web, { recursive: true, force: true });
});

describe('the web app’s page', () => {
  it('carries the ETag of its content: a visitor coming back gets a 304 without the page', async () => {
    const first = await app.inject({ method: 'GET', url: '/acceso' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await app.inject({ method: 'GET', url: '/acceso', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Every address without links of its own is the same page, with the same tag.
    expect((await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('tags each signing link’s page apart: another contract’s link is sent whole', async () => {
    const one = await app.inject({ method: 'GET', url: '/firma/uno' });
    expect(one.body).toContain('href="/api/cumplia-core/firma/uno"');
    const other = await app.inject({ method: 'GET', url: '/firma/otro', headers: { 'if-none-match': one.headers.etag as string } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('href="/api/cumplia-core/firma/otro"');
    expect(other.headers.etag).not.toBe(one.headers.etag);
  });
});

describe('a page the server draws, with a renderer that cannot be loaded', () => {
  it('is sent as built, for the browser to draw', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'cumplia-web-'));
    cpSync(web, broken, { recursive: true });
    mkdirSync(join(broken, '.vite/server'));
    writeFileSync(join(broken, '.vite/server/server-render.js'), "import 'un-paquete-que-no-existe';\nexport async function drawSigningPage() {}\n");
    const brokenApp = await createTestApp({ WEB_DIST_DIR: broken });
    try {
      for (const token of ['uno', 'dos']) {
        const page = await brokenApp.inject({ method: 'GET', url: `/firma/${token}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id="root"></div>');
        expect(page.body).toContain(`href="/api/cumplia-core/firma/${token}"`);
      }
    } finally {
      await closeTestApp(brokenApp);
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
