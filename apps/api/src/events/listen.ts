import type { z } from 'zod';
import type { UnitOfWork } from '../db/unit-of-work.ts';
import type { EventDefinition } from './define-event.ts';

/**
 * A module's reaction to an event. `name` is stable (it is stored with each event handled), unique
 * across the application, and reads `<module>.<what it does>`. The handler runs in a unit of work of
 * its own, after the event's unit has committed, and is idempotent: whatever it writes commits with
 * the record that it has handled the event, so it handles each event once.
 */
export interface EventListener {
  readonly event: EventDefinition;
  readonly name: string;
  handle(uow: UnitOfWork, payload: unknown): Promise<void>;
}

export function listen<Payload extends z.ZodType>(event: EventDefinition<Payload>, name: string, handle: (uow: UnitOfWork, payload: z.output<Payload>) => Promise<unknown>): EventListener {
  return {
    event,
    name,
    async handle(uow, payload) {
      await handle(uow, event.payload.parse(payload));
    },
  };
}
