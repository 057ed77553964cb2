import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_ARGS } from '../../apps/api/scripts/build-server.ts';
import { freePort } from '../../apps/api/src/lib/free-port.ts';

const repo = resolve(import.meta.dirname, '../..');
export const E2E_JWT_SECRET = 'e2e-secret-for-forging-expired-tokens-0123456789';

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health in ${timeoutMs} ms`);
}

/**
 * One Cumplia server as `npm start` runs it (the built server and web app, embedded database with
 * demo data), on a free port and a fresh data folder; `extraEnv` for a journey that needs another
 * configuration (the VERI*FACTU sending, for one).
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cumplia-e2e-'));
  // Run as root, the embedded PostgreSQL runs as another account, which must reach its folder.
  chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: join(repo, 'apps/api'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      // No PUBLIC_URL: links must follow HOST and PORT by themselves, as `npm start` makes them.
      PUBLIC_URL: '',
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      // The widget solves a real challenge, cheaply: every sign-in of every journey solves one.
      CAPTCHA_MAX_NUMBER: '1000',
      // The jobs' polling is the product's (2 s): a job this server sends starts at once anyway
      // (jobs/queue.ts), and at 0.5 s each idle server and its database spent ~6 % of a core on it.
      LOG_LEVEL: 'warn',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server, 120_000);
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((done) => {
      if (server.exitCode !== null) return done(undefined);
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      server.once('exit', () => {
        clearTimeout(timer);
        done(undefined);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}
