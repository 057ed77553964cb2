/**
 * The build's prerender (vite.config.ts, prerenderedPages): the app drawn at an address in Node, as
 * the browser draws it before any session or stored choice is read, so that the page sent for that
 * address shows its content before the app's scripts have arrived; the app then hydrates it
 * (main.tsx; decision 0072). Only pages that are the same for every visitor are prerendered.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/route-table';
import { preloadScreensAt } from './app/screen-route';

/** The app's markup at `path`, for the page's `#root`. */
export async function renderPage(path: string): Promise<string> {
  await preloadScreensAt(routes, path);
  // In one piece: the streaming renderers set a large part apart, to be shown by a script.
  return renderToString(
    <StrictMode>
      <App createRouter={() => createMemoryRouter(routes, { initialEntries: [path] })} />
    </StrictMode>,
  );
}
