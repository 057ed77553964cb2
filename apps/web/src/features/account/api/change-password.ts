import { messageResponseSchema, type ChangePasswordRequest } from '@cumplia/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST {auth}/users/changepassword: the code of the recovery e-mail and the new password. */
export function changePassword(input: ChangePasswordRequest) {
  return apiRequest('/cumplia-auth/users/changepassword', {
    method: 'POST',
    body: input,
    authenticated: false,
    schema: messageResponseSchema,
  });
}
