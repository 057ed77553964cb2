import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { asignarUsuarioSchema } from '@cumplia/shared/schemas/asignar-usuario';
import { empresaCreateSchema, empresaListItemSchema, empresaListQuerySchema, empresaSchema, empresaUpdateSchema } from '@cumplia/shared/schemas/empresa';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { errorResponses } from '../../lib/http.ts';
import { scopedGestoria } from '../../plugins/request-scope.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { EmpresaCreationService } from './empresa-creation.service.ts';
import type { EmpresaEditsService } from './empresa-edits.service.ts';
import type { EmpresaReadsService } from './empresa-reads.service.ts';

const gestoriaOnly = [ROLES.MANAGEMENT] as const;
const tags = ['gestoría: empresas'];
const nifParams = z.object({ nifCif: z.string().trim().min(1).max(20) });

/**
 * The collaborator's companies (spec 1 §2.11–§2.17, §7); their tools in empresa-tools.routes.ts. Every call is scoped to the caller's own
 * gestoría (`config.scope`): another gestoría's company is "not found", whatever NIF or id is in the URL.
 */
export const gestoriaEmpresasRoutes: FastifyPluginAsyncZod<{ creation: EmpresaCreationService; reads: EmpresaReadsService; edits: EmpresaEditsService }> = async (
  app,
  { creation, reads, edits },
) => {
  /** The lists take the gestoría from the caller's token without reading it first (`ownPage`). */
  const ownList = async (request: FastifyRequest, query: Parameters<EmpresaReadsService['list']>[1]) => {
    const gestoria = scopedGestoria(request);
    return gestoria.ownPage(await reads.list(gestoria.id, query));
  };

  app.get('/gestorias/my/empresas', {
    config: { access: gestoriaOnly, scope: 'gestoria-from-token' },
    schema: { tags, summary: "A page of the gestoría's companies, newest first", querystring: empresaListQuerySchema, response: { 200: pageResponseSchema(empresaListItemSchema), ...errorResponses(400, 401, 403) } },
    handler: async (request) => ownList(request, request.query),
  });

  app.get('/gestorias/my/empresas/sin-usuario', {
    config: { access: gestoriaOnly, scope: 'gestoria-from-token' },
    schema: { tags, summary: 'Companies with no user', querystring: empresaListQuerySchema, response: { 200: pageResponseSchema(empresaListItemSchema), ...errorResponses(400, 401, 403) } },
    handler: async (request) => ownList(request, { ...request.query, withoutUser: true }),
  });

  app.post('/gestorias/my/empresas', {
    config: { access: gestoriaOnly, scope: 'gestoria' },
    schema: { tags, summary: '"Alta de una empresa": the company and its administrator user', body: empresaCreateSchema, response: { 201: empresaSchema, ...errorResponses(400, 401, 403, 409) } },
    handler: async (request, reply) => reply.status(201).send(await creation.createForGestoria(actorOf(request), scopedGestoria(request).id, request.body)),
  });

  app.get('/gestorias/empresas/:nifCif', {
    config: { access: gestoriaOnly, scope: 'gestoria' },
    schema: { tags, summary: 'One of the gestoría\'s companies, by NIF/CIF', params: nifParams, response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => reads.getOwn(scopedGestoria(request).id, request.params.nifCif),
  });

  app.put('/gestorias/my/empresas/:nifCif', {
    config: { access: gestoriaOnly, scope: 'gestoria' },
    schema: { tags, summary: 'Edit a company (username and tools are not edited here)', params: nifParams, body: empresaUpdateSchema, response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request) => edits.updateOwn(actorOf(request), scopedGestoria(request).id, request.params.nifCif, request.body),
  });

  app.post('/empresas/:id/asignar-usuario', {
    config: { access: gestoriaOnly, scope: 'gestoria' },
    schema: {
      tags,
      summary: 'Create the administrator user of a company without one; it gets the verification e-mail',
      params: z.object({ id: z.uuid('Identificador de empresa no válido.') }),
      body: asignarUsuarioSchema,
      response: { 201: z.object({ id: z.string(), username: z.string(), email: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.status(201).send(await edits.assignUser(actorOf(request), scopedGestoria(request).id, request.params.id, request.body)),
  });
};
