import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { FirmaContrato } from '@cumplia/shared/schemas/contrato';
import type { DrawnPage } from './page-preloads.ts';

/**
 * What the web build's server renderer draws (apps/web/src/server-render.tsx, built into
 * dist/.vite/server/; decision 0072): the app as the browser would draw it with the given answers in
 * its cache.
 */
export interface WebRenderer {
  /** The signing page of `token` showing `contrato`, the answer of GET {core}/firma/{token}. */
  drawSigningPage(token: string, contrato: FirmaContrato): Promise<DrawnPage>;
}

/**
 * The renderer of the build in `root`, loaded on first use (React and the screens it draws: ~0.25 s
 * and ~50 MB of the server's memory at the first drawing, measured; then ~40 ms a page); undefined for a build without one, or one that cannot be loaded (`log` says
 * why, once), whose pages the browser draws. The build must stay where the web app's packages are
 * found (apps/web/dist in the repository, as `npm start` has it).
 */
export function webRendererOf(root: string, log: (error: unknown) => void): () => Promise<WebRenderer | undefined> {
  const file = join(root, '.vite/server/server-render.js');
  let loading: Promise<WebRenderer | undefined> | undefined;
  return () => {
    if (!existsSync(file)) return Promise.resolve(undefined);
    loading ??= (import(pathToFileURL(file).href) as Promise<WebRenderer>).catch((error: unknown) => {
      log(error);
      return undefined;
    });
    return loading;
  };
}

/** A web page the server draws at its address with the data it shows (a module's `pages`). */
export interface ServerDrawnPage {
  /** The address, `:name` for a segment ("/firma/:token"), as the web app's route table names it. */
  path: string;
  /** Drawing it reads the database as the page's first call does, within the same limit. */
  rateLimit: { max: number; timeWindow: string };
  /** The page drawn for this request, or undefined to send it as built (the browser then makes the call and shows its answer). */
  draw(params: Record<string, string>, request: FastifyRequest, renderer: WebRenderer): Promise<DrawnPage | undefined>;
}
