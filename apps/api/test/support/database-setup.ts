import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/db/connect.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded/embedded-postgres.ts';
import { databaseUrl, onAdmin } from './test-database.ts';
import { scratchDataDir } from './scratch-data-dir.ts';

/**
 * The API suite's PostgreSQL: the server named by TEST_DATABASE_URL, else one embedded server
 * started for the run (durability off: it is thrown away). One migrated template is made here;
 * each test file copies it into a database of its own, which is much faster than migrating.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded = async () => {};
  if (!adminUrl) {
    const dataDir = scratchDataDir('cumplia-test-pg');
    const embedded = await startEmbeddedPostgres({
      dataDir,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
      log: () => {},
    });
    adminUrl = embedded.connectionString('postgres');
    stopEmbedded = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const template = `cumplia_template_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (client) => client.query(`create database ${template}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 1 });
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder });
  } finally {
    await pool.end();
  }
  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    await onAdmin(adminUrl, (client) => client.query(`drop database if exists ${template} with (force)`));
    await stopEmbedded();
  };
}
