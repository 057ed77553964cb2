import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, type Role, type StaffArea } from '@cumplia/shared/enums';
import {
  gestoriaCreateSchema,
  gestoriaDetailSchema,
  gestoriaListItemSchema,
  gestoriaListQuerySchema,
  gestoriaSchema,
  gestoriaUpdateSchema,
} from '@cumplia/shared/schemas/gestoria';
import { pageQuerySchema, pageResponseSchema } from '@cumplia/shared/schemas/page';
import { errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { EmpresaReadsService } from '../empresas/empresa-reads.service.ts';
import type { GestoriasService } from './gestorias.service.ts';

const idParams = z.object({ id: z.uuid('Identificador de gestoría no válido.') });

/**
 * Who calls each prefix. The spec opens the shared staff screens (/anadircolaboradorsuperadmin,
 * /editargestoriaslistado, /detalleempresa…) to the superadmin and the worker alike, and those
 * screens call admin/…; the worker's own screens call worker/…, which only the worker role opens.
 */
const AREAS: ReadonlyArray<{ prefix: StaffArea; access: readonly [Role, ...Role[]]; tags: string[] }> = [
  { prefix: 'admin', access: [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER], tags: ['staff: colaboradores'] },
  { prefix: 'worker', access: [ROLES.CUMPLIA_WORKER], tags: ['worker: colaboradores'] },
];

/**
 * The collaborators (gestorías) as staff administer them (spec 2 "Collaborator creation", "list",
 * "detail", §7): the same calls under admin/ and worker/. The detail's companies come from the
 * companies module, one page at a time.
 */
export const staffGestoriasRoutes: FastifyPluginAsyncZod<{ gestorias: GestoriasService; empresaReads: EmpresaReadsService }> = async (app, { gestorias, empresaReads }) => {
  for (const { prefix, access, tags } of AREAS) {
    const config = { access };

    app.post(`/${prefix}/gestorias`, {
      config,
      schema: {
        tags,
        summary: '"Alta de Colaborador": the gestoría, its prices and its administrator user (verification e-mail)',
        body: gestoriaCreateSchema,
        response: { 201: gestoriaSchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request, reply) => reply.status(201).send(await gestorias.create(actorOf(request), request.body)),
    });

    app.get(`/${prefix}/gestorias`, {
      config,
      schema: {
        tags,
        summary: 'A page of collaborators, newest first, by name and NIF/CIF',
        querystring: gestoriaListQuerySchema,
        response: { 200: pageResponseSchema(gestoriaListItemSchema), ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => gestorias.list(request.query),
    });

    app.get(`/${prefix}/gestorias/:id`, {
      config,
      schema: {
        tags,
        summary: 'A collaborator with its product lines and one page (page, size) of its companies',
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: gestoriaDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const gestoria = await gestorias.get(request.params.id);
        return { ...gestoria, empresas: await empresaReads.list(gestoria.id, request.query) };
      },
    });

    // The spec reads the edit at admin/gestorias/{id} and at admin/gestoria/{id}: both answer.
    const updatePaths = prefix === 'admin' ? ['/admin/gestorias/:id', '/admin/gestoria/:id'] : ['/worker/gestorias/:id'];
    for (const path of updatePaths) {
      app.put(path, {
        config,
        schema: {
          tags,
          summary: 'Edit a collaborator: its data, commission and product lines (which replace the old ones)',
          params: idParams,
          body: gestoriaUpdateSchema,
          response: { 200: gestoriaSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        handler: async (request) => gestorias.update(actorOf(request), request.params.id, request.body),
      });
    }
  }
};
