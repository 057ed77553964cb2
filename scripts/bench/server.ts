import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../apps/api/src/lib/free-port.ts';

const repo = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The real server (embedded database with demo data) in its own process, as `npm start` runs it. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cumplia-bench-'));
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repo, 'apps/api'),
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
    if (healthy) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
