import { createBrowserRouter } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api-client';
import { routes } from './route-table';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // A refused token refresh ends the session: go to the login screen without reloading the app.
  setSessionExpiredHandler(() => void router.navigate('/acceso', { replace: true }));
  return router;
}
