import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { Database, RawSql } from './database.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded/embedded-postgres.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseConnection {
  db: Database;
  raw: RawSql;
  /** The connection string the pool uses (for connections of their own: LISTEN, pg_dump). */
  url: string;
  /** `embedded`: the PostgreSQL server this process runs under DATA_DIR; `postgres`: DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  /** True when the database had no tables before this start (used to seed demo data). */
  wasEmpty: boolean;
  /** Called when the embedded server stops without being asked to (it is started again); never for DATABASE_URL. */
  onServerLost(listener: (description: string) => void): void;
  /** Called when the embedded server runs again after such a stop. */
  onServerRestored(listener: (description: string) => void): void;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  /** Folder of the embedded PostgreSQL cluster, used when there is no databaseUrl. */
  dataDir: string;
  poolSize: number;
}

/**
 * One driver and one code path: a node-postgres pool on DATABASE_URL, or on the embedded server
 * started here. The migrations run on every start.
 */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  const embedded = options.databaseUrl ? undefined : await startEmbeddedPostgres({ dataDir: options.dataDir });
  try {
    return await openPool(options.databaseUrl ?? embedded!.connectionString(), options.poolSize, embedded);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

async function openPool(url: string, poolSize: number, embedded: EmbeddedPostgres | undefined): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection the server drops (a restart, an administrator) must not bring the process down:
  // an idle one is replaced by the pool, a busy one fails its query, which the caller sees.
  // Once the pool is closing, the embedded server's shutdown ends sockets pool.end() let go of: not news.
  let closing = false;
  const logConnectionError = (error: Error) => {
    if (!closing) console.error('PostgreSQL connection error:', error.message);
  };
  pool.on('error', logConnectionError);
  pool.on('connect', (client) => client.on('error', logConnectionError));
  try {
    const wasEmpty = await hasNoTables(pool);
    await oneAtATime(url, 'cumplia.migrations', () => migrate(drizzle({ client: pool }), { migrationsFolder }));
    return {
      db: drizzle({ client: pool, schema }) as unknown as Database,
      url,
      kind: embedded ? 'embedded' : 'postgres',
      wasEmpty,
      raw: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      onServerLost: (listener) => embedded?.onUnexpectedExit(listener),
      onServerRestored: (listener) => embedded?.onRestarted(listener),
      async close() {
        closing = true;
        await pool.end();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * Runs `work` holding a session advisory lock on a connection of its own: instances starting
 * together on one database migrate one after the other (the next finds nothing left to do),
 * instead of both applying the same migration and one failing its start.
 */
async function oneAtATime(url: string, name: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    await work();
  } finally {
    await client.end().catch(() => {});
  }
}

async function hasNoTables(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ n: number }>(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'",
  );
  return rows[0]?.n === 0;
}
