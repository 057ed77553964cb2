import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/test-database.ts';
import { killHard, startServerProcess, stopGracefully, waitFor } from './support/server-process.ts';

/**
 * What a killed server leaves: e-mails and SMS pending in the outbox, and its delivery job still
 * "active" in the queue, which held every later run back until it expired (2–4 minutes, issue 24).
 * The next start delivers them within 30 seconds.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let server: { url: string; child: ChildProcess } | undefined;
let sql: pg.Pool | undefined;
afterAll(async () => {
  if (server) await stopGracefully(server.child);
  await sql?.end();
  await database?.drop();
});

describe('after a crash', () => {
  it('sends the pending e-mails and SMS within 30 seconds of the next start', async () => {
    database = await createTestDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 1 });
    const env = { DATABASE_URL: database.url, JOBS_POLL_SECONDS: '0.5', SEED_DEMO_DATA: 'false' };
    // A first run makes the queue's tables; then it is killed.
    server = await startServerProcess(env);
    await killHard(server.child);
    await sql.query(`insert into pgboss.job (name, state, started_on, policy) values ('deliver-outbox', 'active', now(), 'stately')`);
    await sql.query(
      `insert into outbox_messages (channel, recipient, subject, text) select 'EMAIL', 'persona' || n || '@example.es', 'Aviso', 'Texto ' || n from generate_series(1, 20) n
       union all select 'SMS', '+3460000000' || n, null, 'SMS ' || n from generate_series(1, 5) n`,
    );

    server = await startServerProcess(env);
    const started = Date.now();
    await waitFor(
      async () => (await sql!.query<{ n: number }>(`select count(*)::int as n from outbox_messages where status = 'PENDING'`)).rows[0]!.n,
      (pending) => pending === 0,
      30_000,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
    const sent = await sql.query<{ channel: string; n: number }>(`select channel, count(*)::int as n from outbox_messages where status = 'SENT' and attempts = 1 group by channel order by channel`);
    expect(sent.rows).toEqual([{ channel: 'EMAIL', n: 20 }, { channel: 'SMS', n: 5 }]);
  }, 150_000);
});
