import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, STAFF_AREAS } from '@cumplia/shared/enums';
import { comisionesMesSchema, comisionesQuerySchema, comisionMesQuerySchema, liquidacionSchema } from '@cumplia/shared/schemas/comision';
import { attachment, errorResponses } from '../../lib/http.ts';
import { scopedGestoria } from '../../plugins/request-scope.ts';
import type { ComisionesService, LiquidacionFile } from './comisiones.service.ts';

const staff = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;
const gestoriaParams = z.object({ gestoriaId: z.uuid('Identificador de gestoría no válido.') });
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendFile(reply: FastifyReply, contentType: string, file: LiquidacionFile) {
  // A liquidación names a gestoría and its companies' invoices: never kept by a shared cache.
  return reply.header('content-type', contentType).header('content-disposition', attachment(file.fileName)).header('cache-control', 'private, no-store').send(file.bytes);
}

/**
 * Liquidaciones de comisiones (docs/decisions/0032): staff see every gestoría's month and each one's
 * liquidación, as JSON, PDF or Excel; a gestoría sees its own, the same three ways.
 */
export const comisionesRoutes: FastifyPluginAsyncZod<{ comisiones: ComisionesService }> = async (app, { comisiones }) => {
  for (const area of STAFF_AREAS) {
    const tags = [area === 'admin' ? 'staff: comisiones' : 'staff: comisiones (worker)'];

    app.get(`/${area}/comisiones`, {
      config: { access: staff },
      schema: {
        tags,
        summary: "A month's commissions: its totals over every gestoría and a page of the gestorías with invoices that month, by name",
        querystring: comisionesQuerySchema,
        response: { 200: comisionesMesSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => comisiones.mes(request.query),
    });

    app.get(`/${area}/comisiones/:gestoriaId`, {
      config: { access: staff },
      schema: {
        tags,
        summary: "A gestoría's liquidación de comisiones for a month: each invoice with the percentage it was issued with, and the totals",
        params: gestoriaParams,
        querystring: comisionMesQuerySchema,
        response: { 200: liquidacionSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => comisiones.liquidacion(request.params.gestoriaId, request.query.mes),
    });

    app.get(`/${area}/comisiones/:gestoriaId/pdf`, {
      config: { access: staff },
      schema: { tags, summary: "A gestoría's liquidación as Liquidacion_comisiones_{nifCif}_{mes}.pdf", params: gestoriaParams, querystring: comisionMesQuerySchema, produces: [PDF], response: errorResponses(400, 401, 403, 404) },
      handler: async (request, reply) => sendFile(reply, PDF, await comisiones.pdf(request.params.gestoriaId, request.query.mes)),
    });

    app.get(`/${area}/comisiones/:gestoriaId/excel`, {
      config: { access: staff },
      schema: { tags, summary: "A gestoría's liquidación as Liquidacion_comisiones_{nifCif}_{mes}.xlsx", params: gestoriaParams, querystring: comisionMesQuerySchema, produces: [XLSX], response: errorResponses(400, 401, 403, 404) },
      handler: async (request, reply) => sendFile(reply, XLSX, await comisiones.excel(request.params.gestoriaId, request.query.mes)),
    });
  }

  const tags = ['gestoría: comisiones'];
  // The gestoría is read before the handler: one that is gone answers GESTORIA_NOT_FOUND, as its invoices do.
  const own = { access: [ROLES.MANAGEMENT], scope: 'gestoria' } as const;

  app.get('/gestorias/my/comisiones', {
    config: own,
    schema: { tags, summary: "The gestoría's own liquidación de comisiones for a month", querystring: comisionMesQuerySchema, response: { 200: liquidacionSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => comisiones.liquidacion(scopedGestoria(request).id, request.query.mes),
  });

  app.get('/gestorias/my/comisiones/pdf', {
    config: own,
    schema: { tags, summary: "The gestoría's own liquidación as Liquidacion_comisiones_{nifCif}_{mes}.pdf", querystring: comisionMesQuerySchema, produces: [PDF], response: errorResponses(400, 401, 403, 404) },
    handler: async (request, reply) => sendFile(reply, PDF, await comisiones.pdf(scopedGestoria(request).id, request.query.mes)),
  });

  app.get('/gestorias/my/comisiones/excel', {
    config: own,
    schema: { tags, summary: "The gestoría's own liquidación as Liquidacion_comisiones_{nifCif}_{mes}.xlsx", querystring: comisionMesQuerySchema, produces: [XLSX], response: errorResponses(400, 401, 403, 404) },
    handler: async (request, reply) => sendFile(reply, XLSX, await comisiones.excel(scopedGestoria(request).id, request.query.mes)),
  });
};
