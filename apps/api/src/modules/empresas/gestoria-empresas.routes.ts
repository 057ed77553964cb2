import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { asignarUsuarioSchema } from '@cumplia/shared/schemas/asignar-usuario';
import { empresaCreateSchema, empresaListItemSchema, empresaListQuerySchema, empresaSchema, empresaToolsSchema, empresaUpdateSchema } from '@cumplia/shared/schemas/empresa';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { errorResponses } from '../../lib/http.ts';
import { requireUser } from '../../plugins/access-policy.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { GestoriasService } from '../gestorias/gestorias.service.ts';
import type { EmpresasService } from './empresas.service.ts';

const gestoriaOnly = [ROLES.MANAGEMENT] as const;
const tags = ['gestoría: empresas'];
const nifParam = (name: 'cifNif' | 'nifCif') => z.object({ [name]: z.string().trim().min(1).max(20) }) as z.ZodObject<Record<typeof name, z.ZodString>>;

/**
 * The collaborator's companies (spec 1 §2.11–§2.17, §7). Every call is scoped to the caller's own
 * gestoría: another gestoría's company is "not found", whatever NIF or id is in the URL.
 */
export const gestoriaEmpresasRoutes: FastifyPluginAsyncZod<{ empresas: EmpresasService; gestorias: GestoriasService }> = async (app, { empresas, gestorias }) => {
  const ownGestoriaId = async (request: Parameters<typeof requireUser>[0]) => (await gestorias.ownGestoria(requireUser(request))).id;
  /**
   * The lists are scoped by the gestoría in the caller's token, without reading the gestoría first:
   * a gestoría that no longer exists has no companies (they are unlinked when it goes), so only an
   * empty list needs the check that the other routes make up front (GESTORIA_NOT_FOUND).
   */
  const ownList = async (request: Parameters<typeof requireUser>[0], query: Parameters<EmpresasService['list']>[1]) => {
    const user = requireUser(request);
    const gestoriaId = user.gestoriaIds[0];
    const page = gestoriaId ? await empresas.list(gestoriaId, query) : undefined;
    if (page && page.totalElements > 0) return page;
    await gestorias.ownGestoria(user); // throws when the token names no gestoría, or one that is gone
    return page!;
  };

  app.get('/gestorias/my/empresas', {
    config: { access: gestoriaOnly },
    schema: { tags, summary: "A page of the gestoría's companies, newest first", querystring: empresaListQuerySchema, response: { 200: pageResponseSchema(empresaListItemSchema), ...errorResponses(400, 401, 403) } },
    handler: async (request) => ownList(request, request.query),
  });

  app.get('/gestorias/my/empresas/sin-usuario', {
    config: { access: gestoriaOnly },
    schema: { tags, summary: 'Companies with no user', querystring: empresaListQuerySchema, response: { 200: pageResponseSchema(empresaListItemSchema), ...errorResponses(400, 401, 403) } },
    handler: async (request) => ownList(request, { ...request.query, withoutUser: true }),
  });

  app.post('/gestorias/my/empresas', {
    config: { access: gestoriaOnly },
    schema: { tags, summary: '"Alta de una empresa": the company and its administrator user', body: empresaCreateSchema, response: { 201: empresaSchema, ...errorResponses(400, 401, 403, 409) } },
    handler: async (request, reply) => reply.status(201).send(await empresas.createForGestoria(actorOf(request), await ownGestoriaId(request), request.body)),
  });

  app.get('/gestorias/empresas/:cifNif', {
    config: { access: gestoriaOnly },
    schema: { tags, summary: 'One of the gestoría\'s companies, by NIF/CIF', params: nifParam('cifNif'), response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => empresas.getOwn(await ownGestoriaId(request), request.params.cifNif),
  });

  app.put('/gestorias/my/empresas/:cifNif', {
    config: { access: gestoriaOnly },
    schema: { tags, summary: 'Edit a company (username and tools are not edited here)', params: nifParam('cifNif'), body: empresaUpdateSchema, response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request) => empresas.updateOwn(actorOf(request), await ownGestoriaId(request), request.params.cifNif, request.body),
  });

  app.put('/gestorias/my/empresas/:nifCif/tools', {
    config: { access: gestoriaOnly },
    schema: { tags, summary: 'Switch the three tools on or off', params: nifParam('nifCif'), body: empresaToolsSchema, response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => empresas.setToolsOwn(actorOf(request), await ownGestoriaId(request), request.params.nifCif, request.body),
  });

  app.post('/empresas/:id/asignar-usuario', {
    config: { access: gestoriaOnly },
    schema: {
      tags,
      summary: 'Create the administrator user of a company without one; it gets the verification e-mail',
      params: z.object({ id: z.uuid('Identificador de empresa no válido.') }),
      body: asignarUsuarioSchema,
      response: { 201: z.object({ id: z.string(), username: z.string(), email: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.status(201).send(await empresas.assignUser(actorOf(request), await ownGestoriaId(request), request.params.id, request.body)),
  });
};
