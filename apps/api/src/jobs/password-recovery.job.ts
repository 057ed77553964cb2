import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * Looks the user up and e-mails a reset link; issuing a new code replaces the previous one, so a
 * second run leaves one valid code, the one last e-mailed. Sent by the recovery request itself (no
 * transaction): if the send fails the request fails, the same for every identifier, and nothing is
 * left pending, so this job needs no periodic backstop.
 */
export const passwordRecoveryJob = defineJob({
  name: 'password-recovery',
  payload: z.object({ identifier: z.string().min(1) }),
  retry: { limit: 3, backoff: true },
});
