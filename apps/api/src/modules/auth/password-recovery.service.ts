import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { passwordRecoveryJob } from '../../jobs/password-recovery.job.ts';
import { badRequest } from '../../lib/app-error.ts';
import { recordAudit, systemActor, type Actor } from '../audit/audit.service.ts';
import { passwordRecoveryEmail, type OutboxService } from '../outbox/outbox.service.ts';
import { findAccountByUsername, updatePassword } from './accounts.repository.ts';
import { CODE_POLICIES, type OneTimeCodes } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import { revokeAllOfUser } from './sessions.repository.ts';
import { clearAccountFailures } from './throttle.repository.ts';

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
  unitOfWork: UnitOfWorkRunner;
  config: Config;
  codes: OneTimeCodes;
  outbox: OutboxService;
  queue: JobQueue;
}): PasswordRecoveryService {
  const { db, unitOfWork, config, codes, outbox, queue } = deps;

  return {
    async request(identifier) {
      // Not after a commit: nothing is stored here. A failed send fails the request (the same for any
      // identifier, so the answer still says nothing), and no work is left pending.
      await queue.send(passwordRecoveryJob, { identifier: identifier.trim().toUpperCase() });
    },

    async sendResetEmail(identifier) {
      const account = await findAccountByUsername(db, identifier);
      if (!account) return;
      await unitOfWork.run(async (uow) => {
        const code = await codes.issue(uow.tx, account.id, 'PASSWORD_RESET');
        await outbox.queueEmail(
          uow,
          account.email,
          passwordRecoveryEmail({
            publicUrl: config.PUBLIC_URL,
            name: account.name,
            username: account.username,
            code,
            validMinutes: CODE_POLICIES.PASSWORD_RESET.ttlMinutes,
          }),
        );
        await recordAudit(uow.tx, systemActor, { action: 'user.password-reset-requested', entityType: 'user', entityId: account.id });
      });
    },

    async changePassword(actor, input) {
      const invalid = () => badRequest('INVALID_CODE', 'El código de recuperación no es válido o ha caducado.');
      const account = await findAccountByUsername(db, input.username);
      if (!account) throw invalid();
      const passwordHash = await hashPassword(input.newPassword);
      const codeId = await codes.match(account.id, 'PASSWORD_RESET', input.code);
      if (!codeId) throw invalid();
      await unitOfWork.run(async ({ tx }) => {
        if (!(await codes.consume(tx, codeId))) throw invalid();
        await updatePassword(tx, account.id, passwordHash);
        await revokeAllOfUser(tx, account.id);
        // Whoever guessed at the old password, the owner can sign in at once from any browser.
        await clearAccountFailures(tx, account.username);
        await recordAudit(tx, { ...actor, userId: account.id, username: account.username }, {
          action: 'user.password-changed',
          entityType: 'user',
          entityId: account.id,
        });
      });
    },
  };
}
