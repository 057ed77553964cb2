import { messageResponseSchema, type VerifyRequest } from '@cumplia/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** The spec's time-out for verification (spec 1 §9): the server hashes the new password. */
export const VERIFY_TIMEOUT_MS = 50_000;

/** POST {auth}/users/verify: sets the password and enables the user. Captcha in X-CAPTCHA-AUTH. */
export function verifyAccount(input: VerifyRequest) {
  return apiRequest('/cumplia-auth/users/verify', {
    method: 'POST',
    body: input,
    authenticated: false,
    timeout: VERIFY_TIMEOUT_MS,
    schema: messageResponseSchema,
  });
}
