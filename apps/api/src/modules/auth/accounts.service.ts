import type { Role } from '@cumplia/shared/enums';
import type { CurrentUser } from '@cumplia/shared/schemas/auth';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { accountVerificationEmail } from '../outbox/templates/account-verification.ts';
import { findAccountById, findAccountByUsername, insertAccount, updatePassword, usernamesTaken } from './accounts.repository.ts';
import { CODE_POLICIES, type OneTimeCodes } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import { revokeAllOfUser } from './sessions.repository.ts';

export interface NewUser {
  username: string;
  name: string;
  surname?: string | null;
  email: string;
  roles: Role[];
  gestoriaIds?: string[];
  empresaIds?: string[];
}

export interface AccountsService {
  /**
   * Creates the administrator user of a new company or gestoría (spec 0): disabled, no password,
   * with a verification code e-mailed as a link. Runs in the caller's transaction.
   */
  createPendingUser(tx: Executor, actor: Actor, user: NewUser): Promise<string>;
  /** Staff "Reenviar verificación": new code, password cleared, sessions ended, e-mail again. */
  resendVerification(tx: Executor, actor: Actor, userId: string): Promise<void>;
  verifyAccount(actor: Actor, input: { username: string; email: string; verificationCode: string; password: string }): Promise<void>;
  currentUser(userId: string): Promise<CurrentUser>;
}

export function createAccountsService(deps: {
  db: Database;
  config: Config;
  codes: OneTimeCodes;
  outbox: OutboxService;
}): AccountsService {
  const { db, config, codes, outbox } = deps;

  async function sendVerification(tx: Executor, user: { id: string; username: string; name: string; email: string }) {
    const code = await codes.issue(tx, user.id, 'ACCOUNT_VERIFICATION');
    const email = accountVerificationEmail({
      publicUrl: config.PUBLIC_URL,
      name: user.name,
      username: user.username,
      email: user.email,
      code,
      validDays: CODE_POLICIES.ACCOUNT_VERIFICATION.ttlMinutes / (24 * 60),
    });
    await outbox.queueEmail(tx, user.email, email);
  }

  return {
    async createPendingUser(tx, actor, user) {
      if ((await usernamesTaken(tx, [user.username])).length > 0) throw conflict('DUPLICATE_USERNAME');
      let userId: string;
      try {
        userId = await insertAccount(tx, { ...user, enabled: false, passwordHash: null });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('DUPLICATE_USERNAME');
        throw error;
      }
      await sendVerification(tx, { id: userId, ...user });
      await recordAudit(tx, actor, {
        action: 'user.created',
        entityType: 'user',
        entityId: userId,
        changes: { username: user.username, email: user.email, roles: user.roles },
      });
      return userId;
    },

    async resendVerification(tx, actor, userId) {
      const account = await findAccountById(tx, userId);
      if (!account) throw new AppError(404, 'NOT_FOUND', 'El usuario no existe.');
      await updatePassword(tx, userId, null, false);
      await revokeAllOfUser(tx, userId);
      await sendVerification(tx, account);
      await recordAudit(tx, actor, { action: 'user.verification-resent', entityType: 'user', entityId: userId });
    },

    async verifyAccount(actor, input) {
      const invalid = () => badRequest('INVALID_CODE', 'El código de verificación no es válido o ha caducado.');
      const account = await findAccountByUsername(db, input.username);
      if (!account || account.email.toLowerCase() !== input.email.trim().toLowerCase()) throw invalid();
      const passwordHash = await hashPassword(input.password);
      const codeId = await codes.match(account.id, 'ACCOUNT_VERIFICATION', input.verificationCode);
      if (!codeId) throw invalid();
      await db.transaction(async (tx) => {
        if (!(await codes.consume(tx, codeId))) throw invalid();
        await updatePassword(tx, account.id, passwordHash, true);
        await recordAudit(tx, { ...actor, userId: account.id, username: account.username }, {
          action: 'user.verified',
          entityType: 'user',
          entityId: account.id,
        });
      });
    },

    async currentUser(userId) {
      const account = await findAccountById(db, userId);
      if (!account) throw new AppError(401, 'UNAUTHENTICATED');
      return {
        id: account.id,
        username: account.username,
        name: account.name,
        surname: account.surname,
        email: account.email,
        roles: account.roles,
        gestoriaIds: account.gestoriaIds,
        empresaIds: account.empresaIds,
      };
    },
  };
}
