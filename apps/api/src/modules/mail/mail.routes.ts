import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SUCCESS, contactRequestSchema } from '@cumplia/shared/schemas/contact';
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
import type { MailService } from './mail.service.ts';

const tags = ['mail'];

/** /api/cumplia-mail: the public contact form and the newsletter (double opt-in). */
export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService; captcha: CaptchaService; rateLimitPerMinute: number }> = async (app, options) => {
  const { mail, captcha } = options;
  const rateLimit = publicFormRateLimit(options.rateLimitPerMinute);

  app.post('/contact', {
    config: { access: 'public', rateLimit },
    schema: { tags, summary: 'Send a message to the provider', body: contactRequestSchema, response: { 200: messageResponseSchema, ...errorResponses(400, 429) } },
    preHandler: async (request) => captcha.requireSolved(request),
    handler: async (request) => {
      await mail.sendContact({ ...request.body, clientIp: request.ip });
      return { message: CONTACT_SUCCESS };
    },
  });

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
      await mail.subscribe(request.body.email);
      return { message: NEWSLETTER_SUBSCRIBE_SUCCESS };
    },
  });

  app.post('/newsletter/confirm', {
    config: { access: 'public', rateLimit },
    schema: { tags, summary: 'Confirm a subscription with the e-mailed token', body: newsletterTokenSchema, response: { 200: messageResponseSchema, ...errorResponses(400, 429) } },
    handler: async (request) => {
      await mail.confirm(request.body.token);
      return { message: NEWSLETTER_CONFIRMED };
    },
  });

  app.post('/newsletter/unsubscribe', {
    config: { access: 'public', rateLimit },
    schema: { tags, summary: 'End a subscription with the token of any newsletter e-mail', body: newsletterTokenSchema, response: { 200: messageResponseSchema, ...errorResponses(400, 429) } },
    handler: async (request) => {
      await mail.unsubscribe(request.body.token);
      return { message: NEWSLETTER_UNSUBSCRIBED };
    },
  });
};
