import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, type Role } from '@cumplia/shared/enums';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import {
  adminRenovacionListQuerySchema,
  empresaRenovacionHistoryQuerySchema,
  gestoriaRenovacionListQuerySchema,
  renovacionCompletaSchema,
  renovacionCurrentSchema,
  renovacionProductosSaveSchema,
  renovacionProductosSchema,
  renovacionSchema,
  renovacionToolParamSchema,
  TOOL_CODE_BY_FLAG,
  workerRenovacionListQuerySchema,
} from '@cumplia/shared/schemas/renovacion';
import { errorResponses } from '../../lib/http.ts';
import { scopedGestoria } from '../../plugins/request-scope.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { RenovacionesService } from './renovaciones.service.ts';

const renovacionPage = pageResponseSchema(renovacionSchema);
const renovacionParams = z.object({ id: z.uuid('Identificador de renovación no válido.') });
/** A company by its id or its NIF/CIF. */
const empresaParams = z.object({ id: z.string().trim().min(1, 'Indique la empresa.').max(64) });
const toolParams = empresaParams.extend({ tool: renovacionToolParamSchema });

/**
 * Who calls each prefix (as for the collaborators, decision 0020): the shared staff screens
 * (/renovacionesadmin, the company detail) call admin/… and open to the superadmin and the worker;
 * the worker's own screen (/worker-renovaciones) calls worker/…, which only the worker role opens.
 */
const ADMIN: readonly [Role, ...Role[]] = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER];
const WORKER: readonly [Role, ...Role[]] = [ROLES.CUMPLIA_WORKER];

/** Renewals for every role (spec 3 §2.1–2.3, §4.3, §4.6, §7 "Renewals"; docs/decisions/0030). */
export const renovacionesRoutes: FastifyPluginAsyncZod<{ renovaciones: RenovacionesService }> = async (app, { renovaciones }) => {
  app.get('/gestorias/my/renovaciones', {
    config: { access: [ROLES.MANAGEMENT], scope: 'gestoria-from-token' },
    schema: {
      tags: ['gestoría: renovaciones'],
      summary: "A page of the renewals of the gestoría's companies, latest period end first",
      querystring: gestoriaRenovacionListQuerySchema,
      response: { 200: renovacionPage, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const gestoria = scopedGestoria(request);
      return gestoria.ownPage(await renovaciones.listGestoria(gestoria.id, request.query));
    },
  });

  for (const [prefix, access] of [
    ['admin', ADMIN],
    ['worker', WORKER],
  ] as const) {
    const tags = [`${prefix === 'admin' ? 'staff' : 'worker'}: renovaciones`];
    const config = { access };

    if (prefix === 'admin') {
      app.get('/admin/renovaciones', {
        config,
        schema: {
          tags,
          summary: 'A page of renewals: status flags, month and year of the renewal date, company; exactly 18 days left first, then days left ascending',
          querystring: adminRenovacionListQuerySchema,
          response: { 200: renovacionPage, ...errorResponses(400, 401, 403) },
        },
        handler: async (request) => renovaciones.listAdmin(request.query),
      });
    } else {
      app.get('/worker/renovaciones', {
        config,
        schema: {
          tags,
          summary: 'A page of renewals: status flags, period end on or before fechaFinMax, company; priority first, then days left ascending',
          querystring: workerRenovacionListQuerySchema,
          response: { 200: renovacionPage, ...errorResponses(400, 401, 403) },
        },
        handler: async (request) => renovaciones.listWorker(request.query),
      });
    }

    app.get(`/${prefix}/renovaciones/:id/productos`, {
      config,
      schema: {
        tags,
        summary: 'The products (tools and renewal prices in euros) of a renewal',
        params: renovacionParams,
        response: { 200: renovacionProductosSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => renovaciones.productos(request.params.id),
    });

    app.post(`/${prefix}/renovaciones/:id/productos`, {
      config,
      schema: {
        tags,
        summary: "Saves a renewal's prices (matched by nombrePlantilla); answers its products",
        params: renovacionParams,
        body: renovacionProductosSaveSchema,
        response: { 200: renovacionProductosSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => renovaciones.saveProductos(actorOf(request), request.params.id, request.body),
    });

    app.post(`/${prefix}/empresas/:id/renovaciones/confirm`, {
      config,
      schema: {
        tags,
        summary: "Confirmar: accepts the company's open renewal (18 days or fewer before its renewal date); answers the renewal",
        params: empresaParams,
        response: { 200: renovacionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => renovaciones.confirm(actorOf(request), request.params.id),
    });

    app.post(`/${prefix}/empresas/:id/renovaciones/disable`, {
      config,
      schema: {
        tags,
        summary: "Deshabilitar: disables the company's open renewal (its tools end with the period); answers the renewal",
        params: empresaParams,
        response: { 200: renovacionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => renovaciones.disable(actorOf(request), request.params.id),
    });
  }

  app.post('/worker/empresas/:id/renovaciones/:tool', {
    config: { access: WORKER },
    schema: {
      tags: ['worker: renovaciones'],
      summary: "Puts a tool (lopdgdd, acosoLaboral, desconexionDigital) in or out of the company's open renewal; answers the renewal",
      params: toolParams,
      response: { 200: renovacionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => renovaciones.toggleTool(actorOf(request), request.params.id, TOOL_CODE_BY_FLAG[request.params.tool]),
  });

  const detailTags = ['staff: empresas (renovaciones)'];

  app.get('/admin/empresas/:id/renovaciones/current', {
    config: { access: ADMIN },
    schema: {
      tags: detailTags,
      summary: "The company's current renewal (its latest), or null when it has none",
      params: empresaParams,
      response: { 200: renovacionCurrentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => renovaciones.current(request.params.id),
  });

  app.get('/admin/empresas/:id/renovaciones/all', {
    config: { access: ADMIN },
    schema: {
      tags: detailTags,
      summary: "The company's renewals, 5 per page, latest period first",
      params: empresaParams,
      querystring: empresaRenovacionHistoryQuerySchema,
      response: { 200: renovacionPage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => renovaciones.history(request.params.id, request.query),
  });

  app.post('/admin/empresas/:id/renovaciones/completa', {
    config: { access: ADMIN },
    schema: {
      tags: detailTags,
      summary: "Creates a renewal with its tools, prices and dates: fechaFin must be the end of the renewed tools' running period (400 otherwise), and tools without one take its period; e-mails the company when enviarEmail",
      params: empresaParams,
      body: renovacionCompletaSchema,
      response: { 201: renovacionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await renovaciones.createCompleta(actorOf(request), request.params.id, request.body)),
  });

  app.post('/admin/empresas/:id/renovaciones', {
    config: { access: ADMIN },
    schema: {
      tags: detailTags,
      summary: "Approve or cancel: the company's open renewal goes pending → accepted (inside the 18-day window) or accepted → pending",
      params: empresaParams,
      response: { 200: renovacionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => renovaciones.toggle(actorOf(request), request.params.id),
  });
};
