/**
 * Work done in bulk for someone watching it (a bulk upload's lines, its progress on their screen),
 * in this process. Background work that can wait (the outbox's deliveries) gives way to it: a
 * 100,000-line upload queues 300,000 messages, and delivering them beside it cost the database as
 * much as the upload itself (decision 0066, third step). What gives way goes on once none runs.
 */
export interface BulkWork {
  /** Runs `work` as bulk work. */
  run<Result>(work: () => Promise<Result>): Promise<Result>;
  /** Whether some bulk work is running now. */
  readonly active: boolean;
  /** Resolves once no bulk work runs (at once when none does). */
  idle(): Promise<void>;
}

export function createBulkWork(): BulkWork {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(work) {
      running += 1;
      try {
        return await work();
      } finally {
        running -= 1;
        if (running === 0) for (const resume of waiting.splice(0)) resume();
      }
    },
    get active() {
      return running > 0;
    },
    idle() {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
