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
import { SESSION_COOKIE, cookieToken, deviceCookie, deviceTokenOf, tokenCookie } from './device-cookie.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from '@cumplia/shared/schemas/auth';
import type { PasswordRecoveryService } from './password-recovery.service.ts';
import type { SessionsService } from './sessions.service.ts';

export interface AuthRoutesOptions {
  /** How long a refresh token lives: the session cookie's Max-Age. */
  refreshTokenTtlDays: number;
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

  /**
   * The refresh token as the httpOnly session cookie, always (decision 0040), and in the body only
   * for a client that keeps it itself: a refresh that presented it in the body, or a login that did
   * not ask `X-Session-Cookie: only`. A refresh by cookie never puts its successor in a body, so a
   * script on the page can never read one.
   */
  function answerTokens(request: FastifyRequest, reply: FastifyReply, tokens: TokenResponse, inBody: boolean): TokenResponse {
    reply.header('cache-control', 'no-store');
    const session = tokenCookie(SESSION_COOKIE, tokens.refreshToken!, { path: app.prefix, secure: request.protocol === 'https', maxAgeDays: options.refreshTokenTtlDays });
    const previous = reply.getHeader('set-cookie');
    reply.header('set-cookie', [...(Array.isArray(previous) ? previous : previous ? [String(previous)] : []), session]);
    if (inBody) return tokens;
    const { refreshToken: _kept, ...forScripts } = tokens;
    return forScripts;
  }
  const bodyRefreshToken = (request: FastifyRequest) => (request.body as { refreshToken?: string } | null | undefined)?.refreshToken;
  const presentedRefreshToken = (request: FastifyRequest) => bodyRefreshToken(request) ?? cookieToken(request.headers.cookie, SESSION_COOKIE);
  const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.header('set-cookie', tokenCookie(SESSION_COOKIE, '', { path: app.prefix, secure: request.protocol === 'https', maxAgeDays: 0 }));

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
      return answerTokens(request, reply, tokens, request.headers['x-session-cookie'] !== 'only');
    },
  });

  app.post('/refresh-token', {
    config: { access: 'public', validationErrorCode: 'INVALID_REFRESH_TOKEN' },
    schema: {
      tags,
      summary: 'Rotate the refresh token (the body\'s, else the session cookie\'s); a replayed one ends its whole session',
      body: refreshRequestSchema.nullish(),
      response: { 200: tokenResponseSchema, ...errorResponses(400, 401) },
    },
    handler: async (request, reply) => {
      const refreshToken = presentedRefreshToken(request);
      if (!refreshToken) throw new AppError(401, 'INVALID_REFRESH_TOKEN');
      try {
        return answerTokens(request, reply, await sessions.refresh(refreshToken), bodyRefreshToken(request) !== undefined);
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_REFRESH_TOKEN') clearSessionCookie(request, reply);
        throw error;
      }
    },
  });

  app.post('/logout', {
    config: { access: 'public' },
    schema: { tags, summary: 'End the session of a refresh token (the body\'s, else the session cookie\'s)', body: logoutRequestSchema.nullish(), response: { 204: z.null(), ...errorResponses(400) } },
    handler: async (request, reply) => {
      const refreshToken = presentedRefreshToken(request);
      if (refreshToken) await sessions.logout(refreshToken);
      clearSessionCookie(request, reply);
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
