import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@cumplia/shared/enums';
import { empresaRegistrationResponseSchema, empresaRegistrationSchema, empresaSchema } from '@cumplia/shared/schemas/empresa';
import { errorResponses, publicFormRateLimit } from '../../lib/http.ts';
import { scopedEmpresaId } from '../../plugins/request-scope.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { EmpresaCreationService } from './empresa-creation.service.ts';
import type { EmpresaReadsService } from './empresa-reads.service.ts';

const tags = ['empresas'];

/** {core}/empresas: public registration and the client's own company. */
export const empresasRoutes: FastifyPluginAsyncZod<{ creation: EmpresaCreationService; reads: EmpresaReadsService; captcha: CaptchaService; rateLimitPerMinute: number }> = async (app, options) => {
  const { creation, reads, captcha } = options;

  app.post('/empresas/register', {
    config: { access: 'public', rateLimit: publicFormRateLimit(options.rateLimitPerMinute) },
    schema: {
      tags,
      summary: 'Register a company ("Registre su empresa"); its administrator gets a verification e-mail',
      body: empresaRegistrationSchema,
      response: { 201: empresaRegistrationResponseSchema, ...errorResponses(400, 409, 429) },
    },
    preHandler: async (request) => captcha.requireSolved(request),
    handler: async (request, reply) => reply.status(201).send(await creation.register(actorOf(request), request.body)),
  });

  app.get('/empresas/my', {
    config: { access: [ROLES.COMPANY], scope: 'empresa' },
    schema: { tags, summary: "The logged-in client's company", response: { 200: empresaSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => reads.mine(scopedEmpresaId(request)),
  });
};
