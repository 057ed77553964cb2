import { z } from 'zod';
import { defineJob } from './queue.ts';

/** Folds each gestoría's company-count deltas into one row, so that its list total stays a short sum. */
export const compactEmpresaCountsJob = defineJob({
  name: 'compact-empresa-counts',
  payload: z.object({}),
  policy: 'stately',
  cron: '43 * * * *',
  retry: { limit: 2, backoff: true },
  expireInSeconds: 300,
});
