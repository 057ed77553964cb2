import { randomUUID } from 'node:crypto';
import type { LoginTipo, Role } from '@cumplia/shared/enums';
import { ROLES, STAFF_ROLES } from '@cumplia/shared/enums';
import type { TokenResponse } from '@cumplia/shared/schemas/auth';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccessTokenSigner } from './access-tokens.ts';
import { findAccountByUsername, type Account } from './accounts.repository.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { verifyPassword } from './passwords.ts';
import { findRefreshToken, insertRefreshToken, revokeFamily, rotateRefreshToken } from './sessions.repository.ts';
import { clearFailures, findThrottle, recordFailure } from './throttle.repository.ts';

/** Login `tipo` G admits collaborators, E clients, none staff (the "superadmin check"). */
function admits(tipo: LoginTipo | undefined, roles: Role[]): boolean {
  if (tipo === 'G') return roles.includes(ROLES.MANAGEMENT);
  if (tipo === 'E') return roles.includes(ROLES.COMPANY);
  return roles.some((role) => STAFF_ROLES.includes(role));
}

export interface SessionsService {
  authenticate(input: { username: string; password: string; tipo?: LoginTipo; clientIp: string }): Promise<TokenResponse>;
  refresh(refreshToken: string): Promise<TokenResponse>;
  logout(refreshToken: string): Promise<void>;
}

export function createSessionsService(deps: { db: Database; config: Config; signer: AccessTokenSigner }): SessionsService {
  const { db, config, signer } = deps;
  const limits = { maxFailures: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES };

  const refreshExpiry = () => new Date(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);

  async function issueTokens(account: Account, familyId: string): Promise<TokenResponse> {
    const refreshToken = randomToken();
    const [token] = await Promise.all([
      signer.sign(account),
      insertRefreshToken(db, { userId: account.id, familyId, tokenHash: sha256Hex(refreshToken), expiresAt: refreshExpiry() }),
    ]);
    return { token, refreshToken, newToken: token };
  }

  return {
    // Argon2id is the cost of a login, by design; around it, two reads side by side and one write.
    async authenticate({ username, password, tipo, clientIp }) {
      const key = { username, clientIp };
      const [throttle, account] = await Promise.all([findThrottle(db, username, clientIp), findAccountByUsername(db, username)]);
      if (throttle?.lockedUntil) throw new AppError(403, 'AUTH003');

      const passwordMatches = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !passwordMatches || !admits(tipo, account.roles)) {
        await recordFailure(db, key, limits);
        throw new AppError(401, 'AUTH002');
      }
      if (!account.enabled) throw new AppError(403, 'AUTH004');

      if (throttle) await clearFailures(db, key);
      return issueTokens(account, randomUUID());
    },

    // One statement rotates the token; the rare paths (a replay, a disabled user) cost more.
    async refresh(refreshToken) {
      const tokenHash = sha256Hex(refreshToken);
      const successor = randomToken();
      const rotated = await rotateRefreshToken(db, tokenHash, { tokenHash: sha256Hex(successor), expiresAt: refreshExpiry() });
      if (!rotated) {
        const known = await findRefreshToken(db, tokenHash);
        // A token presented after it was rotated means it was stolen or replayed: end that session.
        if (known?.usedAt) await revokeFamily(db, known.familyId);
        throw new AppError(401, 'INVALID_REFRESH_TOKEN');
      }
      if (!rotated.issued || !rotated.account.enabled) {
        await revokeFamily(db, rotated.familyId);
        throw new AppError(401, 'INVALID_REFRESH_TOKEN');
      }
      const token = await signer.sign(rotated.account);
      return { token, refreshToken: successor, newToken: token };
    },

    async logout(refreshToken) {
      const known = await findRefreshToken(db, sha256Hex(refreshToken));
      if (known) await revokeFamily(db, known.familyId);
    },
  };
}
