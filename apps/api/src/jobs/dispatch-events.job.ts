import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * Hands the domain events still pending to their listeners: those whose dispatch right after their
 * commit failed or never ran (a listener's error, a process killed in between). Every minute; a
 * listener handles an event once however often this runs (events/event-bus.ts).
 */
export const dispatchEventsJob = defineJob({
  name: 'dispatch-events',
  payload: z.object({}),
  policy: 'stately',
  cron: '* * * * *',
  retry: { limit: 0 },
  expireInSeconds: 300,
});
