import { messageResponseSchema, type PasswordRecoveryRequest } from '@cumplia/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export const RECOVERY_TIMEOUT_MS = 30_000;

/**
 * POST {auth}/users/password-recovery with `{nif}` (recovery page) or `{email}` holding the user id
 * (reset request page). The answer is the same whether or not the user exists.
 */
export function requestPasswordRecovery(input: PasswordRecoveryRequest) {
  return apiRequest('/cumplia-auth/users/password-recovery', {
    method: 'POST',
    body: input,
    authenticated: false,
    timeout: RECOVERY_TIMEOUT_MS,
    schema: messageResponseSchema,
  });
}
