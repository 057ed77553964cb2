import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from '../../scripts/build-server.ts';
import { freePort } from '../../src/lib/free-port.ts';
import { captchaAuthFor, type CaptchaChallenge } from './captcha.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** The server's start failed because another process took its port between `freePort` and its listen. */
class PortTaken extends Error {}

/** What each server child last wrote (its log on stdout, its errors on stderr), for the message of a test it fails. */
const lastOutput = new WeakMap<ChildProcess, { text: string }>();
/** The children this harness stopped or killed on a test's request: their exit is no news. */
const stoppedOnPurpose = new WeakSet<ChildProcess>();
const OUTPUT_KEPT = 8_000;

/**
 * The real server in a child process, as `npm start` runs it, so that a test can kill it. It counts
 * as started when the child itself says it listens (its `process.send('ready')` after listen,
 * server.ts): a health check on the port could be answered by another test's server that took the
 * port between `freePort` and this child's listen. A port so taken (EADDRINUSE: the API shards,
 * their PostgreSQL servers and the journeys all open ports at once) is not the test's failure: the
 * start is tried again on another port, up to three times. `forwardLog` copies the server's log
 * (stdout) to the test's output; its stderr always is.
 */
export async function startServerProcess(env: Record<string, string>, options: { forwardLog?: boolean; timeoutMs?: number } = {}): Promise<{ url: string; child: ChildProcess }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>, options: { forwardLog?: boolean; timeoutMs?: number }): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output = { text: '' };
  lastOutput.set(child, output);
  const keep = (chunk: Buffer) => {
    output.text = (output.text + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    if (options.forwardLog) process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    keep(chunk);
  });
  child.once('exit', (code, signal) => {
    if (!stoppedOnPurpose.has(child)) process.stderr.write(`\nThe Cumplia server on ${url} exited by itself (${signal ?? `code ${code}`}). Its last output:\n${output.text}\n`);
  });
  // A first start makes its database, migrates and seeds it: over 60 s on a loaded two-core machine.
  const timeoutMs = options.timeoutMs ?? 300_000;
  const outcome = await new Promise<'ready' | 'exited' | 'late'>((resolve) => {
    const timer = setTimeout(() => resolve('late'), timeoutMs);
    child.on('message', (message) => {
      if (message !== 'ready') return;
      clearTimeout(timer);
      resolve('ready');
    });
    // 'close', not 'exit': its last words are then all read.
    child.once('close', () => {
      clearTimeout(timer);
      resolve('exited');
    });
  });
  if (outcome === 'ready') {
    // Nothing more comes on the channel, and an open one would keep this test process waiting.
    child.disconnect();
    return { url, child };
  }
  if (outcome === 'late') {
    await killHard(child);
    throw new Error(`The server did not listen on ${url} within ${timeoutMs} ms. Its last output:\n${output.text}`);
  }
  if (output.text.includes('EADDRINUSE')) throw new PortTaken(`port ${port} taken`);
  throw new Error(`The server exited with ${child.signalCode ?? `code ${child.exitCode}`} while starting. Its last output:\n${output.text}`);
}

/** How a server child is doing, for a test's message when it cannot be reached: running, or how it ended and its last output. */
export function serverState(child: ChildProcess): string {
  if (child.exitCode === null && child.signalCode === null) return 'the server is running';
  const how = stoppedOnPurpose.has(child) ? 'stopped by the test' : 'exited by itself';
  return `the server ${how} (${child.signalCode ?? `code ${child.exitCode}`}); its last output:\n${lastOutput.get(child)?.text ?? ''}`;
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
  stoppedOnPurpose.add(child);
  const done = exited(child, 60_000).then(() => undefined);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  return done;
}

/** SIGTERM, as a process manager stops it; `killAfterMs`: SIGKILL if it has not exited by then. */
export async function stopGracefully(child: ChildProcess, { killAfterMs }: { killAfterMs?: number } = {}): Promise<void> {
  stoppedOnPurpose.add(child);
  const done = exited(child, 60_000);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await done;
  clearTimeout(timer);
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
