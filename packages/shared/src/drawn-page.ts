import type { FirmaContrato } from './schemas/contrato.ts';

/**
 * A web page the server draws for a request (decision 0072): the app's markup for the page's
 * `#root` (none when the browser must draw it) and the page's data element, the answers it was drawn
 * with, which the app starts from.
 */
export interface DrawnPage {
  markup?: string;
  data: string;
}

/**
 * What the web build's server renderer (apps/web/src/server-render.tsx, built into
 * dist/.vite/server/) offers the API server (apps/api/src/lib/web-renderer.ts): the app as the
 * browser would draw it with the given answers in its cache.
 */
export interface WebRenderer {
  /** The signing page of `token` showing `contrato`, the answer of GET {core}/firma/{token}. */
  drawSigningPage(token: string, contrato: FirmaContrato): Promise<DrawnPage>;
}
