import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, STAFF_AREAS } from '@cumplia/shared/enums';
import {
  empresaSchema,
  empresaStaffCreateSchema,
  staffEmpresaListItemSchema,
  staffEmpresaListQuerySchema,
  staffEmpresaMultiplePriceSchema,
  staffEmpresaToolsSchema,
} from '@cumplia/shared/schemas/empresa';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import { toolChangesFromFlags, toolChangesFromPriceMap } from './empresa-wire.ts';
import type { EmpresasService } from './empresas.service.ts';

const staffRoles = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;
const nifParams = z.object({ nifCif: z.string().trim().min(1).max(40) });

/**
 * The staff's company creation, lists and tool activation (spec 2 "Superadmin company creation",
 * "company list", "Worker company list", §7). Every company, whoever's it is; both staff roles, as the
 * spec's guards open these screens to both (spec 2 §2). The worker's creation needs the bearer token
 * like every other call, although the spec's client sent none (issue 9).
 */
export const staffEmpresasRoutes: FastifyPluginAsyncZod<{ empresas: EmpresasService }> = async (app, { empresas }) => {
  for (const area of STAFF_AREAS) {
    const tags = [area === 'admin' ? 'staff: empresas' : 'staff: empresas (worker)'];

    app.post(`/${area}/empresas`, {
      config: { access: staffRoles },
      schema: {
        tags,
        summary: '"Alta de una empresa" by staff: the company, its tools from the product lines, its administrator user',
        body: empresaStaffCreateSchema,
        response: { 201: empresaSchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request, reply) => reply.status(201).send(await empresas.createForStaff(actorOf(request), request.body)),
    });

    app.get(`/${area}/empresas`, {
      config: { access: staffRoles },
      schema: {
        tags,
        summary: 'A page of every company, newest first; verificado=false for "Nuevas empresas"',
        querystring: staffEmpresaListQuerySchema,
        response: { 200: pageResponseSchema(staffEmpresaListItemSchema), ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => empresas.listForStaff(request.query),
    });
  }

  const tags = ['staff: empresas'];

  app.put('/admin/empresas/:nifCif/tools', {
    config: { access: staffRoles },
    schema: {
      tags,
      summary: 'Switch tools on (at a price > 0) or off; callViafirma false records the contract as signed on paper',
      params: nifParams,
      body: staffEmpresaToolsSchema,
      response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      empresas.setToolsByStaff(actorOf(request), request.params.nifCif, toolChangesFromFlags(request.body.tools, request.body.price), {
        requirePrice: true,
        callViafirma: request.body.callViafirma,
      }),
  });

  app.put('/admin/empresas/:nifCif/tools/multiple-price', {
    config: { access: staffRoles },
    schema: {
      tags,
      summary: 'Switch several tools at once, each at its own price',
      params: nifParams,
      body: staffEmpresaMultiplePriceSchema,
      response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      empresas.setToolsByStaff(actorOf(request), request.params.nifCif, toolChangesFromPriceMap(request.body.tools), {
        requirePrice: true,
        callViafirma: request.body.callViafirma,
      }),
  });
};
