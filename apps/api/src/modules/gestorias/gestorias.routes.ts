import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@cumplia/shared/enums';
import { gestoriaMySchema } from '@cumplia/shared/schemas/empresa';
import { errorResponses } from '../../lib/http.ts';
import { requireUser } from '../../plugins/access-policy.ts';
import type { EmpresasService } from '../empresas/empresas.service.ts';
import type { GestoriasService } from './gestorias.service.ts';

/** Companies listed with the gestoría itself; the full list is paged at gestorias/my/empresas. */
const LATEST_EMPRESAS = 100;

/** GET {core}/gestorias/my: the collaborator's own gestoría and its latest companies. */
export const gestoriasRoutes: FastifyPluginAsyncZod<{ gestorias: GestoriasService; empresas: EmpresasService }> = async (app, { gestorias, empresas }) => {
  app.get('/gestorias/my', {
    config: { access: [ROLES.MANAGEMENT] },
    schema: { tags: ['gestoría'], summary: 'The gestoría of the logged-in collaborator', response: { 200: gestoriaMySchema, ...errorResponses(401, 403) } },
    handler: async (request) => {
      const gestoria = await gestorias.ownGestoria(requireUser(request));
      const latest = await empresas.list(gestoria.id, { page: 0, size: LATEST_EMPRESAS });
      return { ...gestoria, empresas: latest.content };
    },
  });
};
