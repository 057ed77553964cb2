import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
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

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * ALTCHA v1's check of a solution, as altcha-lib's verifySolution makes it, with node:crypto on the
 * calling thread: the library's Web Crypto calls cost a login some 0.2 ms and queue on libuv's
 * thread pool behind the argon2id hashes of other logins. The challenge is SHA-256(salt + number),
 * the salt ending in "&"; the signature HMAC-SHA-256(key, challenge); an `expires` parameter in the
 * salt (unix seconds) must not have passed. Only SHA-256, the algorithm the challenges are made with.
 */
function isValidSolution(solution: Record<string, unknown>, hmacKey: string): boolean {
  const { algorithm, challenge, number, salt, signature } = solution;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return false;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return false;
  const parameters = new URLSearchParams(salt.split('?')[1] ?? '');
  const expires = parameters.get('expires') ?? parameters.get('expire');
  if (expires !== null) {
    const expiresAt = Number.parseInt(expires, 10) * 1000;
    if (Number.isNaN(expiresAt) || expiresAt < Date.now()) return false;
  }
  const expectedChallenge = createHash('sha256').update(`${salt.endsWith('&') ? salt : `${salt}&`}${number}`).digest('hex');
  const expectedSignature = createHmac('sha256', hmacKey).update(expectedChallenge).digest('hex');
  return sameText(expectedChallenge, challenge) && sameText(expectedSignature, signature);
}

/**
 * Self-hosted proof-of-work captcha (ALTCHA v1): the server signs a challenge with its secret; the
 * browser finds the number whose SHA-256 matches; the server checks the signature, the expiry and
 * that the solution was not used before. No third party, no cookie.
 */
export function createCaptchaService(deps: { db: Database; secret: string; maxNumber: number; ttlSeconds: number }): CaptchaService {
  const hmacKey = `captcha:${deps.secret}`;

  async function redeem(payload: string): Promise<boolean> {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (typeof decoded !== 'object' || decoded === null || !isValidSolution(decoded as Record<string, unknown>, hmacKey)) return false;
    return markSolutionUsed(deps.db, (decoded as { signature: string }).signature, new Date(Date.now() + deps.ttlSeconds * 1000));
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
