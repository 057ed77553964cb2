import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { closeTestApp, createTestApp } from '../../test/support/test-app.ts';
import { createJobQueue, defineJob, jobWorker, type JobQueue } from './queue.ts';

/** A job whose schema changes what it reads: the worker gets the parsed value, not the stored JSON. */
const stampJob = defineJob({
  name: 'test-stamp',
  payload: z.object({ archivoId: z.uuid(), at: z.iso.datetime().transform((text) => new Date(text)) }),
  retry: { limit: 0 },
});

/** A job that fails its first run, to show the definition's retry policy is the queue's. */
const flakyJob = defineJob({ name: 'test-flaky', payload: z.object({ key: z.string() }), retry: { limit: 1, delaySeconds: 1 } });

let app: FastifyInstance;
let queue: JobQueue;
const stamps: Array<{ archivoId: string; at: Date }> = [];
const flakyRuns: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  queue = createJobQueue({ raw: app.context.database.raw, log: app.log, pollingIntervalSeconds: 0.5 });
  await queue.start([
    jobWorker(stampJob, async (payload) => {
      stamps.push(payload);
    }),
    jobWorker(flakyJob, async ({ key }) => {
      flakyRuns.push(key);
      if (flakyRuns.filter((run) => run === key).length === 1) throw new Error('first run fails');
    }),
  ]);
});
afterAll(async () => {
  await queue?.stop();
  await closeTestApp(app);
});

/** A job that runs until the test lets it end. */
const slowJob = defineJob({ name: 'test-slow', payload: z.object({ key: z.string() }), retry: { limit: 0 } });

async function until(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue', () => {
  it('delivers a sent payload to the worker of its definition, parsed by its schema', async () => {
    const archivoId = randomUUID();
    await queue.send(stampJob, { archivoId, at: '2026-03-01T09:30:00.000Z' });
    await until(() => stamps.some((stamp) => stamp.archivoId === archivoId));
    const received = stamps.find((stamp) => stamp.archivoId === archivoId)!;
    expect(received.at).toBeInstanceOf(Date);
    expect(received.at.toISOString()).toBe('2026-03-01T09:30:00.000Z');
  });

  it('refuses a payload its definition does not accept, before anything is enqueued', async () => {
    await expect(queue.send(stampJob, { archivoId: 'no-es-un-uuid', at: 'ayer' })).rejects.toThrow();
    // The compiler refuses a payload of another shape, too.
    // @ts-expect-error `id` is not a field of the stamp job's payload
    await expect(queue.send(stampJob, { id: 1 })).rejects.toThrow();
  });

  it("retries a failed job as its definition's policy says", async () => {
    await queue.send(flakyJob, { key: 'una' });
    await until(() => flakyRuns.filter((run) => run === 'una').length === 2);
    const { rows } = await app.context.database.raw.executeSql("select retry_limit, policy from pgboss.queue where name = 'test-flaky'");
    expect(rows[0]).toEqual({ retry_limit: 1, policy: 'standard' });
  });

  it('starts a job sent by the process that works it at once, not at its worker\'s next poll', async () => {
    const slowPolling = createJobQueue({ raw: app.context.database.raw, log: app.log, pollingIntervalSeconds: 60 });
    const wakeJob = defineJob({ name: 'test-wake', payload: z.object({ key: z.string() }), retry: { limit: 0 } });
    const runs: string[] = [];
    await slowPolling.start([jobWorker(wakeJob, async ({ key }) => void runs.push(key))]);
    try {
      // The worker's first look has found nothing; its next is a minute away.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await slowPolling.send(wakeJob, { key: 'ahora' });
      await until(() => runs.includes('ahora'), 10_000);
    } finally {
      await slowPolling.stop();
    }
  });

  it('sends nothing to the database once stopped, even for a job that ends after the stop', async () => {
    const sent: string[] = [];
    const raw = { ...app.context.database.raw, executeSql: (text: string, values?: unknown[]) => (sent.push(text), app.context.database.raw.executeSql(text, values)) };
    const stopping = createJobQueue({ raw, log: app.log, pollingIntervalSeconds: 0.5, stopTimeoutSeconds: 1 });
    let letItEnd!: () => void;
    let running = false;
    await stopping.start([
      jobWorker(slowJob, async () => {
        running = true;
        await new Promise<void>((resolve) => (letItEnd = resolve));
      }),
    ]);
    await stopping.send(slowJob, { key: randomUUID() });
    await until(() => running);
    // The stop waits a second for the job, then gives up on it; the job ends after that.
    await stopping.stop();
    const sentBeforeTheEnd = sent.length;
    letItEnd();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent.length).toBe(sentBeforeTheEnd);
  });
});
