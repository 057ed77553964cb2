import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SUCCESS, contactRequestSchema } from '@cumplia/shared/schemas/contact';
import { messageResponseSchema } from '@cumplia/shared/schemas/auth';
import { errorResponses, publicFormRateLimit } from '../../lib/http.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { ContactService } from './contact.service.ts';

const tags = ['contact'];

/** /api/cumplia-mail/contact: the public contact form. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; captcha: CaptchaService; rateLimitPerMinute: number }> = async (app, options) => {
  const { contact, captcha } = options;
  const rateLimit = publicFormRateLimit(options.rateLimitPerMinute);

  app.post('/contact', {
    config: { access: 'public', rateLimit },
    schema: { tags, summary: 'Send a message to the provider', body: contactRequestSchema, response: { 200: messageResponseSchema, ...errorResponses(400, 429) } },
    preHandler: async (request) => captcha.requireSolved(request),
    handler: async (request) => {
      await contact.sendContact({ ...request.body, clientIp: request.ip });
      return { message: CONTACT_SUCCESS };
    },
  });
};
