import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * The renewals' daily run (docs/decisions/0030): signed tools without a period get theirs, renewals
 * are created for the periods ending within the lead time, accepted renewals whose period has ended
 * are processed (next period, invoice) and disabled ones end their tools. Every night at 00:20
 * (Madrid), and once when a server starts, for the days it was down. Idempotent and safe on several
 * servers at once: the database's unique indexes and status-guarded updates decide who does what.
 */
export const processRenovacionesJob = defineJob({
  // The queue's name, as servers already running have it (pg-boss keys its queue and schedule by it).
  name: 'process-renewals',
  payload: z.object({}),
  policy: 'stately',
  cron: '20 0 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 3_600,
});
