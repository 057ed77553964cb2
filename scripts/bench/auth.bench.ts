import autocannon from 'autocannon';
import { solveCaptchas } from './captcha.ts';
import { median, type CpuMeter, type LoadFigure } from './stats.ts';

const CONNECTIONS = 8;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
export const demoLogin = { username: '11111111H', password: 'Cumplia.2026', tipo: 'G' };

/** An autocannon run's figures, with the CPU per request when a meter was started before it. */
export function figure(result: autocannon.Result, cpu?: CpuMeter): LoadFigure {
  return {
    cpu: cpu?.stop(result.requests.total),
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export async function authenticate(url: string, captcha: string, body: object): Promise<Response> {
  return fetch(`${url}/api/cumplia-auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-auth': captcha },
    body: JSON.stringify(body),
  });
}

/** Logs in as the demo collaborator (gestoría Asesoría Martínez): its access and refresh tokens. */
export async function demoSession(url: string, login: object = demoLogin): Promise<{ token: string; refreshToken: string }> {
  const [captcha] = await solveCaptchas(url, 1);
  const response = await authenticate(url, captcha!, login);
  if (!response.ok) throw new Error(`demo login answered ${response.status}`);
  return (await response.json()) as { token: string; refreshToken: string };
}

/** POST authenticate with the right password, each request with its own solved captcha. */
export async function benchLogin(url: string, cpu?: CpuMeter): Promise<LoadFigure> {
  const captchas = await solveCaptchas(url, 3000);
  const run = (duration: number) =>
    autocannon({
      url: `${url}/api/cumplia-auth/authenticate`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const captcha = captchas.pop();
            if (!captcha) throw new Error('ran out of solved captchas: raise the count');
            return { ...request, headers: { 'content-type': 'application/json', 'x-captcha-auth': captcha }, body: JSON.stringify(demoLogin) };
          },
        },
      ],
    });
  await run(WARMUP_SECONDS);
  cpu?.start();
  return figure(await run(SECONDS), cpu);
}

/**
 * POST refresh-token: every request presents a live token and puts the rotated one back in the
 * pool, like browser tabs each following their own rotation chain. Twice as many sessions as
 * connections, so that a token is always free while the others are in flight.
 */
export async function benchRefresh(url: string, cpu?: CpuMeter): Promise<LoadFigure> {
  const pool: string[] = [];
  for (let index = 0; index < CONNECTIONS * 2; index += 1) pool.push((await demoSession(url)).refreshToken);
  const run = (duration: number) =>
    autocannon({
      url: `${url}/api/cumplia-auth/refresh-token`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const refreshToken = pool.shift();
            if (!refreshToken) throw new Error('no live refresh token left');
            return { ...request, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }) };
          },
          onResponse: (status, body) => {
            if (status === 200) pool.push((JSON.parse(body) as { refreshToken: string }).refreshToken);
          },
        },
      ],
    });
  await run(WARMUP_SECONDS);
  cpu?.start();
  return figure(await run(SECONDS), cpu);
}

export interface LoginTiming {
  existingMedianMs: number;
  unknownMedianMs: number;
  differenceMs: number;
  failures: number;
}

/**
 * Whether a wrong password takes as long for an existing user as for a username nobody has (no
 * user enumeration by timing): 200 of each, one at a time and alternating so that any drift of the
 * machine touches both, each with its own solved captcha; both must answer 401 AUTH002. The
 * server must allow that many failures (LOGIN_MAX_FAILURES per address, LOGIN_ACCOUNT_MAX_FAILURES
 * per account), or the pause would answer instead.
 */
export async function benchLoginTiming(url: string, rounds = 200): Promise<LoginTiming> {
  const captchas = await solveCaptchas(url, rounds * 2 + 20);
  const existing = { username: demoLogin.username, password: 'Contraseña.Errónea.1', tipo: 'G' };
  const unknown = { username: '99999999R', password: 'Contraseña.Errónea.1', tipo: 'G' };
  let failures = 0;
  const time = async (body: object) => {
    const started = performance.now();
    const response = await authenticate(url, captchas.pop()!, body);
    const answer = (await response.json()) as { code?: string };
    const elapsed = performance.now() - started;
    if (response.status !== 401 || answer.code !== 'AUTH002') failures += 1;
    return elapsed;
  };
  // Warm-up, not counted.
  for (let index = 0; index < 10; index += 1) await time(index % 2 === 0 ? existing : unknown);
  const existingMs: number[] = [];
  const unknownMs: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    existingMs.push(await time(existing));
    unknownMs.push(await time(unknown));
  }
  const existingMedianMs = median(existingMs);
  const unknownMedianMs = median(unknownMs);
  return { existingMedianMs, unknownMedianMs, differenceMs: Math.abs(existingMedianMs - unknownMedianMs), failures };
}

export interface SessionEndTiming {
  medianMs: number;
  maxMs: number;
  failures: number;
}

/**
 * Issue 24: a signed-out session's access token refused at once (the token itself stays valid for
 * 15 minutes). `rounds` times, the demo collaborator signs in, its token answers, it signs out; the
 * token is then asked for every 5 ms until the server refuses it (401), timed from the sign-out's
 * answer. An instance learns an ended session from PostgreSQL's NOTIFY on its own LISTEN connection,
 * the one that ended it too (apps/api/src/modules/auth/ended-sessions.ts), so one server measures
 * the path every instance takes; several-instances.test.ts shows three refusing it.
 */
export async function benchSessionEnd(url: string, rounds = 20): Promise<SessionEndTiming> {
  const waits: number[] = [];
  let failures = 0;
  for (let round = 0; round < rounds; round += 1) {
    const { token, refreshToken } = await demoSession(url);
    const ask = () => fetch(`${url}/api/cumplia-core/gestorias/my/empresas?size=1`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status);
    const signedOut = await fetch(`${url}/api/cumplia-auth/logout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken }) });
    if (signedOut.status !== 204) {
      failures += 1;
      continue;
    }
    const endedAt = performance.now();
    let status = await ask();
    while (status !== 401 && performance.now() - endedAt < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = await ask();
    }
    if (status === 401) waits.push(performance.now() - endedAt);
    else failures += 1;
  }
  return { medianMs: median(waits), maxMs: Math.max(...waits), failures };
}
