import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@cumplia/shared/errors';

/** The `{code, message, data}` answers a route may give, for its OpenAPI description. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** Rate limit of public forms: per client address, per minute. */
export const publicFormRateLimit = (max: number) => ({ max, timeWindow: '1 minute' });

/**
 * `attachment; filename=…` with the UTF-8 name and an ASCII fallback for old clients (accents taken
 * off; `asciiFallback` when nothing of the name is left).
 */
export function attachment(filename: string, asciiFallback = 'archivo'): string {
  const ascii = filename.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii || asciiFallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Cache-Control of a downloaded document (decision 0067). Documents are personal data: `private`
 * always, so no shared cache (a proxy, a CDN) keeps one.
 */
export const DOCUMENT_CACHE = {
  /**
   * Bytes stored once and never changed (a signed, sealed contract): the browser may reuse its copy
   * for an hour without asking; after that it asks again, with the session and access checked.
   */
  fixed: 'private, max-age=3600',
  /** Made from data that can change (a contract not yet signed, an invoice): asked about every time. */
  revalidated: 'private, no-cache',
} as const;

/** A strong entity tag (RFC 9110 §8.8.3) of a document's identity, e.g. the SHA-256 of its bytes. */
export const strongEtag = (identity: string) => `"${identity}"`;

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 §13.1.2 asks; `*` names any). */
function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Sets a document's ETag and Cache-Control and, when the request's If-None-Match already names
 * that tag, answers 304 without a body: true then, and the caller sends nothing more. Call it once
 * the caller's access has been checked, so that a 304 answers only someone who may read the document.
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl: string): boolean {
  void reply.header('etag', etag).header('cache-control', cacheControl);
  if (!ifNoneMatchNames(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}
