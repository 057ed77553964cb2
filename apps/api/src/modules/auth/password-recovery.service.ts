import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { PASSWORD_RECOVERY_JOB } from '../../jobs/password-recovery.job.ts';
import { badRequest } from '../../lib/app-error.ts';
import { recordAudit, systemActor, type Actor } from '../audit/audit.service.ts';
import { passwordRecoveryEmail, type OutboxService } from '../outbox/outbox.service.ts';
import { findAccountByUsername, updatePassword } from './accounts.repository.ts';
import { CODE_POLICIES, type OneTimeCodes } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import { revokeAllOfUser } from './sessions.repository.ts';

export interface PasswordRecoveryService {
  /**
   * Accepts a recovery request. The answer never depends on whether the user exists: the lookup
   * and the e-mail happen in a background job, so even the response time says nothing.
   */
  request(identifier: string): Promise<void>;
  /** The job's work: a reset code e-mailed to the user, if there is one. */
  sendResetEmail(identifier: string): Promise<void>;
  changePassword(actor: Actor, input: { username: string; code: string; newPassword: string }): Promise<void>;
}

export function createPasswordRecoveryService(deps: {
  db: Database;
  config: Config;
  codes: OneTimeCodes;
  outbox: OutboxService;
  queue: JobQueue;
}): PasswordRecoveryService {
  const { db, config, codes, outbox, queue } = deps;

  return {
    async request(identifier) {
      await queue.send(PASSWORD_RECOVERY_JOB, { identifier: identifier.trim().toUpperCase() }, { retryLimit: 3 });
    },

    async sendResetEmail(identifier) {
      const account = await findAccountByUsername(db, identifier);
      if (!account) return;
      await db.transaction(async (tx) => {
        const code = await codes.issue(tx, account.id, 'PASSWORD_RESET');
        await outbox.queueEmail(
          tx,
          account.email,
          passwordRecoveryEmail({
            publicUrl: config.PUBLIC_URL,
            name: account.name,
            username: account.username,
            code,
            validMinutes: CODE_POLICIES.PASSWORD_RESET.ttlMinutes,
          }),
        );
        await recordAudit(tx, systemActor, { action: 'user.password-reset-requested', entityType: 'user', entityId: account.id });
      });
      await outbox.dispatch();
    },

    async changePassword(actor, input) {
      const invalid = () => badRequest('INVALID_CODE', 'El código de recuperación no es válido o ha caducado.');
      const account = await findAccountByUsername(db, input.username);
      if (!account) throw invalid();
      const passwordHash = await hashPassword(input.newPassword);
      const codeId = await codes.match(account.id, 'PASSWORD_RESET', input.code);
      if (!codeId) throw invalid();
      await db.transaction(async (tx) => {
        if (!(await codes.consume(tx, codeId))) throw invalid();
        await updatePassword(tx, account.id, passwordHash);
        await revokeAllOfUser(tx, account.id);
        await recordAudit(tx, { ...actor, userId: account.id, username: account.username }, {
          action: 'user.password-changed',
          entityType: 'user',
          entityId: account.id,
        });
      });
    },
  };
}
