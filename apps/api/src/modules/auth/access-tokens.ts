import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ALL_ROLES, type Role } from '@cumplia/shared/enums';
import type { AuthenticatedUser } from '../../plugins/access-policy.ts';

const ISSUER = 'cumplia';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface AccessTokenSigner {
  /** Sessions sign with their refresh-token family; without one (tests, tools) a session of its own. */
  sign(user: Omit<AuthenticatedUser, 'sessionId'> & { sessionId?: string }): Promise<string>;
  /** Synchronous: the access check runs it on every request without a turn of the microtask queue. */
  verify(token: string): AuthenticatedUser | null;
}

/**
 * The access check's verifier: a token signed by us, unexpired, whose session has not ended
 * (sign-out, password change, user disabled or deleted, a role or link taken away: decision 0037).
 */
export function liveSessionVerifier(signer: AccessTokenSigner, endedSessions: { isEnded(sessionId: string): boolean | Promise<boolean> }) {
  // Synchronous while the ended sessions are known here (decision 0037); a promise only when the
  // database must be asked.
  return (token: string): AuthenticatedUser | null | Promise<AuthenticatedUser | null> => {
    const user = signer.verify(token);
    if (!user) return null;
    const ended = endedSessions.isEnded(user.sessionId);
    if (typeof ended === 'boolean') return ended ? null : user;
    return ended.then((isEnded) => (isEnded ? null : user));
  };
}

/**
 * Short-lived HS256 access tokens carrying the claims the web and the access policy read.
 *
 * Signing and verifying are plain HMACs with node:crypto (microseconds, on the calling thread):
 * jose's Web Crypto HMAC is a thread-pool job per call, queued behind the argon2id hashes of
 * concurrent logins, and was a fifth of the Node CPU of an authenticated list call (decision 0014).
 * Verification accepts exactly what signing writes: the HS256 header (no other algorithm, no `crit`),
 * a signature compared in constant time, then the issuer and an expiry still ahead.
 *
 * A token verified once is remembered, by its whole text, until it expires (decision 0065): a screen
 * sends the same token with every call for its lifetime, and the HMAC, the base64 and the JSON of its
 * claims were 6–8 % of a list call's Node time. Only the identical string, signature included, is
 * found again, and its expiry is checked on every call, so nothing is accepted that verifying again
 * would refuse; whether its session has ended is still asked on every call (liveSessionVerifier).
 */
export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const secretBytes = new TextEncoder().encode(secret);
  const hmac = (signingInput: string) => createHmac('sha256', secretBytes).update(signingInput).digest();
  /** Tokens verified here, by their whole text, with their expiry (seconds); the oldest leave first. */
  const verified = new Map<string, { user: AuthenticatedUser; exp: number }>();
  return {
    async sign(user) {
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        username: user.username,
        name: user.name,
        roles: user.roles,
        gestoriaIds: user.gestoriaIds,
        empresaIds: user.empresaIds,
        sid: user.sessionId ?? randomUUID(),
        sub: user.id,
        iss: ISSUER,
        iat: now,
        exp: now + ttlSeconds,
      };
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${signingInput}.${hmac(signingInput).toString('base64url')}`;
    },

    verify(token) {
      const seen = verified.get(token);
      if (seen) {
        if (seen.exp > Date.now() / 1000) return seen.user;
        verified.delete(token);
        return null;
      }
      const payload = verifiedClaims(token, hmac);
      if (!payload || payload.iss !== ISSUER || typeof payload.exp !== 'number' || payload.exp <= Date.now() / 1000) return null;
      if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.username !== 'string') return null;
      if (typeof payload.sid !== 'string' || !payload.sid) return null;
      const roles = Array.isArray(payload.roles) ? payload.roles.filter((role): role is Role => ALL_ROLES.includes(role as Role)) : [];
      const user: AuthenticatedUser = deepFreeze({
        id: payload.sub,
        sessionId: payload.sid,
        username: payload.username,
        name: typeof payload.name === 'string' ? payload.name : '',
        roles,
        gestoriaIds: Array.isArray(payload.gestoriaIds) ? payload.gestoriaIds.map(String) : [],
        empresaIds: Array.isArray(payload.empresaIds) ? payload.empresaIds.map(String) : [],
      });
      // The oldest remembered token makes room: a burst of new ones costs an HMAC each, as before.
      if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, { user, exp: payload.exp });
      return user;
    },
  };
}

/** How many verified tokens are remembered: a few megabytes at most. */
const REMEMBERED_TOKENS = 10_000;

/** The caller is shared by every request that brings the same token: nothing may change it. */
function deepFreeze(user: AuthenticatedUser): AuthenticatedUser {
  Object.freeze(user.roles);
  Object.freeze(user.gestoriaIds);
  Object.freeze(user.empresaIds);
  return Object.freeze(user);
}

/** The claims of a compact JWS whose header is ours and whose HMAC matches; null otherwise. */
function verifiedClaims(token: string, hmac: (signingInput: string) => Buffer): Record<string, unknown> | null {
  const [header, body, signature, ...rest] = token.split('.');
  if (header !== HEADER || body === undefined || signature === undefined || rest.length > 0) return null;
  const expected = hmac(`${header}.${body}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
