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
