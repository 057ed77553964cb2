import autocannon from 'autocannon';
import { solveCaptchas } from './captcha.ts';

export interface Figure {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  requests: number;
  failures: number;
}

const CONNECTIONS = 8;
const SECONDS = 10;
const demoLogin = { username: '11111111H', password: 'Cumplia.2026', tipo: 'G' };

function figure(name: string, result: autocannon.Result): Figure {
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** POST authenticate: argon2id verification dominates, by design. */
export async function benchLogin(url: string): Promise<Figure> {
  const captchas = await solveCaptchas(url, 1500);
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/cumplia-auth/authenticate`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const captcha = captchas[next++];
          if (!captcha) throw new Error('ran out of solved captchas: raise the count');
          return { ...request, headers: { 'content-type': 'application/json', 'x-captcha-auth': captcha }, body: JSON.stringify(demoLogin) };
        },
      },
    ],
  });
  return figure('POST /api/cumplia-auth/authenticate', result);
}

/**
 * POST refresh-token: every request presents a live token and puts the rotated one back in the
 * pool, like browser tabs each following their own rotation chain. Twice as many sessions as
 * connections, so that a token is always free while the others are in flight.
 */
export async function benchRefresh(url: string): Promise<Figure> {
  const captchas = await solveCaptchas(url, CONNECTIONS * 2);
  const pool: string[] = [];
  for (const captcha of captchas) {
    const response = await fetch(`${url}/api/cumplia-auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha-auth': captcha },
      body: JSON.stringify(demoLogin),
    });
    pool.push(((await response.json()) as { refreshToken: string }).refreshToken);
  }
  const result = await autocannon({
    url: `${url}/api/cumplia-auth/refresh-token`,
    connections: CONNECTIONS,
    duration: SECONDS,
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
  return figure('POST /api/cumplia-auth/refresh-token', result);
}
