import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL servers of this test run, each with the migrated template every test database copies. */
    testDatabases: Array<{ adminUrl: string; template: string }>;
  }
}

async function onAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A test database is thrown away: its commits need not wait for the disk (the machine's server
  // flushes each one otherwise). The crash tests run their own embedded servers, durable as in use.
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

/**
 * This worker's PostgreSQL server: with two (the embedded one and TEST_DATABASE_URL's), the workers
 * take turns by number (vitest numbers them 1 to maxWorkers), so each server serves half of them.
 */
function workersServer(): { adminUrl: string; template: string } {
  const servers = inject('testDatabases');
  const worker = Number.parseInt(process.env.VITEST_POOL_ID ?? '1', 10) || 1;
  return servers[(worker - 1) % servers.length]!;
}

/**
 * A database of one's own on this worker's PostgreSQL server, already migrated (a copy of the
 * template made in the global setup), and the function that drops it.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const { adminUrl, template } = workersServer();
  const name = `cumplia_test_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (client) => client.query(`create database ${name}${options.migrated === false ? '' : ` template ${template}`}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => onAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export { onAdmin };
