/**
 * Batches being written, each in its own transaction, at most `limit` at once, in the file's order
 * where it matters: a batch that registers a NIF/CIF or username an earlier batch still in flight
 * also registers starts only once that one has committed, so the earlier line gets the company and
 * the later one its "already registered" error, as one batch after another would do. Batches with
 * nothing in common commit in either order (each line's result is its own; the file's counts are
 * added in each batch's transaction).
 */
export class BatchesInFlight {
  private readonly batches: Array<{ keys: ReadonlySet<string>; done: Promise<void> }> = [];

  constructor(private readonly limit: number) {}

  /** Waits for room and for the earlier batches it shares a key with, then starts the write. */
  async start(keys: ReadonlySet<string>, write: () => Promise<void>): Promise<void> {
    const earlier = this.batches.filter((batch) => [...keys].some((key) => batch.keys.has(key)));
    await Promise.all(earlier.map((batch) => batch.done));
    while (this.batches.length >= this.limit) await this.batches.shift()!.done;
    const done = write();
    // A failure is met where the batch is awaited: for room, by a later batch, or by finish().
    done.catch(() => undefined);
    this.batches.push({ keys, done });
  }

  /** Every batch written; the first failure, if any. */
  async finish(): Promise<void> {
    while (this.batches.length > 0) await this.batches.shift()!.done;
  }

  /** Every batch ended, whatever became of it (before a failure is passed on). */
  async settle(): Promise<void> {
    await Promise.allSettled(this.batches.splice(0).map((batch) => batch.done));
  }
}
