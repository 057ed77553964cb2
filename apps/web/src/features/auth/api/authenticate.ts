import type { LoginTipo } from '@cumplia/shared/enums';
import { tokenResponseSchema } from '@cumplia/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export type AuthenticateInput = { username: string; password: string; tipo?: LoginTipo };

/** Only the two tokens are needed here; `newToken` belongs to the refresh answer. */
const authenticateResponseSchema = tokenResponseSchema.pick({ token: true, refreshToken: true });

/**
 * POST {auth}/authenticate. The captcha solution travels in the X-CAPTCHA-AUTH header, which the
 * API client adds from storage.
 */
export function authenticate(input: AuthenticateInput) {
  return apiRequest('/cumplia-auth/authenticate', {
    method: 'POST',
    body: input,
    authenticated: false,
    schema: authenticateResponseSchema,
  });
}
