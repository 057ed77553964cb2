import { messageResponseSchema } from '@cumplia/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST {mail}/newsletter/confirm: the double opt-in link of the subscription e-mail. */
export function confirmNewsletter(token: string) {
  return apiRequest('/cumplia-mail/newsletter/confirm', {
    method: 'POST',
    body: { token },
    authenticated: false,
    schema: messageResponseSchema,
  });
}
