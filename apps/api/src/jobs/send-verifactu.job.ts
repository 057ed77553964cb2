import { z } from 'zod';
import { defineJob } from './queue.ts';

/** Sends the VERI*FACTU records not yet answered by the tax agency (only with VERIFACTU_SENDING=aeat). */
export const sendVerifactuJob = defineJob({
  name: 'send-verifactu',
  payload: z.object({}),
  policy: 'stately',
  cron: '* * * * *',
  retry: { limit: 0 },
  expireInSeconds: 300,
});
