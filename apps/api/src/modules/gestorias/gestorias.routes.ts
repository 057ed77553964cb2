import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@cumplia/shared/enums';
import { gestoriaMySchema } from '@cumplia/shared/schemas/empresa';
import { errorResponses } from '../../lib/http.ts';
import { scopedGestoria } from '../../plugins/request-scope.ts';
import type { EmpresaReadsService } from '../empresas/empresa-reads.service.ts';

/** Companies listed with the gestoría itself; the full list is paged at gestorias/my/empresas. */
const LATEST_EMPRESAS = 100;

/** GET {core}/gestorias/my: the collaborator's own gestoría and its latest companies. */
export const gestoriasRoutes: FastifyPluginAsyncZod<{ empresaReads: EmpresaReadsService }> = async (app, { empresaReads }) => {
  app.get('/gestorias/my', {
    config: { access: [ROLES.MANAGEMENT], scope: 'gestoria' },
    schema: { tags: ['gestoría'], summary: 'The gestoría of the logged-in collaborator', response: { 200: gestoriaMySchema, ...errorResponses(401, 403) } },
    handler: async (request) => {
      const gestoria = await scopedGestoria(request).read();
      const latest = await empresaReads.list(gestoria.id, { page: 0, size: LATEST_EMPRESAS });
      return { ...gestoria, empresas: latest.content };
    },
  });
};
