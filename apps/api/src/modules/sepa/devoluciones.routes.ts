import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { SEPA_DEVOLUCION_MAX_BYTES, SEPA_DEVOLUCION_MESSAGES, sepaDevolucionFicheroSchema, sepaDevolucionSchema } from '@cumplia/shared/schemas/sepa-devoluciones';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { DevolucionesService } from './devoluciones.service.ts';

const staff = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;
const tags = ['staff: SEPA'];
const idParams = z.object({ id: z.uuid('Identificador no válido.') });

/**
 * The bank's return and reject files (issue 20; docs/decisions/0051): staff upload one on the
 * invoicing screen, and each remittance lists its returns.
 */
export const devolucionesRoutes: FastifyPluginAsyncZod<{ devoluciones: DevolucionesService }> = async (app, { devoluciones }) => {
  app.post('/admin/facturas/sepa/devoluciones', {
    config: { access: staff },
    schema: {
      tags,
      summary: "Upload the bank's return or reject file (multipart field \"file\": pain.002.001.03/.10, camt.054.001.02/.08): each collection named becomes DEVUELTA and its invoice pending again; the same file twice changes nothing",
      consumes: ['multipart/form-data'],
      response: { 200: sepaDevolucionFicheroSchema, ...errorResponses(400, 401, 403, 413) },
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw badRequest('VALIDATION_ERROR', SEPA_DEVOLUCION_MESSAGES.noFile, { file: SEPA_DEVOLUCION_MESSAGES.noFile });
      const file = await request.file({ limits: { fileSize: SEPA_DEVOLUCION_MAX_BYTES } });
      if (!file) throw badRequest('VALIDATION_ERROR', SEPA_DEVOLUCION_MESSAGES.noFile, { file: SEPA_DEVOLUCION_MESSAGES.noFile });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'PAYLOAD_TOO_LARGE', SEPA_DEVOLUCION_MESSAGES.tooLarge);
        throw error;
      }
      if (bytes.length === 0) throw badRequest('VALIDATION_ERROR', SEPA_DEVOLUCION_MESSAGES.noFile, { file: SEPA_DEVOLUCION_MESSAGES.noFile });
      return devoluciones.upload(actorOf(request), { fileName: file.filename || 'devoluciones.xml', bytes });
    },
  });

  app.get('/admin/facturas/sepa/remesas/:id/devoluciones', {
    config: { access: staff },
    schema: { tags, summary: 'The collections of a remittance the bank returned or rejected', params: idParams, response: { 200: z.array(sepaDevolucionSchema), ...errorResponses(400, 401, 403) } },
    handler: async (request) => devoluciones.listOfRemesa(request.params.id),
  });
};
