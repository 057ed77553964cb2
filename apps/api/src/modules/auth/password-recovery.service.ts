import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { passwordRecoveryJob } from '../../jobs/password-recovery.job.ts';
import { badRequest } from '../../lib/app-error.ts';
import { recordAudit, systemActor, type Actor } from '../audit/audit.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { passwordRecoveryEmail } from './password-recovery-email.ts';
import { findAccountByUsername, updatePassword } from './accounts.repository.ts';
import { CODE_POLICIES, RESET_CODES_PER_HOUR, type OneTimeCodes } from './one-time-codes.ts';
import { hashPassword, refuseWeakPassword } from './passwords.ts';
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
        // A few codes an hour at most (issue 24): asking again beyond that sends nothing, and the
        // answer to the request is the same either way.
        const code = await codes.issueCapped(uow.tx, account.id, 'PASSWORD_RESET', RESET_CODES_PER_HOUR);
        if (code === null) return;
        await outbox.queueEmail(uow, passwordRecoveryEmail, account.email, {
          publicUrl: config.PUBLIC_URL,
          name: account.name,
          username: account.username,
          code,
          validMinutes: CODE_POLICIES.PASSWORD_RESET.ttlMinutes,
        });
        await recordAudit(uow.tx, systemActor, { action: 'user.password-reset-requested', entityType: 'user', entityId: account.id });
      });
    },

    async changePassword(actor, input) {
      const invalid = () => badRequest('INVALID_CODE', 'El código de recuperación no es válido o ha caducado.');
      refuseWeakPassword(input.newPassword, input.username, 'newPassword');
      // The same statements whether or not the user exists (issue 24: the unknown user's answer used to
      // skip the password hash, 6 ms against 54): the account read, then the attempt counted and the
      // code compared. Only a right code goes on to hash the new password.
      const account = await findAccountByUsername(db, input.username);
      const codeId = await codes.match(input.username, account?.id, 'PASSWORD_RESET', input.code);
      if (!account || !codeId) throw invalid();
      const passwordHash = await hashPassword(input.newPassword);
      await unitOfWork.run(async ({ tx }) => {
        if (!(await codes.consume(tx, codeId, input.username, 'PASSWORD_RESET'))) throw invalid();
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
