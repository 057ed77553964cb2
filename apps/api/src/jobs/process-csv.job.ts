import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * Processes a bulk-upload file for a while and hands the rest to a new job, so that no job runs
 * long. Each line is done once, whatever runs twice: its result row has a unique key. A file whose
 * job was never sent or was lost is found by `resume-csv`.
 */
export const processCsvJob = defineJob({
  name: 'process-csv',
  payload: z.object({ archivoId: z.uuid() }),
  retry: { limit: 10, backoff: true },
  // A chunk works 15 s at most.
  expireInSeconds: 120,
});
