import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { AppError } from '../lib/app-error.ts';

/** The answer to text no field may hold, whatever the route. */
export const INVALID_TEXT_MESSAGE = 'Los datos enviados contienen caracteres no válidos.';

// ES2024's String.prototype.isWellFormed (Node 20 has it; the project's TypeScript lib is older).
type WellFormedCheck = { isWellFormed(): boolean };

/** Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate half). */
export function isAcceptableText(text: string): boolean {
  return (text as unknown as WellFormedCheck).isWellFormed() && !text.includes('\0');
}

/**
 * The first place in a parsed value (a JSON body, the query, the path parameters) where a string —
 * a value or a key — is not acceptable text, as `field.sub.0`; undefined when there is none.
 */
export function firstUnacceptableText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isAcceptableText(value) ? undefined : path;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = firstUnacceptableText(value[index], `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isAcceptableText(key)) return path;
    const found = firstUnacceptableText(item, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** `%00` anywhere in the raw URL, or percent-escapes that do not decode to Unicode text. */
function urlIsAcceptable(url: string): boolean {
  if (!url.includes('%')) return true;
  if (/%00/.test(url)) return false;
  try {
    return isAcceptableText(decodeURIComponent(url));
  } catch {
    // A malformed escape, or bytes that are not UTF-8 (a surrogate half encoded as %ED%A0%80).
    return false;
  }
}

function refuse(field: string): never {
  const name = field.replace(/^(body|query|params)\.?/, '') || field;
  throw new AppError(400, 'VALIDATION_ERROR', INVALID_TEXT_MESSAGE, { [name]: INVALID_TEXT_MESSAGE });
}

/**
 * Fastify's answer to a URL its router cannot decode (`frameworkErrors`), which comes before any
 * hook: the same 400 as the rule below, in the API's shape, instead of its English text.
 */
export function badUrlAnswer(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_ASYNC_CONSTRAINT') {
    return reply.status(400).send({ code: 'VALIDATION_ERROR', message: INVALID_TEXT_MESSAGE, data: { url: INVALID_TEXT_MESSAGE } });
  }
  return reply.status(400).send({ code: 'VALIDATION_ERROR', message: ERROR_MESSAGES.VALIDATION_ERROR });
}

/**
 * One rule for every route (ASVS 5.0 1.3, input handled as what it is): a NUL character or a lone
 * surrogate in the path, the query or a JSON body is a 400 `VALIDATION_ERROR`, before any schema,
 * service or statement sees it. PostgreSQL refuses NUL in text (a 500 before this rule) and a lone
 * surrogate cannot be written as UTF-8. Multipart bodies (the CSV upload) are read by their routes,
 * which decode the file themselves.
 */
export const inputTextPlugin = fp(
  async (app) => {
    // Synchronous hooks (a thrown error is the refusal): an async one costs a promise and a turn of
    // the microtask queue on every request (decision 0065).
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      if (!urlIsAcceptable(request.url)) refuse('url');
      done();
    });
    app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      const found =
        firstUnacceptableText(request.params, 'params') ?? firstUnacceptableText(request.query, 'query') ?? firstUnacceptableText(request.body, 'body');
      if (found) refuse(found);
      done();
    });
  },
  { name: 'input-text' },
);
