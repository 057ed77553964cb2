import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@cumplia/shared/enums';
import { empresaPendientesSchema, gestoriaPendientesSchema, staffDashboardSchema, staffPendientesSchema } from '@cumplia/shared/schemas/dashboard';
import { errorResponses } from '../../lib/http.ts';
import { scopedEmpresaId, scopedGestoria } from '../../plugins/request-scope.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['staff: dashboard'];

/**
 * The homes' figures. The staff dashboard beside each home's list (beyond the spec, issue 9): the
 * superadmin's home calls the admin path, the worker's home the worker path, as each home's list
 * does (spec 2 §7). Each role's pending work (issue 23, decision 0053): the staff's, the
 * collaborator's (its own companies) and the client's (its own invoices).
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

    app.get(`/${area}/dashboard/pendientes`, {
      config: { access },
      schema: {
        tags,
        summary: 'Pending work: companies to verify, invoices to collect within 7 days (overdue included), renewals pending a decision',
        response: { 200: staffPendientesSchema, ...errorResponses(401, 403) },
      },
      handler: async () => dashboard.staffPendientes(),
    });
  }

  app.get('/gestorias/my/dashboard', {
    config: { access: [ROLES.MANAGEMENT], scope: 'gestoria' },
    schema: {
      tags: ['gestoría: inicio'],
      summary: "The collaborator's pending work, its own companies only: without a user, a contract unsigned for 7 days or more, renewals pending a decision",
      response: { 200: gestoriaPendientesSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => dashboard.gestoriaPendientes(scopedGestoria(request).id),
  });

  app.get('/empresas/my/dashboard', {
    config: { access: [ROLES.COMPANY], scope: 'empresa' },
    schema: {
      tags: ['empresas'],
      summary: "The client's invoices not yet collected, with their amount and collection date, soonest first",
      response: { 200: empresaPendientesSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => dashboard.empresaPendientes(scopedEmpresaId(request)),
  });
};
