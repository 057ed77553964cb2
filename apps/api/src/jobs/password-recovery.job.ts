import { z } from 'zod';
import type { JobDefinition } from './queue.ts';
import type { PasswordRecoveryService } from '../modules/auth/password-recovery.service.ts';

export const PASSWORD_RECOVERY_JOB = 'password-recovery';

const payload = z.object({ identifier: z.string().min(1) });

/** Looks the user up and e-mails a reset link; issuing a new code replaces the previous one. */
export function passwordRecoveryJob(recovery: PasswordRecoveryService): JobDefinition<z.infer<typeof payload>> {
  return {
    name: PASSWORD_RECOVERY_JOB,
    payload,
    handle: ({ identifier }) => recovery.sendResetEmail(identifier),
  };
}
