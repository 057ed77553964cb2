import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * Forgets what has expired: used captcha solutions whose challenge has expired (they can no longer
 * be replayed), sign-in failure counts and device tokens past their window, ended rate-limit windows.
 */
export const purgeExpiredJob = defineJob({
  name: 'purge-expired',
  payload: z.object({}),
  policy: 'stately',
  cron: '17 * * * *',
  retry: { limit: 2, backoff: true },
  expireInSeconds: 300,
});
