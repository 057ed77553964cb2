import { SignJWT, jwtVerify } from 'jose';
import { ALL_ROLES, type Role } from '@cumplia/shared/enums';
import type { AuthenticatedUser } from '../../plugins/access-policy.ts';

const ISSUER = 'cumplia';

export interface AccessTokenSigner {
  sign(user: AuthenticatedUser): Promise<string>;
  verify(token: string): Promise<AuthenticatedUser | null>;
}

/** Short-lived HS256 access tokens carrying the claims the web and the access policy read. */
export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user) =>
      new SignJWT({
        username: user.username,
        name: user.name,
        roles: user.roles,
        gestoriaIds: user.gestoriaIds,
        empresaIds: user.empresaIds,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
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
