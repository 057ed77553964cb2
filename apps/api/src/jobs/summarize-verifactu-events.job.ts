import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * The summary of the event log (EventosSIF type 10): Orden HAC/1177/2024 art. 9.2 asks for one for
 * every 6 hours a non-VERI*FACTU system works. Every half hour, one is recorded once the last is
 * 5½ hours old (decision 0064); the decision and the record are taken under the log's lock, so a
 * run twice, or on two servers at once, records one. Nothing in VERI*FACTU mode (no log is kept).
 */
export const summarizeVerifactuEventsJob = defineJob({
  name: 'summarize-verifactu-events',
  payload: z.object({}),
  policy: 'stately',
  cron: '7,37 * * * *',
  // The next half hour's run is a retry too; one more soon after a failure keeps within the 6 hours.
  retry: { limit: 2, delaySeconds: 60 },
  expireInSeconds: 300,
});
