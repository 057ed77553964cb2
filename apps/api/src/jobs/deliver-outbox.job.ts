import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * Delivers the pending e-mails and SMS. Sent after each commit that queues one, and every minute:
 * the periodic run delivers what a lost signal left. Delivering twice sends nothing the second time.
 */
export const deliverOutboxJob = defineJob({
  name: 'deliver-outbox',
  payload: z.object({}),
  policy: 'stately',
  cron: '* * * * *',
  // The next signal or the next minute's run is the retry; a run lasts seconds.
  retry: { limit: 0 },
  expireInSeconds: 60,
});
