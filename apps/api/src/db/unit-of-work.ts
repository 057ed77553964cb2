import type { z } from 'zod';
import type { EventDefinition } from '../events/define-event.ts';
import type { Database, Transaction } from './database.ts';

/**
 * One transaction and what must happen once it has committed (the outbox's delivery signal, job
 * sends). A service method that must write in its caller's transaction takes the caller's unit of
 * work as its first argument; its own repositories get `uow.tx`.
 */
export interface UnitOfWork {
  /** The transaction: every statement of the unit runs on it, never on the outer database handle. */
  readonly tx: Transaction;
  /**
   * Runs `step` after the transaction commits, never after a rollback. A step registered again under
   * the same name runs once (one delivery signal for a batch of e-mails). A step that fails is
   * logged, not thrown: the commit stands and each step's work has a periodic backstop.
   */
  afterCommit(name: string, step: () => Promise<unknown>): void;
  /**
   * Publishes a domain event (src/events/): stored in this transaction, so that it exists if and only
   * if the unit commits, then handled by the listening modules once it has committed, each in a unit
   * of work of its own (and by the periodic run, for whatever that misses).
   */
  publish<Payload extends z.ZodType>(event: EventDefinition<Payload>, payload: z.input<Payload>): Promise<void>;
}

export interface UnitOfWorkRunner {
  /**
   * Runs `work` in one transaction, then its after-commit steps in the order registered; resolves
   * with the work's result once they have run. When `work` throws, the transaction is rolled back,
   * no step runs and the error is thrown. Units are not nested.
   */
  run<Result>(work: (uow: UnitOfWork) => Promise<Result>): Promise<Result>;
}

/** Where published events are kept and who handles them (events/event-bus.ts). */
export interface EventStore {
  /** Stores the event in the transaction; its id. */
  store<Payload extends z.ZodType>(tx: Transaction, event: EventDefinition<Payload>, payload: z.input<Payload>): Promise<number>;
  /** Hands the committed events to their listeners, each listener in a unit of work of `runner`'s. */
  dispatch(ids: number[], runner: UnitOfWorkRunner): Promise<void>;
}

/** Where a failed after-commit step is reported (the server's logger). */
export interface AfterCommitLog {
  warn(details: { err: unknown; step: string }, message: string): void;
}

export function createUnitOfWork(deps: { db: Database; log: AfterCommitLog; events: EventStore }): UnitOfWorkRunner {
  const runner: UnitOfWorkRunner = {
    async run(work) {
      const steps = new Map<string, () => Promise<unknown>>();
      const published: number[] = [];
      let open = true;
      let result;
      try {
        result = await deps.db.transaction((tx) => {
          const afterCommit = (name: string, step: () => Promise<unknown>) => {
            if (!open) throw new Error(`"${name}" was registered after its unit of work ended`);
            if (!steps.has(name)) steps.set(name, step);
          };
          return work({
            tx,
            afterCommit,
            async publish(event, payload) {
              if (!open) throw new Error(`"${event.name}" was published after its unit of work ended`);
              published.push(await deps.events.store(tx, event, payload));
              afterCommit('dispatch domain events', () => deps.events.dispatch(published, runner));
            },
          });
        });
      } finally {
        open = false;
      }
      for (const [name, step] of steps) {
        try {
          await step();
        } catch (error) {
          deps.log.warn({ err: error, step: name }, 'an after-commit step failed; its periodic run will do the work');
        }
      }
      return result;
    },
  };
  return runner;
}
