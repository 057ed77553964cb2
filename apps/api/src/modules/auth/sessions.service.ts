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
import { newDeviceToken } from './device-cookie.ts';
import { verifyPassword } from './passwords.ts';
import { findRefreshToken, insertRefreshToken, revokeFamily, rotateRefreshToken } from './sessions.repository.ts';
import {
  checkLogin,
  purgeExpiredThrottles,
  recordAddressFailure,
  recordDeviceFailure,
  recordSuccess,
  releaseAddressClaim,
  releaseClaim,
  type ThrottleLimits,
} from './throttle.repository.ts';

/** Login `tipo` G admits collaborators, E clients, none staff (the "superadmin check"). */
function admits(tipo: LoginTipo | undefined, roles: Role[]): boolean {
  if (tipo === 'G') return roles.includes(ROLES.MANAGEMENT);
  if (tipo === 'E') return roles.includes(ROLES.COMPANY);
  return roles.some((role) => STAFF_ROLES.includes(role));
}

export interface LoginInput {
  username: string;
  password: string;
  tipo?: LoginTipo;
  clientIp: string;
  /** The device cookie the browser sent, if any (docs/decisions/0004-login-throttling.md). */
  deviceToken?: string;
}

export interface SessionsService {
  /** The tokens, and the device token the browser must keep (the one it sent when still good). */
  authenticate(input: LoginInput): Promise<{ tokens: TokenResponse; device: { token: string; maxAgeDays: number } }>;
  refresh(refreshToken: string): Promise<TokenResponse>;
  logout(refreshToken: string): Promise<void>;
  /** Forgets failure counts that are over and browsers unseen for their lifetime (the hourly purge). */
  purgeExpired(): Promise<void>;
}

function throttleLimits(config: Config): ThrottleLimits {
  return {
    maxFailures: config.LOGIN_MAX_FAILURES,
    lockMinutes: config.LOGIN_LOCK_MINUTES,
    accountMaxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
    accountWindowMinutes: config.LOGIN_ACCOUNT_WINDOW_MINUTES,
  };
}

export function createSessionsService(deps: { db: Database; config: Config; signer: AccessTokenSigner }): SessionsService {
  const { db, config, signer } = deps;
  const limits = throttleLimits(config);

  const refreshExpiry = () => new Date(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);

  async function issueTokens(account: Account, familyId: string): Promise<TokenResponse> {
    const refreshToken = randomToken();
    const [token] = await Promise.all([
      signer.sign({ ...account, sessionId: familyId }),
      insertRefreshToken(db, { userId: account.id, familyId, tokenHash: sha256Hex(refreshToken), expiresAt: refreshExpiry() }),
    ]);
    return { token, refreshToken, newToken: token };
  }

  return {
    // Argon2id is the cost of a login, by design; around it, the throttle check (which counts the
    // attempt against the account before the password is checked) beside the account read, then
    // one write either way. An unknown user costs the same statements as a wrong password.
    async authenticate({ username, password, tipo, clientIp, deviceToken }) {
      const deviceHash = deviceToken ? sha256Hex(deviceToken) : null;
      const [check, account] = await Promise.all([checkLogin(db, { username, clientIp, deviceHash }, limits), findAccountByUsername(db, username)]);
      if (check.refused) throw new AppError(403, 'AUTH003');

      const passwordMatches = await verifyPassword(account?.passwordHash ?? null, password);
      const claimedAt = check.via === 'address' ? check.claimedAt : null;
      // An account never activated has no password to be wrong: whatever was typed, it is told to
      // activate it (spec 0: a user not yet verified gets AUTH004), not that its password is wrong.
      if (account && account.passwordHash === null && !account.enabled && admits(tipo, account.roles)) {
        await releaseClaim(db, username, claimedAt);
        if (check.via === 'address') await releaseAddressClaim(db, { username, clientIp });
        throw new AppError(403, 'AUTH004', undefined, { verificacionPendiente: true });
      }
      if (!account || !passwordMatches || !admits(tipo, account.roles)) {
        if (check.via === 'device') await recordDeviceFailure(db, { username, deviceHash: deviceHash! }, limits);
        else await recordAddressFailure(db, { username, clientIp }, limits);
        throw new AppError(401, 'AUTH002');
      }
      if (!account.enabled) {
        await releaseClaim(db, username, claimedAt);
        if (check.via === 'address') await releaseAddressClaim(db, { username, clientIp });
        throw new AppError(403, 'AUTH004');
      }

      // A browser known to the account keeps its token; any other gets a new one (never one it chose).
      const known = check.via === 'device';
      const nextDeviceToken = known ? deviceToken! : newDeviceToken();
      const [tokens] = await Promise.all([
        issueTokens(account, randomUUID()),
        recordSuccess(
          db,
          { username, userId: account.id, clientIp, claimedAt, deviceHash: sha256Hex(nextDeviceToken), previousHash: known ? null : deviceHash },
          config.LOGIN_DEVICE_TTL_DAYS,
        ),
      ]);
      return { tokens, device: { token: nextDeviceToken, maxAgeDays: config.LOGIN_DEVICE_TTL_DAYS } };
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
      const token = await signer.sign({ ...rotated.account, sessionId: rotated.familyId });
      return { token, refreshToken: successor, newToken: token };
    },

    async logout(refreshToken) {
      const known = await findRefreshToken(db, sha256Hex(refreshToken));
      if (known) await revokeFamily(db, known.familyId);
    },

    purgeExpired: () => purgeExpiredThrottles(db, limits),
  };
}
