import { z } from 'zod';
import type { JobDefinition } from './queue.ts';
import type { OutboxService } from '../modules/outbox/outbox.service.ts';

export const DELIVER_OUTBOX_JOB = 'deliver-outbox';

/** Delivers pending e-mails and SMS. Signalled after each commit that queues one, and every minute. */
export function deliverOutboxJob(outbox: OutboxService): JobDefinition<object> {
  return {
    name: DELIVER_OUTBOX_JOB,
    payload: z.object({}),
    policy: 'stately',
    cron: '* * * * *',
    async handle() {
      await outbox.deliverDue();
    },
  };
}
