import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * Sends the records of a remittance the tax agency asked for (decision 0083), message by message.
 * A run that stops on a failed message records why and ends; staff resume it. A run killed midway is
 * retried and goes on from the first message without an answer.
 */
export const remitRequerimientoJob = defineJob({
  name: 'remit-requerimiento',
  payload: z.object({ id: z.uuid() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  // Each message may wait VERIFACTU_TIMEOUT_SECONDS (at most 120 s) for its answer.
  expireInSeconds: 3600,
});
