import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { RawSql } from '../db/database.ts';

/** One background job: its name, the shape of its payload and what it does. Handlers are idempotent. */
export interface JobDefinition<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  handle(payload: Payload): Promise<void>;
  /** "stately" coalesces: at most one job waiting and one running (used for sweeps). */
  policy?: 'standard' | 'stately';
  /** A cron expression to run it periodically, too. */
  cron?: string;
}

export interface JobQueue {
  /** Enqueues a job by name; its payload is checked by the worker with the job's schema. */
  send(name: string, payload: object, options?: { retryLimit?: number; expireInSeconds?: number }): Promise<void>;
  /** Creates the queues and starts one worker per job. */
  start(jobs: ReadonlyArray<JobDefinition<unknown>>): Promise<void>;
  stop(): Promise<void>;
}

export function createJobQueue(options: { raw: RawSql; log: FastifyBaseLogger; pollingIntervalSeconds?: number }): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.raw.executeSql(text, values) as ReturnType<PgBoss.Db['executeSql']> },
    schema: 'pgboss',
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  let started = false;
  let pending: Promise<void> | undefined;

  return {
    async send(name, payload, sendOptions) {
      await pending;
      if (!started) throw new Error(`The job queue is not running; cannot send ${name}`);
      await boss.send(name, payload, {
        retryLimit: sendOptions?.retryLimit ?? 5,
        retryBackoff: true,
        ...(sendOptions?.expireInSeconds ? { expireInSeconds: sendOptions.expireInSeconds } : {}),
      });
    },

    async start(jobs) {
      pending = (async () => {
        await boss.start();
        for (const job of jobs) {
          await boss.createQueue(job.name, { name: job.name, policy: job.policy ?? 'standard' });
          if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'Europe/Madrid' });
          await boss.work(
            job.name,
            { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
            async ([received]) => {
              if (!received) return;
              const payload = job.payload.parse(received.data);
              await job.handle(payload);
            },
          );
        }
        started = true;
      })();
      await pending;
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
