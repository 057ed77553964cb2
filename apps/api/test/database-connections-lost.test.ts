import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { getJson, logInDemoGestoria, startServerProcess, stopGracefully, waitFor } from './support/server-process.ts';
import { createTestDatabase } from './support/test-database.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Page = { totalElements: number };
const LIST = '/api/cumplia-core/gestorias/my/empresas?size=5';

/** Ends every session on the database but this one, as a restart or a failover of its server does. */
async function terminateEveryConnection(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await client.end();
  }
}

describe('a server on DATABASE_URL whose database connections are all ended (a restart, a failover)', () => {
  it('keeps running, with its jobs polling, and answers again with the same data', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      SEED_DEMO_DATA: 'true',
      CAPTCHA_MAX_NUMBER: '1000',
      JOBS_POLL_SECONDS: '0.5',
      JWT_SECRET: 'connections-lost-test-secret-0123456789-0123456789',
    });
    cleanups.push(() => stopGracefully(server.child));
    const token = await logInDemoGestoria(server.url);
    const before = await getJson<Page>(server.url, token, LIST);

    // Twenty rounds over two seconds, with list calls in flight: some of them fail, the process stays.
    let ended = 0;
    for (let round = 0; round < 20; round += 1) {
      const calls = Array.from({ length: 4 }, () => fetch(`${server.url}${LIST}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined));
      ended += await terminateEveryConnection(database.url);
      await Promise.all(calls);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ended).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();

    const after = await waitFor(
      () => getJson<Page>(server.url, token, LIST).catch(() => undefined),
      (page) => page !== undefined,
      10_000,
    );
    expect(after!.totalElements).toBe(before.totalElements);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 150_000);
});
