import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_ARGS } from '../../apps/api/scripts/build-server.ts';
import { freePort } from '../../apps/api/src/lib/free-port.ts';

const repo = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  /** Its data folder (the embedded PostgreSQL's cluster is under `postgres/`). */
  dataDir: string;
  /** The server's Node process (its PostgreSQL runs in processes of its own). */
  pid: number;
  /** Resident memory of the server's Node process now and its peak since start or the last resetPeak, in bytes. */
  memory(): { rss: number; peak: number };
  /** Starts a new peak (VmHWM) from the current resident size. */
  resetPeak(): void;
  /** CPU time used so far, in ms: the server's Node process (all its threads) and its PostgreSQL processes. */
  cpuMs(): { node: number; postgres: number };
  stop(): Promise<void>;
}

/** A data folder PostgreSQL's own account can pass through when the bench runs as root. */
export function makeDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dataDir, 0o755);
  return dataDir;
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

// Linux's USER_HZ, the unit of the times in /proc/<pid>/stat.
const TICK_MS = 10;

/** utime, stime, cutime, cstime (ms) and the parent of a process; undefined once it has gone. */
function processTimes(pid: number): { ppid: number; own: number; children: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name, which is in parentheses and may hold spaces: state is field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (number: number) => Number(fields[number - 3]);
  return { ppid: field(4), own: (field(14) + field(15)) * TICK_MS, children: (field(16) + field(17)) * TICK_MS };
}

/**
 * CPU of the PostgreSQL server started by `pid`: the postmaster with the backends it has reaped,
 * plus the processes (backends, background workers) alive under it.
 */
export function postgresCpuMs(pid: number): number {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = processTimes(Number(entry));
    if (times) parents.set(times.ppid, [...(parents.get(times.ppid) ?? []), Number(entry)]);
  }
  let total = 0;
  for (const postmaster of parents.get(pid) ?? []) {
    const times = processTimes(postmaster);
    if (!times) continue;
    total += times.own + times.children;
    for (const child of parents.get(postmaster) ?? []) total += processTimes(child)?.own ?? 0;
  }
  return total;
}

/**
 * The real server in its own process, as `npm start` runs it (same start script, default log
 * level, jobs on), on the embedded database: a fresh data folder seeded with the demo data, or
 * `dataDir` when given (kept afterwards; the caller owns it). `nodeArgs` (e.g. --cpu-prof) go to node;
 * `entry` is another start script (TypeScript, run by tsx) in place of the built server (one that expects `dataDir` seeded).
 */
export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string; nodeArgs?: string[]; entry?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDataDir = options.dataDir ? undefined : makeDataDir('cumplia-bench-');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...(options.entry ? ['--import', 'tsx', options.entry] : SERVER_NODE_ARGS)], {
    cwd: join(repo, 'apps/api'),
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: options.dataDir ?? ownDataDir!, ...env },
    // The server's log (one line per request at the default level) is written, and thrown away.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const removeOwnDataDir = () => ownDataDir && rmSync(ownDataDir, { recursive: true, force: true });
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('server did not start');
      const healthy = await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
      if (healthy) break;
      await new Promise((done) => setTimeout(done, 250));
    }
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    removeOwnDataDir();
    throw error;
  }
  const pid = child.pid!;
  return {
    url,
    dataDir: options.dataDir ?? ownDataDir!,
    pid,
    memory: () => ({ rss: statusKb(pid, 'VmRSS'), peak: statusKb(pid, 'VmHWM') }),
    // "5" resets the peak resident set size (proc(5), clear_refs).
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    cpuMs: () => ({ node: processTimes(pid)?.own ?? 0, postgres: postgresCpuMs(pid) }),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      removeOwnDataDir();
    },
  };
}
