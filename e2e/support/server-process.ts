import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, stopGracefully } from '../../apps/api/test/support/server-process.ts';

export const E2E_JWT_SECRET = 'e2e-secret-for-forging-expired-tokens-0123456789';

/**
 * One Cumplia server as `npm start` runs it (the built server and web app, embedded database with
 * demo data), on a free port and a fresh data folder; `extraEnv` for a journey that needs another
 * configuration (the VERI*FACTU sending, for one).
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cumplia-e2e-'));
  // Run as root, the embedded PostgreSQL runs as another account, which must reach its folder.
  chmodSync(dataDir, 0o755);
  const { url, child } = await startServerProcess(
    {
      DATABASE_URL: '',
      // No PUBLIC_URL: links must follow HOST and PORT by themselves, as `npm start` makes them.
      PUBLIC_URL: '',
      // The built web app, served as `npm start` serves it.
      WEB_DIST_DIR: '',
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
    { forwardLog: true, timeoutMs: 120_000 },
  );
  const stop = async () => {
    await stopGracefully(child, { killAfterMs: 15_000 });
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl: url, stop };
}
