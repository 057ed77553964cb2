import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/db/connect.ts';
import type { Database } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema/index.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded/embedded-postgres.ts';
import { loadSealCertificate, sealOptionsOf } from '../../src/modules/contratos/seal.ts';
import { registroFirmadorOf } from '../../src/modules/facturas/verifactu-firma.ts';
import { proveedorFromConfig } from '../../src/modules/proveedor/proveedor.routes.ts';
import { databaseUrl, onAdmin } from './test-database.ts';
import { scratchDataDir } from './scratch-data-dir.ts';
import { testConfig } from './test-app.ts';

/**
 * The API suite's PostgreSQL servers: one embedded server started for the run (durability off: it is
 * thrown away) and, when TEST_DATABASE_URL names one, that server too; the workers share them
 * (test-database.ts), so both carry the suite. One migrated template is made on each; each test file
 * copies it into a database of its own, which is much faster than migrating.
 */
export default async function setup(project: TestProject) {
  const dataDir = scratchDataDir('cumplia-test-pg');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    log: () => {},
  });
  const stopEmbedded = async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const adminUrls = [embedded.connectionString('postgres'), ...(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])];
  const template = `cumplia_template_${randomBytes(6).toString('hex')}`;
  const dropTemplates = () => Promise.allSettled(adminUrls.map((adminUrl) => onAdmin(adminUrl, (client) => client.query(`drop database if exists ${template} with (force)`))));
  // Both made, or neither left behind: a template made on one server while the other failed is dropped.
  const made = await Promise.allSettled(adminUrls.map((adminUrl) => makeTemplate(adminUrl, template)));
  const failed = made.find((result) => result.status === 'rejected');
  if (failed) {
    await dropTemplates();
    await stopEmbedded();
    throw failed.reason;
  }
  project.provide('testDatabases', adminUrls.map((adminUrl) => ({ adminUrl, template })));

  return async () => {
    await dropTemplates();
    await stopEmbedded();
  };
}

/**
 * A database named `template` on the server of `adminUrl`, with every migration applied and the two
 * certificates a first start makes when it first needs them and keeps (db/app-settings.ts): the
 * contracts' seal and the demo certificate that signs the records. Each is an RSA key, 0.1–0.3 s of
 * CPU: made in each test database, they were 71 keys and 21 s of CPU in a run of the suite
 * (2026-12-02). The product's own start still makes them (the server processes' tests, the journeys).
 */
async function makeTemplate(adminUrl: string, template: string) {
  await onAdmin(adminUrl, (client) => client.query(`create database ${template}`));
  const url = databaseUrl(adminUrl, template);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder });
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const config = testConfig(url);
    await loadSealCertificate(db, sealOptionsOf(config));
    await registroFirmadorOf(db, config, proveedorFromConfig(config)).certificado();
  } finally {
    await pool.end();
  }
}
