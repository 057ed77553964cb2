import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { ALTA_MASIVA_MESSAGES, archivoCsvSchema, procesamientoSchema } from '@cumplia/shared/schemas/alta-masiva';
import { pageQuerySchema, pageResponseSchema } from '@cumplia/shared/schemas/page';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { attachment, errorResponses } from '../../lib/http.ts';
import { scopedGestoria } from '../../plugins/request-scope.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { AltaMasivaService } from './alta-masiva.service.ts';

const gestoriaOnly = [ROLES.MANAGEMENT] as const;
const tags = ['gestoría: alta masiva'];
const idParams = z.object({ id: z.uuid('Identificador de archivo no válido.') });

/** {core}/gestorias: bulk registration of companies from a CSV file (0-product-decisions "Bulk upload"). */
export const altaMasivaRoutes: FastifyPluginAsyncZod<{ altaMasiva: AltaMasivaService }> = async (app, { altaMasiva }) => {
  app.post('/gestorias/upload-csv', {
    config: { access: gestoriaOnly, scope: 'gestoria' },
    schema: { tags, summary: 'Upload a CSV (multipart field "file"); processed in the background', consumes: ['multipart/form-data'], response: { 201: archivoCsvSchema, ...errorResponses(400, 401, 403, 413) } },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('VALIDATION_ERROR', ALTA_MASIVA_MESSAGES.noFile, { file: ALTA_MASIVA_MESSAGES.noFile });
      const gestoriaId = scopedGestoria(request).id;
      const file = await request.file();
      if (!file) throw badRequest('VALIDATION_ERROR', ALTA_MASIVA_MESSAGES.noFile, { file: ALTA_MASIVA_MESSAGES.noFile });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'PAYLOAD_TOO_LARGE', ALTA_MASIVA_MESSAGES.tooLarge);
        throw error;
      }
      const archivo = await altaMasiva.upload(actorOf(request), gestoriaId, { filename: file.filename, mimetype: file.mimetype, bytes });
      return reply.status(201).send(archivo);
    },
  });

  app.get('/gestorias/archivos/my', {
    config: { access: gestoriaOnly, scope: 'gestoria-from-token' },
    schema: { tags, summary: "The gestoría's uploaded files, newest first, with their progress", querystring: pageQuerySchema, response: { 200: pageResponseSchema(archivoCsvSchema), ...errorResponses(400, 401, 403) } },
    // Every open upload screen asks every 2 s while a file runs: one round trip to the database.
    handler: async (request) => {
      const gestoria = scopedGestoria(request);
      return gestoria.ownPage(await altaMasiva.list(gestoria.id, request.query));
    },
  });

  app.get('/gestorias/archivos/download-ejemplo', {
    config: { access: gestoriaOnly },
    schema: { tags, summary: 'The sample CSV file', produces: ['text/csv'] },
    handler: async (_request, reply) =>
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment('ejemplo_alta_masiva.csv')).send(altaMasiva.sample()),
  });

  app.get('/gestorias/archivos/download/:id', {
    config: { access: gestoriaOnly, scope: 'gestoria' },
    schema: { tags, summary: 'An uploaded file, as it was uploaded', params: idParams, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const file = await altaMasiva.download(scopedGestoria(request).id, request.params.id);
      return reply.header('content-type', 'text/csv').header('content-disposition', attachment(file.nombre, 'archivo.csv')).send(Buffer.from(file.bytes));
    },
  });

  app.get('/gestorias/archivos/procesamientos/:id', {
    config: { access: gestoriaOnly, scope: 'gestoria' },
    schema: { tags, summary: 'The result of each line of a file', params: idParams, response: { 200: z.array(procesamientoSchema), ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => altaMasiva.lines(scopedGestoria(request).id, request.params.id),
  });
};
