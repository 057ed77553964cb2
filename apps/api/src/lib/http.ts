import { apiErrorSchema } from '@cumplia/shared/errors';

/** The `{code, message, data}` answers a route may give, for its OpenAPI description. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** Rate limit of public forms: per client address, per minute. */
export const publicFormRateLimit = (max: number) => ({ max, timeWindow: '1 minute' });
