import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorCode } from '@cumplia/shared/errors';
import { AppError } from '../lib/app-error.ts';
import { postgresErrorOf } from '../lib/database-errors.ts';
import { isConnectionLoss } from '../db/connection-loss.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code a failed body/query validation answers with on this route (default VALIDATION_ERROR). */
    validationErrorCode?: ErrorCode;
  }
}

function send(reply: FastifyReply, status: number, code: ErrorCode, message?: string, data?: Record<string, unknown>) {
  return reply.status(status).send({ code, message: message ?? ERROR_MESSAGES[code], ...(data ? { data } : {}) });
}

/** `body.nifCif` → `nifCif`; the field names the web knows. */
function fieldName(instancePath: string, fallback: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || fallback;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return send(reply, error.statusCode, error.code, error.message, error.data);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const data: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = fieldName(issue.instancePath, 'body');
      data[field] ??= issue.message ?? ERROR_MESSAGES.VALIDATION_ERROR;
    }
    const code = request.routeOptions.config.validationErrorCode ?? 'VALIDATION_ERROR';
    const messages = [...new Set(Object.values(data))];
    return send(reply, 400, code, messages.join(' '), data);
  }

  const pgError = postgresErrorOf(error);
  if (pgError?.code === '23505' || pgError?.code === '23503') {
    request.log.warn({ err: error }, 'integrity violation');
    return send(reply, 409, 'DATA_INTEGRITY_VIOLATION');
  }
  if (pgError?.code === '22001' || pgError?.code === '23502' || pgError?.code === '23514') {
    request.log.warn({ err: error }, 'constraint violation');
    return send(reply, 400, 'CONSTRAINT_VIOLATION');
  }

  // The database restarting (the embedded one is started again by itself) or failing over: a moment.
  if (isConnectionLoss(error)) {
    request.log.warn({ err: error }, 'database connection lost');
    reply.header('retry-after', '5');
    return send(reply, 503, 'SERVICE_UNAVAILABLE');
  }

  const status = error.statusCode ?? 500;
  if (status === 413) return send(reply, 413, 'PAYLOAD_TOO_LARGE');
  if (status === 429) return send(reply, 429, 'RATE_LIMITED');
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'El cuerpo de la petición no es un JSON válido.'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'El tipo de contenido de la petición no está admitido.'
          : ERROR_MESSAGES.VALIDATION_ERROR;
    return send(reply, status === 404 ? 404 : 400, status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR', message);
  }

  request.log.error({ err: error, requestId: request.id }, 'unhandled error');
  return send(reply, 500, 'INTERNAL_SERVER_ERROR', undefined, { requestId: request.id });
}

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler(handleError);
});
