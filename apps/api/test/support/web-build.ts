import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A web build of its own for a test app (WEB_DIST_DIR), so that the pages' answers are known whatever
 * was built: index.html, the signing page's entry in the cold pages' list, and a server renderer
 * (.vite/server/server-render.js, as apps/web/src/server-render.tsx) that draws the contract's title
 * and carries the answer it was given. It fails to draw while `globalThis.failDrawing` is set.
 */
export function fakeWebBuild(): string {
  const web = mkdtempSync(join(tmpdir(), 'cumplia-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><head><title>Cumplia</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(web, '.vite/server'), { recursive: true });
  writeFileSync(join(web, '.vite/page-preloads.json'), JSON.stringify([{ path: '/firma/:token', scripts: [], styles: [], fetches: ['/api/cumplia-core/firma/:token'] }]));
  writeFileSync(
    join(web, '.vite/server/server-render.js'),
    `export async function drawSigningPage(token, contrato) {
      if (globalThis.failDrawing) throw new Error('the drawing failed');
      return { markup: '<article><h1>' + contrato.title + '</h1></article>', data: '<script type="application/json" id="page-data">' + JSON.stringify([[['firma', token], contrato]]) + '</script>' };
    }`,
  );
  return web;
}
