import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { errorResponses } from '../../lib/http.ts';
import type { VerifactuService } from './verifactu.service.ts';

const staff = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;

/** Staff read the VERI*FACTU records of an invoice as the tax agency would receive them. */
export const verifactuRoutes: FastifyPluginAsyncZod<{ verifactu: VerifactuService }> = async (app, { verifactu }) => {
  app.get('/admin/facturas/:id/verifactu', {
    config: { access: staff },
    schema: {
      tags: ['staff: facturas'],
      summary: "An invoice's VERI*FACTU records (RegistroAlta, RegistroAnulacion) as SuministroLR XML",
      params: z.object({ id: z.uuid('Identificador de factura no válido.') }),
      response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const xml = await verifactu.recordsXml(request.params.id);
      reply.type('application/xml; charset=utf-8').header('content-disposition', `inline; filename="verifactu_${request.params.id}.xml"`);
      return xml;
    },
  });
};
