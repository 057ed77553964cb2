import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive } from './data-dir-lock.ts';

/** The command line of a running process, or undefined when it cannot be read. */
function commandLineOf(pid: number): string | undefined {
  const proc = `/proc/${pid}/cmdline`;
  if (existsSync(proc)) {
    try {
      return readFileSync(proc, 'utf8').split('\0').join(' ');
    } catch {
      return undefined;
    }
  }
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** The pid PostgreSQL wrote in the cluster's postmaster.pid, if the file is there (and not gone meanwhile: a server starting or stopping writes and removes it). */
export function recordedPostmasterPid(clusterDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await sleep(50);
  }
  return !isProcessAlive(pid);
}

/**
 * Stops a PostgreSQL server of this cluster that a killed Cumplia process left running, so that the
 * new start owns the only one (the data folder lock guarantees no live Cumplia process uses it).
 * A fast shutdown first (transactions rolled back, a checkpoint written); an immediate one if that
 * hangs, which PostgreSQL's crash recovery replays on the next start. A postmaster.pid naming a
 * process that is not this cluster's postgres (a reused pid) is stale and removed.
 */
export async function stopOrphanedPostmaster(clusterDir: string, log: (message: string) => void): Promise<void> {
  const pid = recordedPostmasterPid(clusterDir);
  if (pid === undefined || !isProcessAlive(pid)) return;
  const commandLine = commandLineOf(pid);
  if (!commandLine?.includes('postgres') || !commandLine.includes(clusterDir)) {
    rmSync(join(clusterDir, 'postmaster.pid'), { force: true });
    return;
  }
  log(`Deteniendo el PostgreSQL integrado que dejó en marcha un proceso anterior (PID ${pid}).`);
  for (const [signal, waitMs] of [['SIGINT', 30_000], ['SIGQUIT', 10_000], ['SIGKILL', 10_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, waitMs)) return;
  }
  throw new Error(`PostgreSQL process ${pid} of ${clusterDir} did not stop`);
}
