import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../src/db/connect.ts';
import { createTestDatabase } from './test-database.ts';

/** A copy of the committed migrations that ends just before `tag` (for a migration's own test; remove it after). */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'cumplia-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A scratch database migrated up to just before `tag`, for a migration's test: write the rows of
 * then through `pool`, `migrateRest()` to apply `tag` and what follows, `close()` when done.
 */
export async function databaseBefore(tag: string) {
  const database = await createTestDatabase({ migrated: false });
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  // An idle connection the server ends (the scratch database dropped as the run winds down) is no
  // failure of the test; with no listener, the pool would throw it as an uncaught exception.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  const oldFolder = migrationsBefore(tag);
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder: oldFolder });
  } catch (error) {
    await pool.end();
    await database.drop();
    rmSync(oldFolder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: database.url,
    pool,
    migrateRest: () => migrate(drizzle({ client: pool }), { migrationsFolder }),
    async close() {
      await pool.end();
      await database.drop();
      rmSync(oldFolder, { recursive: true, force: true });
    },
  };
}
