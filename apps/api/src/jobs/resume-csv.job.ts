import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * The periodic backstop of `process-csv`: every minute, the unfinished files with no progress for a
 * while are sent to `process-csv` again (an upload whose send failed, a job that gave up).
 */
export const resumeCsvJob = defineJob({
  name: 'resume-csv',
  payload: z.object({}),
  policy: 'stately',
  cron: '* * * * *',
  retry: { limit: 0 },
  expireInSeconds: 60,
});
