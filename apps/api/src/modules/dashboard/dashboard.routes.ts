import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@cumplia/shared/enums';
import { staffDashboardSchema } from '@cumplia/shared/schemas/dashboard';
import { errorResponses } from '../../lib/http.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['staff: dashboard'];

/**
 * The staff dashboard beside each home's list (beyond the spec, issue 9): the superadmin's home
 * calls the admin path, the worker's home the worker path, as each home's list does (spec 2 §7).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  const home = { admin: [ROLES.CUMPLIA], worker: [ROLES.CUMPLIA_WORKER] } as const;
  for (const [area, access] of Object.entries(home)) {
    app.get(`/${area}/dashboard`, {
      config: { access },
      schema: {
        tags,
        summary: 'Companies by state, active tools, new companies per month (12) and the 10 gestorías with most companies',
        response: { 200: staffDashboardSchema, ...errorResponses(401, 403) },
      },
      handler: async () => dashboard.staff(),
    });
  }
};
