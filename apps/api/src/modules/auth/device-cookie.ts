import { randomToken } from '../../lib/crypto.ts';

/**
 * The device cookie (docs/decisions/0004-login-throttling.md): 32 random bytes set at a successful
 * login, stored only as SHA-256 (login_devices). httpOnly, SameSite=Strict, Secure over https, and
 * sent only to the login call, so no script and no other site or route ever sees it.
 */
export const DEVICE_COOKIE = 'cumplia_device';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newDeviceToken = () => randomToken(32);

/** The device token the request carries, if it has the shape of one. */
export function deviceTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== DEVICE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    if (TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}

/** The Set-Cookie value that keeps the token in the browser for `maxAgeDays`. */
export function deviceCookie(token: string, options: { path: string; secure: boolean; maxAgeDays: number }): string {
  const attributes = [`${DEVICE_COOKIE}=${token}`, `Path=${options.path}`, `Max-Age=${options.maxAgeDays * 86_400}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
