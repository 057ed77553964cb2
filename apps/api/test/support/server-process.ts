import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from '../../scripts/build-server.ts';
import { freePort } from '../../src/lib/free-port.ts';
import { captchaAuthFor, type CaptchaChallenge } from './captcha.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** The server's start failed because another process took its port between `freePort` and its listen. */
class PortTaken extends Error {}

/**
 * The real server in a child process, as `npm start` runs it, so that a test can kill it. A port
 * taken by another process between `freePort` and the server's listen (EADDRINUSE: the API shards,
 * their PostgreSQL servers and the journeys all open ports at once) is not the test's failure: the
 * start is tried again on another port, up to three times.
 */
export async function startServerProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Its errors still reach the test's output; the last of them tell a taken port from a real failure.
  let lastErrors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    lastErrors = (lastErrors + chunk.toString('utf8')).slice(-4_000);
  });
  // A first start makes its database, migrates and seeds it: over 60 s on a loaded two-core machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      // Its last words may still be on their way when it has exited.
      if (!child.stderr!.closed) await new Promise((resolve) => child.stderr!.once('close', resolve));
      if (lastErrors.includes('EADDRINUSE')) throw new PortTaken(`port ${port} taken`);
      throw new Error(`server exited with ${child.exitCode}`);
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    if (await fetch(`${url}/api/health`).then((response) => response.ok).catch(() => false)) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Resolves when the process has exited, or with false after the time-out. */
export function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export function killHard(child: ChildProcess): Promise<void> {
  const done = exited(child, 60_000).then(() => undefined);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  return done;
}

export function stopGracefully(child: ChildProcess): Promise<void> {
  const done = exited(child, 60_000).then(() => undefined);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  return done;
}

/** The demo collaborator's access token on a running server (its captcha solved here). */
export async function logInDemoGestoria(base: string): Promise<string> {
  const captcha = await captchaAuthFor((await (await fetch(`${base}/api/cumplia-auth/captcha/challenge`)).json()) as CaptchaChallenge);
  const response = await fetch(`${base}/api/cumplia-auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-auth': captcha },
    body: JSON.stringify({ username: '11111111H', password: 'Cumplia.2026', tipo: 'G' }),
  });
  return ((await response.json()) as { token: string }).token;
}

export async function getJson<T>(base: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Reads until the value is done, every 100 ms, for at most `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
