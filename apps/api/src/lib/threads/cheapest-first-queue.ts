import { queueOptionsSymbol, type PiscinaTask, type TaskQueue } from 'piscina';

/** What a task is expected to cost, in any unit that orders tasks by their drawing time (the queue's only reading of it). */
export type TaskCost = { cost: number };

/** The queue options of a task of `cost` (Piscina hands them to the queue with the task). */
export const withCost = <Task extends object>(task: Task, cost: number): Task => Object.assign(task, { [queueOptionsSymbol]: { cost } satisfies TaskCost });

/** How long a task may wait while cheaper ones pass it: after this it goes next, oldest first. */
export const LONGEST_WAIT_MS = 3_000;

type Waiting = { task: PiscinaTask; cost: number; since: number; arrival: number };

/**
 * The PDF pool's waiting line: the cheapest task first (decision 0069), so that the documents people
 * wait for on a page (a contract's first look, a seal, an invoice) are not drawn behind the long
 * protocols somebody else is downloading; a document that has waited LONGEST_WAIT_MS goes next
 * whatever it costs, so that a steady stream of cheap ones cannot hold an expensive one for ever.
 * Tasks without a cost count as free (joining two PDFs, counting pages). Piscina hands back a task
 * it took and could not place (every thread busy): it keeps its first arrival, and so its turn among
 * equals and its time waited. `now` is for the tests.
 */
export class CheapestFirstQueue implements TaskQueue {
  readonly #waiting: Waiting[] = [];
  readonly #arrived = new WeakMap<PiscinaTask, Pick<Waiting, 'since' | 'arrival'>>();
  readonly #now: () => number;
  #arrivals = 0;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  get size(): number {
    return this.#waiting.length;
  }

  push(task: PiscinaTask): void {
    const options = task[queueOptionsSymbol] as Partial<TaskCost> | null;
    let arrived = this.#arrived.get(task);
    if (!arrived) this.#arrived.set(task, (arrived = { since: this.#now(), arrival: this.#arrivals++ }));
    this.#waiting.push({ task, cost: options?.cost ?? 0, ...arrived });
  }

  shift(): PiscinaTask | null {
    if (this.#waiting.length === 0) return null;
    const now = this.#now();
    const before = (a: Waiting, b: Waiting) => {
      const aOverdue = now - a.since >= LONGEST_WAIT_MS;
      const bOverdue = now - b.since >= LONGEST_WAIT_MS;
      if (aOverdue !== bOverdue) return aOverdue;
      if (!aOverdue && a.cost !== b.cost) return a.cost < b.cost;
      return a.arrival < b.arrival;
    };
    const next = this.#waiting.reduce((best, entry, index) => (before(entry, this.#waiting[best]!) ? index : best), 0);
    return this.#waiting.splice(next, 1)[0]!.task;
  }

  remove(task: PiscinaTask): void {
    const index = this.#waiting.findIndex((entry) => entry.task === task);
    if (index >= 0) this.#waiting.splice(index, 1);
  }
}
