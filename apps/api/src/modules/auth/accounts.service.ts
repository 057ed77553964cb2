import type { Role } from '@cumplia/shared/enums';
import type { CurrentUser } from '@cumplia/shared/schemas/auth';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { isUniqueViolation, postgresErrorOf } from '../../lib/database-errors.ts';
import { recordAudit, recordAudits, type Actor } from '../audit/audit.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { accountVerificationEmail } from './account-verification-email.ts';
import {
  countEnabledWithRole,
  deleteAccount,
  findAccountById,
  findAccountByUsername,
  insertAccounts,
  listRoles,
  lockAccountAdministration,
  lockAccountById,
  updateAccount,
  updatePassword,
  usernamesTaken,
  type Account,
  type AccountChanges,
} from './accounts.repository.ts';
import { CODE_POLICIES, type OneTimeCodes } from './one-time-codes.ts';
import { hashPassword, refuseWeakPassword } from './passwords.ts';
import { revokeAllOfUser } from './sessions.repository.ts';
import { clearAccountFailures } from './throttle.repository.ts';

export interface NewUser {
  username: string;
  name: string;
  surname?: string | null;
  email: string;
  roles: Role[];
  gestoriaIds?: string[];
  empresaIds?: string[];
}

/** The unique index that keeps a company to one administrator user, and the answer when it refuses one. */
const ONE_ADMINISTRATOR_PER_EMPRESA = 'user_empresas_one_administrator';
const EMPRESA_HAS_ADMINISTRATOR = 'La empresa ya tiene un usuario asignado.';

/** An account as staff read it: everything but the password. */
export type AccountView = Omit<Account, 'passwordHash'>;
export type { AccountChanges };

const viewOf = ({ passwordHash: _passwordHash, ...account }: Account): AccountView => account;

/** What the audit keeps of an account, before and after a change: never the password. */
const auditedOf = (account: AccountView | AccountChanges) => ({
  username: account.username,
  name: account.name,
  surname: account.surname,
  email: account.email,
  enabled: account.enabled,
  roles: account.roles,
  gestoriaIds: account.gestoriaIds,
  empresaIds: account.empresaIds,
});

const removes = <T>(before: readonly T[], after: readonly T[]) => before.some((item) => !after.includes(item));

export interface AccountsService {
  /**
   * Creates the administrator user of a new company or gestoría (spec 0): disabled, no password,
   * with a verification code e-mailed as a link. Runs in the caller's unit of work.
   */
  createPendingUser(uow: UnitOfWork, actor: Actor, user: NewUser): Promise<string>;
  /**
   * The same rows for many users, a few statements in all (a bulk upload's batch); the ids in the
   * order given. The caller has checked the usernames with `usernamesTaken`: one taken meanwhile
   * fails the statement, and with it the caller's unit of work.
   */
  createPendingUsers(uow: UnitOfWork, actor: Actor, users: NewUser[]): Promise<string[]>;
  /** Which of these usernames already have an account, read in the caller's unit of work. */
  usernamesTaken(uow: UnitOfWork, usernames: string[]): Promise<Set<string>>;
  /** Staff "Reenviar verificación": new code, password cleared, sessions ended, e-mail again. */
  resendVerification(actor: Actor, userId: string): Promise<void>;
  verifyAccount(actor: Actor, input: { username: string; email: string; verificationCode: string; password: string }): Promise<void>;
  currentUser(userId: string): Promise<CurrentUser>;
  /** An account by id, without its password; undefined when there is none. */
  findAccount(userId: string): Promise<AccountView | undefined>;
  /**
   * For a staff change in the caller's unit of work: waits for any other staff change to accounts
   * to end (so counts such as "enabled superadmins" stay true until commit), then reads the account
   * with its row locked.
   */
  lockForAdministration(uow: UnitOfWork, userId: string): Promise<AccountView | undefined>;
  /** How many enabled accounts hold the role, read in the caller's unit of work. */
  countEnabledWithRole(uow: UnitOfWork, role: Role): Promise<number>;
  /**
   * A staff edit of an account (read with `lockForAdministration`), audited with before and after.
   * Disabling it, or taking a role or link away, ends its sessions. A company that has another
   * administrator is a conflict, as is a username taken.
   */
  updateAccount(uow: UnitOfWork, actor: Actor, before: AccountView, changes: AccountChanges): Promise<void>;
  /** Deletes an account (read with `lockForAdministration`); its sessions end with it. Audited. */
  deleteAccount(uow: UnitOfWork, actor: Actor, before: AccountView): Promise<void>;
  /** Every role there is, by id. */
  roles(): Promise<Array<{ id: Role; description: string }>>;
}

