import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { pageQuerySchema, pageResponseSchema } from '@cumplia/shared/schemas/page';
import {
  isSepaErrorCode,
  sepaAnularRemesaSchema,
  SEPA_ERROR_ADVICE,
  SEPA_EXCLUDED_IN_HEADER,
  SEPA_HEADERS,
  SEPA_REMESAS_PAGE_SIZE,
  sepaBatchRequestSchema,
  sepaCuentaSchema,
  sepaIndividualRequestSchema,
  sepaPeriodoSchema,
  sepaRemesaSchema,
  transactionIdSchema,
} from '@cumplia/shared/schemas/sepa';
import { centsToEuros } from '@cumplia/shared/money';
import { errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { SepaFile, SepaService } from './sepa.service.ts';

/**
 * Staff, superadmin and worker alike: the worker's menu reaches the superadmin invoicing screen
 * (spec 3 §2 guards facturacionsuperadmin for both roles; §6 gives the worker "the same admin
 * screens"), and "Generar SEPA" is on it (docs/decisions/0029).
 */
const staff = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;
const tags = ['staff: SEPA'];

/** What staff may do about a failure that is not one of the SEPA codes (a refused session, a lost permission). */
const GENERAL_ADVICE = 'Revise la solicitud y vuelva a intentarlo; si persiste, contacte con soporte técnico.';

/** The transaction id of each SEPA call: the caller's (validated) or one made here. */
const transactionIds = new WeakMap<FastifyRequest, string>();

function transactionIdOf(request: FastifyRequest): string {
  let id = transactionIds.get(request);
  if (!id) {
    id = randomUUID();
    transactionIds.set(request, id);
  }
  return id;
}

/** Reads the caller's transaction id from the body before it is validated, so that even a refused body answers with it. */
const takeTransactionId: preValidationHookHandler = async (request) => {
  const given = (request.body as { transactionId?: unknown } | undefined)?.transactionId;
  const parsed = transactionIdSchema.safeParse(given);
  transactionIds.set(request, parsed.success ? parsed.data : randomUUID());
};

/**
 * Every answer of the two SEPA calls carries x-transaction-id; a failure also x-error-type (its
 * code) and x-error-message (percent-encoded UTF-8: a header is Latin-1), and its body's data gets
 * the advice and the transaction id (spec 3 §7, §8), whatever produced it: the service, the body's
 * validation, the access policy.
 */
const sepaHeaders: onSendHookHandler<unknown> = async (request, reply: FastifyReply, payload) => {
  const transactionId = transactionIdOf(request);
  reply.header(SEPA_HEADERS.transactionId, transactionId);
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  let body: { code?: string; message?: string; data?: Record<string, unknown> };
  try {
    body = JSON.parse(payload) as typeof body;
  } catch {
    return payload;
  }
  const code = typeof body.code === 'string' ? body.code : 'INTERNAL_SERVER_ERROR';
  const message = typeof body.message === 'string' ? body.message : '';
  reply.header(SEPA_HEADERS.errorType, code);
  reply.header(SEPA_HEADERS.errorMessage, encodeURIComponent(message));
  const advice = isSepaErrorCode(code) ? SEPA_ERROR_ADVICE[code] : GENERAL_ADVICE;
  return JSON.stringify({ ...body, data: { ...body.data, advice, transactionId } });
};

/** The file's headers: the stored file, how many invoices for how much, and what was left out. */
function fileHeaders(reply: FastifyReply, file: SepaFile) {
  const excluded = file.excluidas.slice(0, SEPA_EXCLUDED_IN_HEADER).map(({ numeroFactura, empresa, motivo, message }) => ({ numeroFactura, empresa, motivo, message }));
  reply
    .header(SEPA_HEADERS.remesaId, file.remesaId)
    .header(SEPA_HEADERS.count, String(file.numeroFacturas))
    .header(SEPA_HEADERS.total, centsToEuros(file.totalCents).toFixed(2))
    .header(SEPA_HEADERS.excludedCount, String(file.excluidas.length))
    .header(SEPA_HEADERS.excluded, encodeURIComponent(JSON.stringify(excluded)));
}

function sendXml(reply: FastifyReply, fileName: string, xml: string) {
  // A file names companies and their accounts: never kept by a shared cache.
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(xml, 'utf8'));
}

