import type { Role } from '@cumplia/shared/enums';

/**
 * What the browser keeps in localStorage (spec 1 §3 "Auth storage", changed by decision 0040):
 * no token. The access token lives in memory only and the refresh token in an httpOnly cookie the
 * page's scripts cannot read; `sesionIniciada` only says that a session cookie may exist, so that
 * a reload asks for a new access token instead of showing the visitor's pages.
 */
export const STORAGE_KEYS = {
  sessionHint: 'sesionIniciada',
  user: 'user',
  captchaToken: 'captchaToken',
} as const;

/** Where earlier versions kept the tokens; removed on start so that no token stays on the disk. */
const LEGACY_TOKEN_KEYS = ['authToken', 'refreshToken'] as const;

/** Kept across logouts: it is the visitor's choice on this device, not session data. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

/** The claims the web reads from the access token; anything else in it is ignored. */
export type TokenClaims = {
  sub?: string;
  username?: string;
  name?: string;
  roles: string[];
  exp?: number;
};

let accessToken: string | null = null;
const sessionListeners = new Set<() => void>();

function sessionChanged(): void {
  for (const listener of sessionListeners) listener();
}

/** For `useSyncExternalStore`: screens that show the session re-render when it starts or ends. */
export function subscribeToSession(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

export function getAuthToken(): string | null {
  return accessToken;
}

/** True when this browser signed in and has not signed out: the session cookie may be there. */
export function hasSessionHint(): boolean {
  return localStorage.getItem(STORAGE_KEYS.sessionHint) !== null;
}

/** A new access token, from the login or from a refresh by cookie. */
export function storeSession(token: string): void {
  accessToken = token;
  localStorage.setItem(STORAGE_KEYS.sessionHint, '1');
  sessionChanged();
}

/** Forgets the token, the hint and the cached user: what a failed session or a new login needs. */
export function clearSession(): void {
  accessToken = null;
  localStorage.removeItem(STORAGE_KEYS.sessionHint);
  localStorage.removeItem(STORAGE_KEYS.user);
  sessionChanged();
}

/** Removes the tokens an earlier version of the web left in localStorage. */
export function forgetLegacyTokens(): void {
  for (const key of LEGACY_TOKEN_KEYS) localStorage.removeItem(key);
}

/** Logout: everything the app keeps locally goes, except the visitor's cookie choice. */
export function clearAllStorage(): void {
  const cookieConsent = localStorage.getItem(COOKIE_CONSENT_KEY);
  accessToken = null;
  localStorage.clear();
  if (cookieConsent !== null) localStorage.setItem(COOKIE_CONSENT_KEY, cookieConsent);
  sessionChanged();
}

export function getStoredUser<T>(): T | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function storeUser(user: unknown): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function getCaptchaToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.captchaToken);
}

export function storeCaptchaToken(payload: string): void {
  localStorage.setItem(STORAGE_KEYS.captchaToken, payload);
}

export function clearCaptchaToken(): void {
  localStorage.removeItem(STORAGE_KEYS.captchaToken);
}

/** Returns the stored captcha solution and forgets it: the server accepts each solution once. */
export function takeCaptchaToken(): string | null {
  const payload = getCaptchaToken();
  if (payload !== null) clearCaptchaToken();
  return payload;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The roles claim arrives as a list or as comma-separated text (spec 1 §3). */
function parseRoles(claim: unknown): string[] {
  const values = Array.isArray(claim) ? claim : typeof claim === 'string' ? claim.split(',') : [];
  return values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * Reads the payload of a JWT without verifying it: the server verifies; the browser only needs
 * the roles and the expiry to choose screens. Returns null for anything that is not a JWT.
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const record = claims as Record<string, unknown>;
    return {
      sub: typeof record.sub === 'string' ? record.sub : undefined,
      username: typeof record.username === 'string' ? record.username : undefined,
      name: typeof record.name === 'string' ? record.name : undefined,
      roles: parseRoles(record.roles),
      exp: typeof record.exp === 'number' ? record.exp : undefined,
    };
  } catch {
    return null;
  }
}

export function getTokenRoles(token: string | null | undefined): string[] {
  return decodeToken(token)?.roles ?? [];
}

/** Present, readable and with an expiry in the future. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  const exp = decodeToken(token)?.exp;
  return exp !== undefined && exp * 1000 > now;
}

export function hasAnyRole(token: string | null | undefined, roles: readonly Role[]): boolean {
  const tokenRoles = getTokenRoles(token);
  return roles.some((role) => tokenRoles.includes(role));
}
