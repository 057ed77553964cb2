import { randomToken } from '../../lib/crypto.ts';

/**
 * The device cookie (docs/decisions/0004-login-throttling.md): 32 random bytes set at a successful
 * login, stored only as SHA-256 (login_devices). httpOnly, SameSite=Strict, Secure over https, and
 * sent only to the login call, so no script and no other site or route ever sees it.
 */
export const DEVICE_COOKIE = 'cumplia_device';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newDeviceToken = () => randomToken(32);

/**
 * The refresh-token cookie (decision 0040): the session's refresh token, httpOnly (no script reads
 * it), SameSite=Strict (no other site's page sends it), Secure over https, and sent only to the
 * session calls under /api/cumplia-auth.
 */
export const SESSION_COOKIE = 'cumplia_session';

/** A 32-byte token of ours in the named cookie the request carries, if any. */
export function cookieToken(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}

/** The device token the request carries, if it has the shape of one. */
export const deviceTokenOf = (cookieHeader: string | undefined) => cookieToken(cookieHeader, DEVICE_COOKIE);

/** The Set-Cookie value that keeps a token in the browser for `maxAgeDays` (0: removes it). */
export function tokenCookie(name: string, token: string, options: { path: string; secure: boolean; maxAgeDays: number }): string {
  const attributes = [`${name}=${token}`, `Path=${options.path}`, `Max-Age=${Math.round(options.maxAgeDays * 86_400)}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export const deviceCookie = (token: string, options: { path: string; secure: boolean; maxAgeDays: number }) => tokenCookie(DEVICE_COOKIE, token, options);
