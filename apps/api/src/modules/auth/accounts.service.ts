import type { Role } from '@cumplia/shared/enums';
import type { CurrentUser } from '@cumplia/shared/schemas/auth';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudit, recordAudits, type Actor } from '../audit/audit.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { findAccountById, findAccountByUsername, insertAccounts, updatePassword, usernamesTaken } from './accounts.repository.ts';
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
  /**
   * The same rows for many users, a few statements in all (a bulk upload's batch); the ids in the
   * order given. The caller has checked the usernames with `usernamesTaken`: one taken meanwhile
   * fails the statement, and with it the caller's transaction.
   */
  createPendingUsers(tx: Executor, actor: Actor, users: NewUser[]): Promise<string[]>;
  /** Which of these usernames already have an account. */
  usernamesTaken(tx: Executor, usernames: string[]): Promise<Set<string>>;
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

  /** A fresh code for each user, e-mailed as a link; the e-mail is rendered when delivered. */
  async function sendVerifications(tx: Executor, users: Array<{ id: string; username: string; name: string; email: string }>) {
    const issued = await codes.issueMany(tx, users.map((user) => user.id), 'ACCOUNT_VERIFICATION');
    const validDays = CODE_POLICIES.ACCOUNT_VERIFICATION.ttlMinutes / (24 * 60);
    await outbox.queueTemplateEmails(
      tx,
      'account-verification',
      users.map((user, index) => ({
        to: user.email,
        data: { publicUrl: config.PUBLIC_URL, name: user.name, username: user.username, email: user.email, code: issued[index]!, validDays },
      })),
    );
  }

  async function createPendingUsers(tx: Executor, actor: Actor, newUsers: NewUser[]): Promise<string[]> {
    const ids = await insertAccounts(tx, newUsers.map((user) => ({ ...user, enabled: false, passwordHash: null })));
    await sendVerifications(tx, newUsers.map((user, index) => ({ id: ids[index]!, ...user })));
    await recordAudits(
      tx,
      actor,
      newUsers.map((user, index) => ({
        action: 'user.created',
        entityType: 'user',
        entityId: ids[index]!,
        changes: { username: user.username, email: user.email, roles: user.roles },
      })),
    );
    return ids;
  }

  return {
    async createPendingUser(tx, actor, user) {
      if ((await usernamesTaken(tx, [user.username])).length > 0) throw conflict('DUPLICATE_USERNAME');
      try {
        const [userId] = await createPendingUsers(tx, actor, [user]);
        return userId!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('DUPLICATE_USERNAME');
        throw error;
      }
    },

    createPendingUsers,

    usernamesTaken: async (tx, usernames) => new Set(await usernamesTaken(tx, usernames)),

    async resendVerification(tx, actor, userId) {
      const account = await findAccountById(tx, userId);
      if (!account) throw new AppError(404, 'NOT_FOUND', 'El usuario no existe.');
      await updatePassword(tx, userId, null, false);
      await revokeAllOfUser(tx, userId);
      await sendVerifications(tx, [account]);
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
