import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { DrawnPage, WebRenderer } from '@cumplia/shared/drawn-page';

/**
 * The renderer of the web build in `root` (decision 0072), loaded on first use: React and the
 * screens it draws take ~0.25 s and ~55 MB of the server's memory at the first drawing, then ~40 ms
 * a page. Undefined for a build without one, or one that cannot be loaded (`log` says why, once),
 * whose pages the browser draws. The build must stay where the web app's packages are found
 * (apps/web/dist in the repository, as `npm start` has it).
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
