import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solvedCaptcha } from './factories.ts';

/** Where a request comes from: the peer's address and the headers it sends. */
export interface Origin {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** A client connecting by itself. */
export const fromPeer = (address: string): Origin => ({ remoteAddress: address });

/** A client behind the reverse proxy at `proxy`, which names it in X-Forwarded-For. */
export const viaProxy = (client: string, proxy = '127.0.0.1', headers: Record<string, string> = {}): Origin => ({
  remoteAddress: proxy,
  headers: { 'x-forwarded-for': client, ...headers },
});

/** The n-th address of 198.18.0.0/15, the range set aside for testing (RFC 2544). */
export const testAddress = (n: number) => `198.18.${(n >> 8) & 255}.${(n & 255) + 1}`;

/** A login as the browser makes it: a captcha solved from the same place, the device cookie if any. */
export async function attemptLogin(
  app: FastifyInstance,
  body: { username: string; password: string; tipo?: 'G' | 'E' },
  origin: Origin = {},
  cookie?: string,
) {
  const captcha = await solvedCaptcha(app, origin);
  return app.inject({
    method: 'POST',
    url: '/api/cumplia-auth/authenticate',
    ...(origin.remoteAddress ? { remoteAddress: origin.remoteAddress } : {}),
    headers: { ...origin.headers, 'x-captcha-auth': captcha, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

/** The Set-Cookie of the device cookie in a login answer. */
export function deviceSetCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const found = (Array.isArray(header) ? header : [header]).find((value) => value?.startsWith('cumplia_device='));
  if (!found) throw new Error(`no device cookie in ${response.statusCode} ${response.body}`);
  return found;
}

/** The device cookie as the browser sends it back ("cumplia_device=…"). */
export const deviceCookieOf = (response: LightMyRequestResponse) => deviceSetCookie(response).split(';')[0]!;

/**
 * `count` wrong passwords for the username, the i-th from `origin(i)` (by default each from its own
 * address behind the trusted proxy); answers the status and code of each.
 */
export async function failLogins(
  app: FastifyInstance,
  username: string,
  count: number,
  origin: (index: number) => Origin = (index) => viaProxy(testAddress(index)),
) {
  const answers: Array<{ status: number; code: string }> = [];
  for (let index = 0; index < count; index += 1) {
    const response = await attemptLogin(app, { username, password: `adivinanza-${index}`, tipo: 'G' }, origin(index));
    answers.push({ status: response.statusCode, code: (response.json() as { code: string }).code });
  }
  return answers;
}
