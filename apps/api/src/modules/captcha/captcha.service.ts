import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { FastifyRequest } from 'fastify';
import type { CaptchaChallenge } from '@cumplia/shared/schemas/auth';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { deleteExpiredSolutions, markSolutionUsed } from './captcha.repository.ts';

export const CAPTCHA_HEADER = 'x-captcha-auth';

export interface CaptchaService {
  challenge(): Promise<CaptchaChallenge>;
  /** True once per valid, unexpired solution; a second presentation of it is false. */
  redeem(payload: string): Promise<boolean>;
  /** Throws CAPTCHA_REQUIRED or CAPTCHA_INVALID unless the request carries a fresh solution. */
  requireSolved(request: FastifyRequest): Promise<void>;
  purgeExpired(): Promise<void>;
}

/** The solution travels as the X-CAPTCHA-AUTH header, or as `captchaToken` in the body (spec 1 §7). */
function solutionOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CAPTCHA_HEADER];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const body = request.body as { captchaToken?: unknown } | undefined;
  return typeof body?.captchaToken === 'string' && body.captchaToken.trim() ? body.captchaToken.trim() : undefined;
}

/**
 * Self-hosted proof-of-work captcha (ALTCHA v1): the server signs a challenge with its secret; the
 * browser finds the number whose SHA-256 matches; the server checks the signature, the expiry and
 * that the solution was not used before. No third party, no cookie.
 */
export function createCaptchaService(deps: { db: Database; secret: string; maxNumber: number; ttlSeconds: number }): CaptchaService {
  const hmacKey = `captcha:${deps.secret}`;

  async function redeem(payload: string): Promise<boolean> {
    let decoded: { signature?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    } catch {
      return false;
    }
    if (typeof decoded.signature !== 'string') return false;
    const valid = await verifySolution(payload, hmacKey, true).catch(() => false);
    if (!valid) return false;
    return markSolutionUsed(deps.db, decoded.signature, new Date(Date.now() + deps.ttlSeconds * 1000));
  }

  return {
    async challenge() {
      const challenge = await createChallenge({
        hmacKey,
        maxNumber: deps.maxNumber,
        expires: new Date(Date.now() + deps.ttlSeconds * 1000),
      });
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        maxnumber: challenge.maxnumber,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    },
    redeem,
    async requireSolved(request) {
      const solution = solutionOf(request);
      if (!solution) throw badRequest('CAPTCHA_REQUIRED');
      if (!(await redeem(solution))) throw badRequest('CAPTCHA_INVALID');
    },
    purgeExpired: () => deleteExpiredSolutions(deps.db),
  };
}
