import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PASSWORD_RECOVERY_SUCCESS,
  authenticateRequestSchema,
  captchaChallengeSchema,
  changePasswordRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  passwordRecoveryRequestSchema,
  refreshRequestSchema,
  tokenResponseSchema,
  verifyRequestSchema,
} from '@cumplia/shared/schemas/auth';
import { errorResponses, publicFormRateLimit } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { AccountsService } from './accounts.service.ts';
import { deviceCookie, deviceTokenOf } from './device-cookie.ts';
import type { PasswordRecoveryService } from './password-recovery.service.ts';
import type { SessionsService } from './sessions.service.ts';

export interface AuthRoutesOptions {
  sessions: SessionsService;
  accounts: AccountsService;
  recovery: PasswordRecoveryService;
  captcha: CaptchaService;
  rateLimitPerMinute: number;
}

const tags = ['auth'];

/** /api/cumplia-auth: login, session, account verification and password recovery (spec 1 §7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { sessions, accounts, recovery, captcha } = options;
  const rateLimit = publicFormRateLimit(options.rateLimitPerMinute);

  app.get('/captcha/challenge', {
    config: { access: 'public', rateLimit: publicFormRateLimit(options.rateLimitPerMinute * 4) },
    schema: { tags, summary: 'A proof-of-work challenge for public forms', response: { 200: captchaChallengeSchema, ...errorResponses(429) } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  });

  app.post('/authenticate', {
    config: { access: 'public', validationErrorCode: 'AUTH001', rateLimit },
    schema: {
      tags,
      summary: 'Log in; tipo G = colaborador, E = cliente, none = staff. Needs a solved captcha (X-CAPTCHA-AUTH)',
      body: authenticateRequestSchema,
      response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403, 429) },
    },
    preHandler: async (request) => captcha.requireSolved(request),
    handler: async (request, reply) => {
      const { tokens, device } = await sessions.authenticate({ ...request.body, clientIp: request.ip, deviceToken: deviceTokenOf(request.headers.cookie) });
      const secure = request.protocol === 'https';
      reply.header('set-cookie', deviceCookie(device.token, { path: `${app.prefix}/authenticate`, secure, maxAgeDays: device.maxAgeDays }));
      return tokens;
    },
  });

  app.post('/refresh-token', {
    config: { access: 'public', validationErrorCode: 'INVALID_REFRESH_TOKEN' },
    schema: {
      tags,
      summary: 'Rotate the refresh token; a replayed one ends its whole session',
      body: refreshRequestSchema,
      response: { 200: tokenResponseSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => sessions.refresh(request.body.refreshToken),
  });

  app.post('/logout', {
    config: { access: 'public' },
    schema: { tags, summary: 'End the session of a refresh token', body: logoutRequestSchema, response: { 204: z.null(), ...errorResponses(400) } },
    handler: async (request, reply) => {
      await sessions.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  });

  app.post('/users/verify', {
    config: { access: 'public', validationErrorCode: 'AUTH001', rateLimit },
    schema: {
      tags,
      summary: 'Verify an account with the e-mailed code and choose its password',
      body: verifyRequestSchema,
      response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
    },
    preHandler: async (request) => captcha.requireSolved(request),
    handler: async (request) => {
      await accounts.verifyAccount(actorOf(request), request.body);
      return { message: 'Cuenta verificada correctamente. Ya puede iniciar sesión.' };
    },
  });

  app.post('/users/password-recovery', {
    config: { access: 'public', rateLimit },
    schema: {
      tags,
      summary: 'E-mail a password reset link; the same answer whether or not the user exists',
      body: passwordRecoveryRequestSchema,
      response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
    },
    preHandler: async (request) => captcha.requireSolved(request),
    handler: async (request) => {
      await recovery.request(request.body.nif || request.body.email || '');
      return { message: PASSWORD_RECOVERY_SUCCESS };
    },
  });

  app.post('/users/changepassword', {
    config: { access: 'public', rateLimit },
    schema: {
      tags,
      summary: 'Set a new password with the e-mailed reset code',
      body: changePasswordRequestSchema,
      response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
    },
    handler: async (request) => {
      await recovery.changePassword(actorOf(request), request.body);
      return { message: 'Contraseña actualizada correctamente.' };
    },
  });
};