const generationErrors = errorResponses(400, 401, 403, 404, 409, 500);
const idParams = z.object({ id: z.uuid('Identificador no válido.') });

/**
 * SEPA direct-debit files (spec 3 §7; docs/decisions/0029): the batch and the individual file, the
 * creditor accounts to choose from, and the files generated, listed and downloaded again.
 */
export const sepaRoutes: FastifyPluginAsyncZod<{ sepa: SepaService }> = async (app, { sepa }) => {
  const generation = {
    preValidation: takeTransactionId,
    onSend: sepaHeaders,
  };

  app.post('/admin/facturas/sepa', {
    config: { access: staff, validationErrorCode: 'SEPA_VALIDATION_ERROR' },
    ...generation,
    schema: {
      tags,
      summary: 'The pain.008 file of the SEPA invoices with a collection date in the range (sepa_{start}_{end}.xml); they become remitted',
      body: sepaBatchRequestSchema,
      produces: ['application/xml'],
      response: generationErrors,
    },
    handler: async (request, reply) => {
      const transactionId = transactionIdOf(request);
      const file = await sepa.generateBatch(actorOf(request), { ...request.body, transactionId });
      fileHeaders(reply, file);
      return sendXml(reply, file.fileName, file.xml);
    },
  });

  app.post('/admin/facturas/:id/sepa', {
    config: { access: staff, validationErrorCode: 'SEPA_VALIDATION_ERROR' },
    ...generation,
    schema: {
      tags,
      summary: "One invoice's pain.008 file (sepa_individual_{facturaId}_{date}.xml); a pending invoice becomes remitted, a remitted one stays so",
      params: idParams,
      body: sepaIndividualRequestSchema,
      produces: ['application/xml'],
      response: generationErrors,
    },
    handler: async (request, reply) => {
      const transactionId = transactionIdOf(request);
      const file = await sepa.generateIndividual(actorOf(request), request.params.id, { ...request.body, transactionId });
      fileHeaders(reply, file);
      return sendXml(reply, file.fileName, file.xml);
    },
  });

  app.get('/admin/facturas/sepa/cuentas', {
    config: { access: staff },
    schema: { tags, summary: 'The creditor accounts a file can collect into (BBVA, Caja Siete)', response: { 200: z.array(sepaCuentaSchema), ...errorResponses(401, 403) } },
    handler: async () => sepa.cuentas(),
  });

  app.get('/admin/facturas/sepa/periodo', {
    config: { access: staff },
    schema: { tags, summary: "The remittance dialog's default period: from the oldest pending collection date up to 30 days ahead", response: { 200: sepaPeriodoSchema, ...errorResponses(401, 403) } },
    handler: async () => sepa.periodo(),
  });

  app.get('/admin/facturas/sepa/remesas', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'A page of the SEPA files generated, newest first',
      querystring: pageQuerySchema.extend({ size: z.coerce.number().int().min(1).max(100).default(SEPA_REMESAS_PAGE_SIZE) }),
      response: { 200: pageResponseSchema(sepaRemesaSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => sepa.list(request.query),
  });

  app.post('/admin/facturas/sepa/remesas/:id/anular', {
    config: { access: staff },
    schema: {
      tags,
      summary: '"Anular remesa": a file not sent or rejected by the bank is cancelled with its reason; its invoices are pending again',
      params: idParams,
      body: sepaAnularRemesaSchema,
      response: { 200: sepaRemesaSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => sepa.anular(actorOf(request), request.params.id, request.body.motivo),
  });

  app.get('/admin/facturas/sepa/remesas/:id', {
    config: { access: staff },
    schema: { tags, summary: 'A generated SEPA file again, byte for byte as it was first served', params: idParams, produces: ['application/xml'], response: errorResponses(400, 401, 403, 404) },
    handler: async (request, reply) => {
      const file = await sepa.download(request.params.id);
      return sendXml(reply, file.fileName, file.xml);
    },
  });
};
