import { defineModule, mount } from '../manifest.ts';
import { healthRoutes } from './health.routes.ts';

/** /api/health: liveness and the database. */
export const healthModule = defineModule({
  name: 'health',
  routes: () => [mount('', healthRoutes, {})],
});
