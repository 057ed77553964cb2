import { messageResponseSchema } from '@cumplia/shared/schemas/auth';
import type { NewsletterSubscribeRequest } from '@cumplia/shared/schemas/newsletter';
import { apiRequest } from '../../../lib/api-client';

/** POST {mail}/newsletter/subscribe. The captcha solution travels in X-CAPTCHA-AUTH. */
export function subscribeNewsletter(input: NewsletterSubscribeRequest) {
  return apiRequest('/cumplia-mail/newsletter/subscribe', {
    method: 'POST',
    body: input,
    authenticated: false,
    schema: messageResponseSchema,
  });
}
