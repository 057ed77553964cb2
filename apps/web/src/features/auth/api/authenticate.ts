import type { LoginTipo } from '@cumplia/shared/enums';
import { tokenResponseSchema } from '@cumplia/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export type AuthenticateInput = { username: string; password: string; tipo?: LoginTipo };

/** Only the access token comes in the answer: the refresh token is set as an httpOnly cookie. */
const authenticateResponseSchema = tokenResponseSchema.pick({ token: true });

/**
 * POST {auth}/authenticate with `X-Session-Cookie: only`, so that no script on the page ever sees
 * a refresh token (decision 0040). The captcha solution travels in the X-CAPTCHA-AUTH header,
 * which the API client adds from storage.
 */
export function authenticate(input: AuthenticateInput) {
  return apiRequest('/cumplia-auth/authenticate', {
    method: 'POST',
    body: input,
    authenticated: false,
    headers: { 'X-Session-Cookie': 'only' },
    schema: authenticateResponseSchema,
  });
}
