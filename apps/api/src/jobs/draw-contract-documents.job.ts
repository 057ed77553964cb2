import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * Draws the documents of contracts just sent for signature (a company's own, not a bulk upload's),
 * so that the signing page opened from the SMS shows them without waiting for the drawing. A job
 * lost or failed costs nothing but that wait: the page draws what it does not find.
 */
export const drawContractDocumentsJob = defineJob({
  name: 'draw-contract-documents',
  payload: z.object({ contratoIds: z.array(z.uuid()).min(1).max(10) }),
  retry: { limit: 2, delaySeconds: 10 },
  expireInSeconds: 120,
});
