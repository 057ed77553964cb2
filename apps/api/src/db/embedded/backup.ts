import { chownSync, copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import pg from 'pg';
import { isProcessAlive, lockDataDir } from './data-dir-lock.ts';
import { serverUser } from './server-user.ts';

/**
 * Backups of the embedded database (docs/decisions/0039): a physical copy of the cluster made with
 * PostgreSQL's own backup functions while it runs (`pg_backup_start` … `pg_backup_stop`, the WAL
 * of the interval kept by a temporary replication slot and copied with it), into a folder of its
 * own under the backup folder, the newest `keep` kept. Restoring puts a copy back in place of the
 * cluster while the server is stopped; the next start replays the copied WAL to the moment the
 * backup ended. The embedded package ships no pg_dump (only initdb, pg_ctl and postgres), and the
 * machine's pg_dump, when there is one, is older than the server and refuses to dump it.
 */
export interface BackupResult {
  folder: string;
  bytes: number;
  /** Whether the server was running (an online backup) or stopped (a plain copy). */
  online: boolean;
}

const PREFIX = 'cumplia-';
/** Files of a running cluster a copy must not carry (PostgreSQL's documentation, "Making a Base Backup"). */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts']);
const EMPTIED_FOLDERS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

function stamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

function folderSize(path: string): number {
  const stats = lstatSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((total, entry) => total + folderSize(join(path, entry)), 0);
}

/** The port of the cluster's running postmaster, if it runs. */
function runningPort(clusterDir: string): number | undefined {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  return Number.isInteger(pid) && isProcessAlive(pid) && Number.isInteger(port) ? port : undefined;
}

/**
 * Copies the cluster's files, leaving out what a running server must not have copied (its WAL is
 * copied after `pg_backup_stop`); a stopped cluster is copied whole but for its pid file.
 */
function copyCluster(clusterDir: string, target: string, running: boolean) {
  const keep = (relative: string) => {
    if (SKIPPED.has(relative)) return false;
    const [top, ...rest] = relative.split('/');
    return !(running && EMPTIED_FOLDERS.has(top ?? '') && rest.length > 0);
  };
  if (!running) cpSync(clusterDir, target, { recursive: true, filter: (source) => source === clusterDir || keep(source.slice(clusterDir.length + 1)) });
  else copyRunning(clusterDir, target, keep);
}

/** A name the running server gives a file only while it writes it (a WAL segment being made, a sort's spill). */
const isTemporary = (name: string) => name.startsWith('xlogtemp.') || name.startsWith('pgsql_tmp') || name.endsWith('.partial');

/**
 * Copies a folder of a running cluster, file by file. PostgreSQL removes and renames files while
 * it runs (temporary files, WAL segments recycled, relations dropped): a file gone between the
 * listing and its copy is left out, as pg_basebackup does ("Making a Base Backup Using the Low
 * Level API": files changing during the copy are normal; the WAL replayed from the backup's start,
 * which the slot keeps, rebuilds what they held).
 */
export function copyRunning(source: string, target: string, keep: (relative: string) => boolean, relative = '') {
  let entries;
  try {
    entries = readdirSync(source, { withFileTypes: true });
    // The folder's own mode: PostgreSQL starts only on a cluster folder no one else may read.
    mkdirSync(target, { recursive: true, mode: statSync(source).mode & 0o777 });
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    if (isTemporary(entry.name) || !keep(path)) continue;
    if (entry.isDirectory()) {
      copyRunning(join(source, entry.name), join(target, entry.name), keep, path);
      continue;
    }
    try {
      // A file keeps its mode; a link (a tablespace's) stays a link.
      if (entry.isSymbolicLink()) cpSync(join(source, entry.name), join(target, entry.name), { verbatimSymlinks: true });
      else copyFileSync(join(source, entry.name), join(target, entry.name));
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
}

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Keeps the newest `keep` backups in the folder; answers the ones removed. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  if (!existsSync(backupDir)) return [];
  const backups = readdirSync(backupDir)
    .filter((name) => name.startsWith(PREFIX) && statSync(join(backupDir, name)).isDirectory())
    .sort()
    .reverse();
  const removed = backups.slice(Math.max(1, keep));
  for (const name of removed) rmSync(join(backupDir, name), { recursive: true, force: true });
  return removed.map((name) => join(backupDir, name));
}

export async function backupEmbedded(options: { dataDir: string; backupDir: string; keep: number }): Promise<BackupResult> {
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'postgres');
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) throw new Error(`No hay base de datos integrada en ${clusterDir}.`);
  const backupDir = resolve(options.backupDir);
  mkdirSync(backupDir, { recursive: true });
  const name = `${PREFIX}${stamp()}`;
  const building = join(backupDir, `.${name}.partial`);
  rmSync(building, { recursive: true, force: true });
  const port = runningPort(clusterDir);
  try {
    if (port === undefined) {
      // Stopped: a plain copy is consistent; the lock keeps a server from starting meanwhile.
      const unlock = lockDataDir(dataDir);
      try {
        copyCluster(clusterDir, join(building, 'postgres'), false);
      } finally {
        unlock();
      }
    } else {
      const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
      const client = new pg.Client({ connectionString: `postgres://cumplia:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` });
      await client.connect();
      try {
        // The WAL from here on is kept until the slot goes, whatever checkpoints happen meanwhile.
        await client.query("select pg_create_physical_replication_slot('cumplia_backup_' || pg_backend_pid(), true, true)");
        await client.query("select pg_backup_start('cumplia', true)");
        copyCluster(clusterDir, join(building, 'postgres'), true);
        const stopped = await client.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(true)');
        const { labelfile, spcmapfile } = stopped.rows[0]!;
        writeFileSync(join(building, 'postgres', 'backup_label'), labelfile);
        if (spcmapfile) writeFileSync(join(building, 'postgres', 'tablespace_map'), spcmapfile);
        // The WAL written during the copy, up to the end of the backup (the slot still holds it).
        copyRunning(join(clusterDir, 'pg_wal'), join(building, 'postgres', 'pg_wal'), () => true);
      } finally {
        await client.end().catch(() => {});
      }
    }
    writeFileSync(join(building, 'README.txt'), `Copia de la base de datos integrada de Cumplia (${new Date().toISOString()}).\nRestaurar con el servidor parado: npm run restore -- ${join(backupDir, name)}\n`);
    renameSync(building, join(backupDir, name));
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  pruneBackups(backupDir, options.keep);
  const folder = join(backupDir, name);
  return { folder, bytes: folderSize(folder), online: port !== undefined };
}

/**
 * Puts a backup in place of the cluster. The server must be stopped (its data folder lock is
 * taken here). The cluster replaced is kept beside it, named with the time, until removed by hand.
 */
/** The restoration `restoreEmbedded` made, as the next start reads it. */
export interface Restauracion {
  /** The backup's folder name (cumplia-…). */
  copia: string;
  restauradaEl: string;
}

const RESTORE_MARKER = 'restauracion.json';

/**
 * The restoration made since the server last started, if any, taken once: the marker is removed, so
 * a restoration is recorded by the one start after it (Orden HAC/1177/2024 art. 9: event 07).
 */
export function takeRestauracion(dataDir: string): Restauracion | null {
  const marker = join(resolve(dataDir), RESTORE_MARKER);
  if (!existsSync(marker)) return null;
  try {
    const { copia, restauradaEl } = JSON.parse(readFileSync(marker, 'utf8')) as Partial<Restauracion>;
    return typeof copia === 'string' && typeof restauradaEl === 'string' ? { copia, restauradaEl } : null;
  } finally {
    rmSync(marker, { force: true });
  }
}

export function restoreEmbedded(options: { dataDir: string; backup: string }): { replaced: string | undefined } {
  const dataDir = resolve(options.dataDir);
  const source = join(resolve(options.backup), 'postgres');
  if (!existsSync(join(source, 'PG_VERSION'))) throw new Error(`${options.backup} no es una copia de Cumplia (falta postgres/PG_VERSION).`);
  const unlock = lockDataDir(dataDir);
  try {
    const clusterDir = join(dataDir, 'postgres');
    if (runningPort(clusterDir) !== undefined) throw new Error(`La base de datos de ${dataDir} está en marcha: pare el servidor antes de restaurar.`);
    const restoring = `${clusterDir}.restoring`;
    rmSync(restoring, { recursive: true, force: true });
    cpSync(source, restoring, { recursive: true });
    const user = serverUser();
    if (user) chownTree(restoring, user.uid, user.gid);
    let replaced: string | undefined;
    if (existsSync(clusterDir)) {
      replaced = `${clusterDir}.replaced-${stamp()}`;
      renameSync(clusterDir, replaced);
    }
    renameSync(restoring, clusterDir);
    // Read at the next start, which records the restoration in the invoicing system's event log (EventosSIF type 07).
    writeFileSync(join(dataDir, RESTORE_MARKER), JSON.stringify({ copia: basename(resolve(options.backup)), restauradaEl: new Date().toISOString() } satisfies Restauracion));
    return { replaced };
  } finally {
    unlock();
  }
}

function chownTree(path: string, uid: number, gid: number) {
  chownSync(path, uid, gid);
  if (lstatSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry), uid, gid);
}
