import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { Database, RawSql } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseConnection {
  db: Database;
  raw: RawSql;
  kind: 'embedded' | 'postgres';
  /** True when the database had no tables before this start (used to seed demo data). */
  wasEmpty: boolean;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  const connection = options.databaseUrl
    ? await connectPostgres(options.databaseUrl)
    : await connectEmbedded(options.dataDir);
  return connection;
}

async function connectPostgres(url: string): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops must not bring the process down: the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const wasEmpty = await hasNoTables((text) => pool.query(text).then((r) => r.rows));
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
  return {
    db,
    kind: 'postgres',
    wasEmpty,
    raw: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    close: () => pool.end(),
  };
}

async function connectEmbedded(dataDir: string): Promise<DatabaseConnection> {
  const inMemory = dataDir.startsWith('memory://');
  const directory = inMemory ? dataDir : resolve(dataDir);
  const unlock = inMemory ? () => {} : lockDataDir(directory);
  try {
    const client = await PGlite.create(inMemory ? dataDir : join(directory, 'pglite'), { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    const wasEmpty = await hasNoTables((text) => client.query(text).then((r) => r.rows));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    return {
      db,
      kind: 'embedded',
      wasEmpty,
      raw: {
        // pg-boss sends multi-statement scripts without parameters; `exec` runs those whole.
        async executeSql(text, values) {
          if (values && values.length > 0) return client.query(text, values);
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        },
      },
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function hasNoTables(query: (text: string) => Promise<unknown[]>): Promise<boolean> {
  const rows = (await query(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'",
  )) as Array<{ n: number }>;
  return rows[0]?.n === 0;
}
