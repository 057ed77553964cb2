import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import { notFound } from '../lib/app-error.ts';
import type { DrawnPage } from '@cumplia/shared/drawn-page';
import { pagesFor, type PagePreload } from '../lib/page-preloads.ts';
import { webRendererOf, type ServerDrawnPage } from '../lib/web-renderer.ts';

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.add(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return files;
}

/** The build's list of the cold pages' files (apps/web/vite.config.ts); none from a build without it. */
function readPagePreloads(root: string): PagePreload[] {
  const file = join(root, '.vite/page-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreload[]) : [];
}

/** The address a drawn page's route matched: its path with each `:name` given its value. */
const addressOf = (pattern: string, params: Record<string, string>) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (params[segment.slice(1)] ?? '') : segment))
    .join('/');

/**
 * Serves the built web app: its files as they are (hashed assets cached for a year) and
 * index.html for every other path, so that the browser router handles it (SPA fallback), naming
 * the screen's files for the pages opened cold (lib/page-preloads.ts). The `drawnPages` (a signing
 * link's) are drawn for each request with their data by the build's renderer (lib/web-renderer.ts,
 * decision 0072), or sent as built when there is none or the page cannot be drawn. Unknown /api
 * paths stay JSON 404s.
 */
export async function registerStaticWeb(app: FastifyInstance, root: string, drawnPages: ServerDrawnPage[] = []) {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(`No built web app in ${root}: serving the API only (run npm run build).`);
    return;
  }
  const files = listFiles(root);
  const pageFor = pagesFor(readFileSync(join(root, 'index.html'), 'utf8'), readPagePreloads(root));
  const rendererOf = webRendererOf(root, (error) => app.log.error({ err: error }, `the web build's renderer in ${root} could not be loaded: its pages are drawn by the browser`));
  await app.register(async (web) => {
    // The build's Brotli copies (`file.js.br`, apps/web/vite.config.ts) go to a browser that accepts them.
    await web.register(fastifyStatic, { root, serve: false, preCompressed: true });
    // The page (index.html with its address's links) is made per address, not read from a file: its
    // ETag is its content's hash, so a visitor coming back revalidates it with a 304 (`no-cache`).
    await web.register(fastifyEtag);
    web.get('/*', {
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = (request.params as { '*': string })['*'];
        // Source maps stay on the server's disk (for whoever reads a stack trace), never served; nor
        // the build's own notes (.vite/: the chunks and their modules).
        if (path === 'api' || path.startsWith('api/') || path.endsWith('.map') || path.startsWith('.vite/')) throw notFound();
        if (files.has(path) && path !== 'index.html') {
          const immutable = path.startsWith('assets/');
          // A worker's script (Vite names it `name.worker-hash.js`) takes its CSP from its own answer.
          reply.subresource = immutable && !/\.worker-[^/]*\.js$/.test(path);
          return reply.sendFile(path, { immutable, maxAge: immutable ? '365d' : '1h' });
        }
        reply.header('cache-control', 'no-cache');
        return reply.type('text/html; charset=utf-8').send(pageFor(`/${path}`));
      },
    });
    for (const page of drawnPages) {
      web.get(page.path, {
        config: { access: 'public', rateLimit: page.rateLimit },
        schema: { hide: true },
        handler: async (request, reply) => {
          const params = request.params as Record<string, string>;
          let drawn: DrawnPage | undefined;
          try {
            const renderer = await rendererOf();
            drawn = renderer && (await page.draw(params, request, renderer));
          } catch (error) {
            // The page as built still works: the browser makes the call and shows its answer.
            request.log.error({ err: error }, `drawing ${page.path} failed: sent as built`);
          }
          // A drawn page holds its data (a company's contract): kept by no cache.
          reply.header('cache-control', drawn ? 'no-store' : 'no-cache');
          return reply.type('text/html; charset=utf-8').send(pageFor(addressOf(page.path, params), drawn));
        },
      });
    }
  });
}

/**
 * Files the server keeps itself (training videos) under /media/, public, with range requests.
 * Nothing is fetched from elsewhere at run time.
 */
export async function registerMedia(app: FastifyInstance, root: string) {
  if (!existsSync(root)) return;
  await app.register(async (media) => {
    media.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
      route.schema = { ...route.schema, hide: true };
    });
    await media.register(fastifyStatic, { root, prefix: '/media/', decorateReply: false, index: false, list: false });
  });
}
