import type { RouteObject } from 'react-router';
import { RouteLoading } from '../components/feedback/route-loading';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';
import { empresaRoutes } from './routes/empresa-routes';
import { gestoriaRoutes } from './routes/gestoria-routes';
import { notFoundRoute, publicRoutes } from './routes/public-routes';
import { staffRoutes } from './routes/staff-routes';
import { workerRoutes } from './routes/worker-routes';

/** The whole route table; router.tsx mounts it in the browser, tests in memory. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <RouteLoading />,
    errorElement: <RouteErrorScreen />,
    children: [...publicRoutes, ...gestoriaRoutes, ...empresaRoutes, ...staffRoutes, ...workerRoutes, notFoundRoute],
  },
];
