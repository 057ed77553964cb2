import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { EmpresaEditsService } from './empresa-edits.service.ts';

/**
 * "Verificar" in the superadmin's "Nuevas empresas" (spec 2 §4, §7). Only ROLE_CUMPLIA: the spec
 * shows the button on the superadmin's home alone; the worker's home lists the same companies
 * without it.
 */
export const empresaVerificationRoutes: FastifyPluginAsyncZod<{ edits: EmpresaEditsService }> = async (app, { edits }) => {
  app.post('/admin/empresas/:id/verify', {
    config: { access: [ROLES.CUMPLIA] },
    schema: {
      tags: ['staff: empresas'],
      summary: 'Mark a company verified (empty body); verifying it again changes nothing',
      params: z.object({ id: z.uuid('Identificador de empresa inválido.') }),
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await edits.verify(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