export function createAccountsService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  config: Config;
  codes: OneTimeCodes;
  outbox: OutboxService;
}): AccountsService {
  const { db, unitOfWork, config, codes, outbox } = deps;

  /** A fresh code for each user, e-mailed as a link; the e-mail is rendered when delivered. */
  async function sendVerifications(uow: UnitOfWork, users: Array<{ id: string; username: string; name: string; email: string }>) {
    const issued = await codes.issueMany(uow.tx, users.map((user) => user.id), 'ACCOUNT_VERIFICATION');
    const validDays = CODE_POLICIES.ACCOUNT_VERIFICATION.ttlMinutes / (24 * 60);
    await outbox.queueEmails(
      uow,
      accountVerificationEmail,
      users.map((user, index) => ({
        to: user.email,
        data: { publicUrl: config.PUBLIC_URL, name: user.name, username: user.username, email: user.email, code: issued[index]!, validDays },
      })),
    );
  }

  async function createPendingUsers(uow: UnitOfWork, actor: Actor, newUsers: NewUser[]): Promise<string[]> {
    const ids = await insertAccounts(uow.tx, newUsers.map((user) => ({ ...user, enabled: false, passwordHash: null })));
    await sendVerifications(uow, newUsers.map((user, index) => ({ id: ids[index]!, ...user })));
    await recordAudits(
      uow.tx,
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
    async createPendingUser(uow, actor, user) {
      if ((await usernamesTaken(uow.tx, [user.username])).length > 0) throw conflict('DUPLICATE_USERNAME');
      try {
        const [userId] = await createPendingUsers(uow, actor, [user]);
        return userId!;
      } catch (error) {
        // Another request gave the company its administrator meanwhile (user_empresas_one_administrator).
        if (isUniqueViolation(error, ONE_ADMINISTRATOR_PER_EMPRESA)) throw conflict('CONFLICT', EMPRESA_HAS_ADMINISTRATOR);
        if (isUniqueViolation(error)) throw conflict('DUPLICATE_USERNAME');
        throw error;
      }
    },

    createPendingUsers,

    usernamesTaken: async (uow, usernames) => new Set(await usernamesTaken(uow.tx, usernames)),

    async resendVerification(actor, userId) {
      await unitOfWork.run(async (uow) => {
        const account = await findAccountById(uow.tx, userId);
        if (!account) throw new AppError(404, 'NOT_FOUND', 'El usuario no existe.');
        await updatePassword(uow.tx, userId, null, false);
        await revokeAllOfUser(uow.tx, userId);
        await sendVerifications(uow, [account]);
        await recordAudit(uow.tx, actor, { action: 'user.verification-resent', entityType: 'user', entityId: userId });
      });
    },

    async verifyAccount(actor, input) {
      const invalid = () => badRequest('INVALID_CODE', 'El código de verificación no es válido o ha caducado.');
      refuseWeakPassword(input.password, input.username, 'password');
      // The same statements whether or not the account exists and the e-mail is its own: the attempt
      // is counted against the username typed, then the answers compared (no timing oracle).
      const found = await findAccountByUsername(db, input.username);
      const account = found && found.email.toLowerCase() === input.email.trim().toLowerCase() ? found : undefined;
      const codeId = await codes.match(input.username, account?.id, 'ACCOUNT_VERIFICATION', input.verificationCode);
      if (!account || !codeId) throw invalid();
      const passwordHash = await hashPassword(input.password);
      await unitOfWork.run(async ({ tx }) => {
        if (!(await codes.consume(tx, codeId, input.username, 'ACCOUNT_VERIFICATION'))) throw invalid();
        await updatePassword(tx, account.id, passwordHash, true);
        // Failures counted while the account had no password must not hold its owner back now.
        await clearAccountFailures(tx, account.username);
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

    async findAccount(userId) {
      const account = await findAccountById(db, userId);
      return account && viewOf(account);
    },

    async lockForAdministration(uow, userId) {
      await lockAccountAdministration(uow.tx);
      const account = await lockAccountById(uow.tx, userId);
      return account && viewOf(account);
    },

    countEnabledWithRole: (uow, role) => countEnabledWithRole(uow.tx, role),

    async updateAccount(uow, actor, before, changes) {
      try {
        await updateAccount(uow.tx, before.id, changes);
      } catch (error) {
        if (isUniqueViolation(error, ONE_ADMINISTRATOR_PER_EMPRESA)) throw conflict('CONFLICT', EMPRESA_HAS_ADMINISTRATOR);
        if (isUniqueViolation(error, 'users_username_unique')) throw conflict('DUPLICATE_USERNAME');
        if (postgresErrorOf(error)?.code === '23503') throw badRequest('VALIDATION_ERROR', 'La empresa o la gestoría indicada no existe.');
        throw error;
      }
      const losesAccess =
        !changes.enabled || removes(before.roles, changes.roles) || removes(before.gestoriaIds, changes.gestoriaIds) || removes(before.empresaIds, changes.empresaIds);
      if (losesAccess) await revokeAllOfUser(uow.tx, before.id);
      await recordAudit(uow.tx, actor, {
        action: 'user.updated',
        entityType: 'user',
        entityId: before.id,
        changes: { before: auditedOf(before), after: auditedOf(changes), sessionsEnded: losesAccess },
      });
    },

    async deleteAccount(uow, actor, before) {
      await deleteAccount(uow.tx, before.id);
      await recordAudit(uow.tx, actor, { action: 'user.deleted', entityType: 'user', entityId: before.id, changes: { before: auditedOf(before), after: null } });
    },

    roles: () => listRoles(db),
  };
}
