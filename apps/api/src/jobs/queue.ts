import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { RawSql } from '../db/database.ts';
import type { UnitOfWork } from '../db/unit-of-work.ts';

/** How often a failed job is tried again: `limit` more times, after `delaySeconds` (doubling with `backoff`). */
export interface RetryPolicy {
  limit: number;
  delaySeconds?: number;
  backoff?: boolean;
}

/**
 * One kind of background job: its name, the schema of its payload and how it is run. A definition
 * imports no service; the function that does the work is bound to it when the server is wired
 * (`jobWorker` in app.ts). Handlers are idempotent: a job may run twice.
 */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: Payload;
  readonly retry: RetryPolicy;
  /** A job still running after this long counts as failed (and is retried); pg-boss's default is 15 minutes. */
  readonly expireInSeconds?: number;
  /** "stately" coalesces: at most one job waiting and one running (sweeps and signals). */
  readonly policy: 'standard' | 'stately';
  /** A cron expression (Europe/Madrid) to run it periodically too, with the payload `{}`. */
  readonly cron?: string;
}

export function defineJob<Payload extends z.ZodType>(definition: {
  name: string;
  payload: Payload;
  retry: RetryPolicy;
  expireInSeconds?: number;
  policy?: 'standard' | 'stately';
  cron?: string;
}): JobDefinition<Payload> {
  return { ...definition, policy: definition.policy ?? 'standard' };
}

/** A definition with the function that does its work. */
export interface JobWorker {
  readonly definition: JobDefinition;
  /** Parses the stored payload with the definition's schema and does the work. */
  run(data: unknown): Promise<void>;
}

export function jobWorker<Payload extends z.ZodType>(definition: JobDefinition<Payload>, handle: (payload: z.output<Payload>) => Promise<unknown>): JobWorker {
  return {
    definition,
    async run(data) {
      await handle(definition.payload.parse(data));
    },
  };
}

export interface JobQueue {
  /** Enqueues a job now; the payload is checked against the definition's schema first. */
  send<Payload extends z.ZodType>(definition: JobDefinition<Payload>, payload: z.input<Payload>): Promise<void>;
  /**
   * Enqueues a job once the unit of work has committed (never after a rollback); the same job with
   * the same payload is sent once per unit. A failed send is logged: the job's periodic backstop
   * does the work.
   */
  sendAfterCommit<Payload extends z.ZodType>(uow: UnitOfWork, definition: JobDefinition<Payload>, payload: z.input<Payload>): void;
  /** Creates (or updates) each job's queue and schedule and starts one worker per job. */
  start(workers: ReadonlyArray<JobWorker>): Promise<void>;
  stop(): Promise<void>;
}

export function createJobQueue(options: {
  raw: RawSql;
  log: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
  /** How long a stop waits for the jobs running here to end (10 s). */
  stopTimeoutSeconds?: number;
}): JobQueue {
  /**
   * pg-boss's statements in flight, and whether the queue has stopped. A worker records a job's end
   * (`complete`, `fail`) without waiting for it, so a job that ends as the server stops records it
   * after `boss.stop()` has resolved, when the pool may be closed — an unhandled rejection inside
   * pg-boss (seen in the API suite, 2026-11-30). After the stop such a statement is never sent and
   * never answered: what asked for it waits for ever, no answer made up for it can be misread, and
   * the job, still active, runs again after its expiry, as after a killed process.
   */
  const inFlight = new Set<Promise<unknown>>();
  let bossStopped = false;
  const executeSql = (text: string, values?: unknown[]) => {
    if (bossStopped) {
      options.log.warn('job queue stopped: a statement of pg-boss after the stop not sent (a job that ended then runs again after its expiry)');
      return new Promise<never>(() => undefined);
    }
    const running = options.raw.executeSql(text, values);
    inFlight.add(running);
    const settled = () => void inFlight.delete(running);
    running.then(settled, settled);
    return running;
  };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => executeSql(text, values) as ReturnType<PgBoss.Db['executeSql']> },
    schema: 'pgboss',
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  let started = false;
  let pending: Promise<void> | undefined;
  /** This process's worker of each job, by the job's name. */
  const localWorkers = new Map<string, string>();

  async function send<Payload extends z.ZodType>(definition: JobDefinition<Payload>, payload: z.input<Payload>) {
    definition.payload.parse(payload);
    await pending;
    if (!started) throw new Error(`The job queue is not running; cannot send ${definition.name}`);
    // Retries, back-off and expiry are the queue's, set from the definition at start.
    await boss.send(definition.name, payload as object);
    // A job this process works starts now, not at its worker's next poll (up to the polling
    // interval later: a bulk upload's 15 s chunks each waited for it).
    const worker = localWorkers.get(definition.name);
    if (worker) boss.notifyWorker(worker);
  }

  return {
    send,

    sendAfterCommit(uow, definition, payload) {
      definition.payload.parse(payload);
      uow.afterCommit(`send ${definition.name} ${JSON.stringify(payload)}`, () => send(definition, payload));
    },

    async start(workers) {
      bossStopped = false;
      pending = (async () => {
        await boss.start();
        for (const { definition, run } of workers) {
          const queueOptions = {
            name: definition.name,
            policy: definition.policy,
            retryLimit: definition.retry.limit,
            retryDelay: definition.retry.delaySeconds ?? 1,
            retryBackoff: definition.retry.backoff ?? false,
            ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
          };
          // createQueue leaves an existing queue as it is: the definition is applied on every start.
          await boss.createQueue(definition.name, queueOptions);
          await boss.updateQueue(definition.name, queueOptions);
          if (definition.cron) {
            definition.payload.parse({});
            await boss.schedule(definition.name, definition.cron, {}, { tz: 'Europe/Madrid' });
          }
          const worker = await boss.work(definition.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([received]) => {
            if (received) await run(received.data);
          });
          localWorkers.set(definition.name, worker);
        }
        started = true;
      })();
      await pending;
    },

    async stop() {
      if (!started) return;
      started = false;
      localWorkers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: (options.stopTimeoutSeconds ?? 10) * 1000 });
      bossStopped = true;
      await Promise.allSettled(inFlight);
    },
  };
}
