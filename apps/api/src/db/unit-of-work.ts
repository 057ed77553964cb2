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
}

export interface UnitOfWorkRunner {
  /**
   * Runs `work` in one transaction, then its after-commit steps in the order registered; resolves
   * with the work's result once they have run. When `work` throws, the transaction is rolled back,
   * no step runs and the error is thrown. Units are not nested.
   */
  run<Result>(work: (uow: UnitOfWork) => Promise<Result>): Promise<Result>;
}

/** Where a failed after-commit step is reported (the server's logger). */
export interface AfterCommitLog {
  warn(details: { err: unknown; step: string }, message: string): void;
}

export function createUnitOfWork(deps: { db: Database; log: AfterCommitLog }): UnitOfWorkRunner {
  return {
    async run(work) {
      const steps = new Map<string, () => Promise<unknown>>();
      let open = true;
      let result;
      try {
        result = await deps.db.transaction((tx) =>
          work({
            tx,
            afterCommit(name, step) {
              if (!open) throw new Error(`"${name}" was registered after its unit of work ended`);
              if (!steps.has(name)) steps.set(name, step);
            },
          }),
        );
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
}
