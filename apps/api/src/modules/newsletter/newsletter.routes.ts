import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@cumplia/shared/schemas/auth';
import {
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_SUBSCRIBE_SUCCESS,
  NEWSLETTER_UNSUBSCRIBED,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from '@cumplia/shared/schemas/newsletter';
import { errorResponses, publicFormRateLimit } from '../../lib/http.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { NewsletterService } from './newsletter.service.ts';

const tags = ['newsletter'];

/** /api/cumplia-mail/newsletter: subscription with double opt-in, and unsubscription. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService; captcha: CaptchaService; rateLimitPerMinute: number }> = async (app, options) => {
  const { newsletter, captcha } = options;
  const rateLimit = publicFormRateLimit(options.rateLimitPerMinute);

  app.post('/newsletter/subscribe', {
    config: { access: 'public', rateLimit },
    schema: {
      tags,
      summary: 'Subscribe to the newsletter; confirmed by a link in an e-mail. Same answer for any address',
      body: newsletterSubscribeSchema,
      response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
    },
    preHandler: async (request) => captcha.requireSolved(request),
    handler: async (request) => {
      await newsletter.subscribe(request.body.email);
      return { message: NEWSLETTER_SUBSCRIBE_SUCCESS };
    },
  });

  app.post('/newsletter/confirm', {
    config: { access: 'public', rateLimit },
    schema: { tags, summary: 'Confirm a subscription with the e-mailed token', body: newsletterTokenSchema, response: { 200: messageResponseSchema, ...errorResponses(400, 429) } },
    handler: async (request) => {
      await newsletter.confirm(request.body.token);
      return { message: NEWSLETTER_CONFIRMED };
    },
  });

  app.post('/newsletter/unsubscribe', {
    config: { access: 'public', rateLimit },
    schema: { tags, summary: 'End a subscription with the token of any newsletter e-mail', body: newsletterTokenSchema, response: { 200: messageResponseSchema, ...errorResponses(400, 429) } },
    handler: async (request) => {
      await newsletter.unsubscribe(request.body.token);
      return { message: NEWSLETTER_UNSUBSCRIBED };
    },
  });
};
