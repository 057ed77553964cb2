import { sistemaModo } from '../../config.ts';
import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    dashboard: DashboardService;
  }
}

/** The homes' figures: the staff dashboard (decision 0021) and each role's pending work (decision 0053). */
export const dashboardModule = defineModule({
  name: 'dashboard',
  provides: ['dashboard'],
  services: ({ db, now, config }) => ({ dashboard: createDashboardService({ db, now, sending: sistemaModo(config) === 'verifactu' }) }),
  routes: ({ dashboard }) => [mount(API_PREFIXES.core, dashboardRoutes, { dashboard })],
});
