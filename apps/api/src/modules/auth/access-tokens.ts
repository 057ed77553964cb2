import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import { ALL_ROLES, type Role } from '@cumplia/shared/enums';
import type { AuthenticatedUser } from '../../plugins/access-policy.ts';

const ISSUER = 'cumplia';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface AccessTokenSigner {
  sign(user: AuthenticatedUser): Promise<string>;
  verify(token: string): Promise<AuthenticatedUser | null>;
}

/**
 * Short-lived HS256 access tokens carrying the claims the web and the access policy read.
 *
 * Signing is a plain HMAC with node:crypto (microseconds, on the calling thread): jose's Web Crypto
 * signing costs a hundred times more and queues on libuv's thread pool behind the argon2id hashes
 * of concurrent logins. Verifying untrusted tokens stays with jose, on a key imported once.
 */
export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const secretBytes = new TextEncoder().encode(secret);
  const verificationKey = crypto.subtle.importKey('raw', secretBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return {
    async sign(user) {
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        username: user.username,
        name: user.name,
        roles: user.roles,
        gestoriaIds: user.gestoriaIds,
        empresaIds: user.empresaIds,
        sub: user.id,
        iss: ISSUER,
        iat: now,
        exp: now + ttlSeconds,
      };
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${signingInput}.${createHmac('sha256', secretBytes).update(signingInput).digest('base64url')}`;
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await verificationKey, { issuer: ISSUER, algorithms: ['HS256'] });
        const roles = Array.isArray(payload.roles)
          ? payload.roles.filter((role): role is Role => ALL_ROLES.includes(role as Role))
          : [];
        if (!payload.sub || typeof payload.username !== 'string') return null;
        return {
          id: payload.sub,
          username: payload.username,
          name: typeof payload.name === 'string' ? payload.name : '',
          roles,
          gestoriaIds: Array.isArray(payload.gestoriaIds) ? payload.gestoriaIds.map(String) : [],
          empresaIds: Array.isArray(payload.empresaIds) ? payload.empresaIds.map(String) : [],
        };
      } catch {
        return null;
      }
    },
  };
}
