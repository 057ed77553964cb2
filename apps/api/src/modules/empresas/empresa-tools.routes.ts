import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { empresaSchema, empresaToolsSchema, staffEmpresaMultiplePriceSchema, staffEmpresaToolsSchema } from '@cumplia/shared/schemas/empresa';
import { errorResponses } from '../../lib/http.ts';
import { scopedGestoria } from '../../plugins/request-scope.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { EmpresaToolsService } from './empresa-tools.service.ts';
import { toolChangesFromFlags, toolChangesFromPriceMap } from './empresa-wire.ts';

const staffRoles = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;

/**
 * Every call that switches a company's tools (spec 1 §7, spec 2 §7): the collaborator's, the
 * superadmin's (a price, the contract by link or on paper) and the worker's toggle, which sends the
 * flags alone instead of the whole company through its edit, so that it never writes back an older
 * copy of the company (decision 0041). Each one changes the tools alone, through the one tool-change
 * plan; creation paths switch tools on from their own routes, and the spec's worker PUT of the whole
 * company still switches them when its flags differ.
 */
export const empresaToolsRoutes: FastifyPluginAsyncZod<{ tools: EmpresaToolsService }> = async (app, { tools }) => {
  app.put('/gestorias/my/empresas/:nifCif/tools', {
    config: { access: [ROLES.MANAGEMENT], scope: 'gestoria' },
    schema: {
      tags: ['gestoría: empresas'],
      summary: 'Switch the three tools on or off',
      params: z.object({ nifCif: z.string().trim().min(1).max(20) }),
      body: empresaToolsSchema,
      response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => tools.setOwn(actorOf(request), scopedGestoria(request).id, request.params.nifCif, request.body),
  });

  const staffTags = ['staff: empresas'];
  const nifParams = z.object({ nifCif: z.string().trim().min(1).max(40) });

  app.put('/admin/empresas/:nifCif/tools', {
    config: { access: staffRoles },
    schema: {
      tags: staffTags,
      summary: 'Switch tools on (at a price > 0) or off; callViafirma false records the contract as signed on paper',
      params: nifParams,
      body: staffEmpresaToolsSchema,
      response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      tools.setByStaff(actorOf(request), request.params.nifCif, toolChangesFromFlags(request.body.tools, request.body.price), {
        requirePrice: true,
        signature: request.body.callViafirma ? 'link' : 'paper',
      }),
  });

  app.put('/admin/empresas/:nifCif/tools/multiple-price', {
    config: { access: staffRoles },
    schema: {
      tags: staffTags,
      summary: 'Switch several tools at once, each at its own price',
      params: nifParams,
      body: staffEmpresaMultiplePriceSchema,
      response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      tools.setByStaff(actorOf(request), request.params.nifCif, toolChangesFromPriceMap(request.body.tools), {
        requirePrice: true,
        signature: request.body.callViafirma ? 'link' : 'paper',
      }),
  });

  app.put('/worker/empresas/:idOrNifCif/tools', {
    config: { access: staffRoles },
    schema: {
      tags: ['staff: empresas (worker)'],
      summary: "The worker's toggle: the three flags alone; a tool switched on takes the gestoría's price and its contract goes out by link",
      params: z.object({ idOrNifCif: z.string().trim().min(1).max(40) }),
      body: empresaToolsSchema,
      response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => tools.setByWorker(actorOf(request), request.params.idOrNifCif, request.body),
  });
};
