import { messageResponseSchema } from '@cumplia/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST {mail}/newsletter/unsubscribe: the "darse de baja" link of every newsletter e-mail. */
export function unsubscribeNewsletter(token: string) {
  return apiRequest('/cumplia-mail/newsletter/unsubscribe', {
    method: 'POST',
    body: { token },
    authenticated: false,
    schema: messageResponseSchema,
  });
}
