import { messageResponseSchema } from '@cumplia/shared/schemas/auth';
import type { ContactRequest } from '@cumplia/shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

/** POST {mail}/contact. The captcha solution travels in X-CAPTCHA-AUTH. */
export function sendContactMessage(input: ContactRequest) {
  return apiRequest('/cumplia-mail/contact', {
    method: 'POST',
    body: input,
    authenticated: false,
    schema: messageResponseSchema,
  });
}
