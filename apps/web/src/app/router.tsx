import { createBrowserRouter } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api-client';
import { routes } from './route-table';
import { preloadScreensAt } from './screen-route';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // A refused token refresh ends the session: go to the login screen without reloading the app.
  setSessionExpiredHandler(() => void router.navigate('/acceso', { replace: true }));
  return router;
}

/**
 * React reveals a screen no sooner than 300 ms after the loading state it replaces (its throttle of
 * Suspense reveals), so waiting up to that long for the opening screen's code never shows it later.
 */
const OPENING_SCREEN_WAIT_MS = 300;

/**
 * Settles when the screen of the address the app opens on has loaded or, unless `wholly`, after
 * OPENING_SCREEN_WAIT_MS: the app's first draw waits for it (main.tsx; decision 0072). Hydrating a
 * page drawn ahead waits `wholly`, for the screen it shows.
 */
export function openingScreenLoaded({ wholly }: { wholly: boolean }): Promise<void> {
  const loaded = preloadScreensAt(routes, window.location.pathname);
  if (wholly) return loaded;
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, OPENING_SCREEN_WAIT_MS))]);
}
