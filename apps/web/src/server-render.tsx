/**
 * The app drawn in Node (decision 0072), for pages that show their content before the app's scripts
 * have arrived; the app then hydrates them (main.tsx). Built by vite.config.ts (`serverRender`) into
 * dist/.vite/server/, never served:
 * - at build, the landing, the same for every visitor (`renderPage`);
 * - by the API server, a signing link's page with its contract (`drawSigningPage`), as the browser
 *   would draw it with that answer of GET {core}/firma/{token} in its cache.
 * Drawn as a browser without a session or stored choice draws it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type { WebRenderer } from '@cumplia/shared/drawn-page';
import { App } from './app/app';
import { pageDataElement, type PageQueries } from './app/page-data';
import { routes } from './app/route-table';
import { preloadScreensAt } from './app/screen-route';
import { firmaKeys } from './features/contratos/api/firma';
import { createQueryClient } from './lib/query-client';

/** The app's markup at `path` with `queries` in its cache. */
async function draw(path: string, queries: PageQueries = []): Promise<string> {
  await preloadScreensAt(routes, path);
  const queryClient = createQueryClient();
  for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  // In one piece: the streaming renderers set a large part apart, to be shown by a script.
  return renderToString(
    <StrictMode>
      <App createRouter={() => createMemoryRouter(routes, { initialEntries: [path] })} queryClient={queryClient} />
    </StrictMode>,
  );
}

/** The app's markup at `path`, for the page's `#root`. */
export const renderPage = (path: string): Promise<string> => draw(path);

/**
 * The signing page of `token` showing `contrato` (the answer of GET {core}/firma/{token}). A page
 * counting down to "Reenviar código" depends on the moment it is drawn, which the browser's would
 * not match: that one comes with its data only, and the browser draws it.
 */
export const drawSigningPage: WebRenderer['drawSigningPage'] = async (token, contrato) => {
  const queries: PageQueries = [[firmaKeys.contrato(token), contrato]];
  const markup = contrato.resendAvailableAt === null ? await draw(`/firma/${encodeURIComponent(token)}`, queries) : undefined;
  return { markup, data: pageDataElement(queries) };
};
