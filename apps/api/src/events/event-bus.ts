import type { Database } from '../db/database.ts';
import type { EventStore, UnitOfWorkRunner } from '../db/unit-of-work.ts';
import type { EventListener } from './listen.ts';
import { claimHandling, insertEvent, markHandled, pendingEvents, purgeHandledEvents, type StoredEvent } from './events.repository.ts';

/** Events read per batch by the periodic run. */
const BATCH = 100;
/** How long handled events are kept (to trace what happened): then purged. */
const KEEP_HANDLED_DAYS = 30;

export interface EventBusLog {
  error(details: { err: unknown; event: string; eventId: number; listener: string }, message: string): void;
}

/**
 * Stores the events units of work publish and dispatches them to the modules' listeners: right
 * after the publishing unit commits, and from the periodic `dispatch-events` job for whatever that
 * missed (a failed listener, a process killed in between). A listener's failure is logged and
 * leaves the event pending for it alone; the others are not held back.
 */
export interface EventBus extends EventStore {
  /** The listeners of every module, once, when the application is assembled. */
  subscribe(listeners: readonly EventListener[]): void;
  /** Every pending event, oldest first (the periodic run); resolves with how many were handled whole. */
  dispatchPending(runner: UnitOfWorkRunner): Promise<number>;
  /** Forgets events handled more than a month ago. */
  purgeHandled(): Promise<number>;
}

export function createEventBus(deps: { db: Database; log: EventBusLog }): EventBus {
  const { db, log } = deps;
  const byEvent = new Map<string, EventListener[]>();
  const names = new Set<string>();

  /** Runs each listener of the event that has not handled it; true when none is left. */
  async function handle(event: StoredEvent, runner: UnitOfWorkRunner): Promise<boolean> {
    let whole = true;
    for (const listener of byEvent.get(event.name) ?? []) {
      try {
        await runner.run(async (uow) => {
          if (await claimHandling(uow.tx, event.id, listener.name)) await listener.handle(uow, event.payload);
        });
      } catch (error) {
        whole = false;
        log.error({ err: error, event: event.name, eventId: event.id, listener: listener.name }, 'an event listener failed; the periodic run tries again');
      }
    }
    if (whole) await markHandled(db, event.id);
    return whole;
  }

  async function dispatchAll(events: StoredEvent[], runner: UnitOfWorkRunner) {
    let handled = 0;
    for (const event of events) if (await handle(event, runner)) handled++;
    return handled;
  }

  return {
    subscribe(listeners) {
      for (const listener of listeners) {
        if (names.has(listener.name)) throw new Error(`Two event listeners are named "${listener.name}"`);
        names.add(listener.name);
        byEvent.set(listener.event.name, [...(byEvent.get(listener.event.name) ?? []), listener]);
      }
    },

    async store(tx, event, payload) {
      return insertEvent(tx, event.name, event.payload.parse(payload));
    },

    async dispatch(ids, runner) {
      await dispatchAll(await pendingEvents(db, { ids, limit: ids.length }), runner);
    },

    async dispatchPending(runner) {
      let handled = 0;
      const failed = new Set<number>();
      for (;;) {
        // Events a listener failed on this run stay pending; they are not read again until the next run.
        const events = (await pendingEvents(db, { limit: BATCH + failed.size })).filter((event) => !failed.has(event.id));
        if (events.length === 0) return handled;
        for (const event of events) {
          if (await handle(event, runner)) handled++;
          else failed.add(event.id);
        }
      }
    },

    purgeHandled: () => purgeHandledEvents(db, new Date(Date.now() - KEEP_HANDLED_DAYS * 24 * 60 * 60 * 1000)),
  };
}
