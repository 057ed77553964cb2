import type { ZodType } from 'zod';
import {
  ApiRequestError,
  CLIENT_ERROR_CODES,
  errorFromResponse,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './api-error';
import {
  clearSession,
  forgetLegacyTokens,
  getAuthToken,
  hasSessionHint,
  storeSession,
  takeCaptchaToken,
} from './auth-storage';

export const API_BASE = '/api';
export const DEFAULT_TIMEOUT_MS = 10_000;

const REFRESH_PATH = '/cumplia-auth/refresh-token';
/** Calls that are themselves the session: a 401 from them means "no", never "refresh and retry". */
const NO_REFRESH_PATHS = ['/cumplia-auth/authenticate', REFRESH_PATH, '/cumplia-auth/logout'];

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData and Blob as they are. */
  body?: unknown;
  /** Milliseconds; 10 s unless a screen needs longer (company creation 30 s, verification 50 s). */
  timeout?: number;
  signal?: AbortSignal;
  /** Send the stored bearer token (default). Public registration sends none. */
  authenticated?: boolean;
  /** Extra request headers a call needs (the login's `X-Session-Cookie`). */
  headers?: Record<string, string>;
  /** Let the request finish when the page is left (the session refresh: see `requestNewTokens`). */
  keepalive?: boolean;
};

let onSessionExpired: () => void = () => window.location.assign('/acceso');

/** The router registers a client-side navigation here; until then a full page load is used. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** One HTTP exchange with a time-out; no refresh logic. */
async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const body = encodeBody(options.body, headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Captcha solutions guard form submissions, which are never GETs; a background GET must not
  // spend the solution a visitor is about to submit.
  if (method !== 'GET' && path !== REFRESH_PATH) {
    const captcha = takeCaptchaToken();
    if (captcha) headers.set('X-CAPTCHA-AUTH', captcha);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? DEFAULT_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  try {
    return await fetch(buildUrl(path, options.query), { method, headers, body, signal: controller.signal, keepalive: options.keepalive });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(
      timedOut
        ? { status: 0, code: CLIENT_ERROR_CODES.timeout, message: TIMEOUT_ERROR_MESSAGE }
        : { status: 0, code: CLIENT_ERROR_CODES.network, message: NETWORK_ERROR_MESSAGE },
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

type RefreshedTokens = { token: string; newToken?: string };

function isRefreshedTokens(value: unknown): value is RefreshedTokens {
  const record = value as Record<string, unknown> | null;
  return typeof record?.token === 'string';
}

/**
 * One refresh by cookie: no body, so the server takes the httpOnly `cumplia_session` cookie,
 * rotates it and answers only the access token (decision 0040). Kept alive: a reload in the middle
 * must not drop the answer that carries the rotated cookie, or the next page would present the
 * used one and the server would end the session as a replay.
 */
async function requestNewTokens(): Promise<string> {
  if (getAuthToken() === null && !hasSessionHint()) {
    throw new ApiRequestError({ status: 401, code: 'INVALID_REFRESH_TOKEN', message: 'Sesión caducada.' });
  }
  const response = await send(REFRESH_PATH, { method: 'POST', keepalive: true }, null);
  if (!response.ok) throw await errorFromResponse(response);
  const tokens: unknown = await response.json().catch(() => null);
  if (!isRefreshedTokens(tokens)) {
    throw new ApiRequestError({
      status: response.status,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'La respuesta del servidor no es válida.',
    });
  }
  storeSession(tokens.token);
  return tokens.newToken ?? tokens.token;
}

/**
 * Tabs of one browser share the cookie: two refreshes with it at once would look like a replayed
 * token and end the session, so they take turns through a Web Lock where the browser has them.
 */
function inTurnWithOtherTabs(refresh: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('cumplia-session-refresh', refresh).then((token) => token) : refresh();
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Exchanges the session cookie for a new access token and keeps it in memory. Concurrent callers
 * share one exchange: the server rotates refresh tokens, so a second exchange with the same one
 * would be taken for a stolen token and end the session. Rejects without touching the session on
 * failure.
 */
export function refreshSession(): Promise<string> {
  refreshInFlight ??= inTurnWithOtherTabs(requestNewTokens).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function isNoResponse(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === CLIENT_ERROR_CODES.network;
}

/**
 * On start: tokens an earlier version stored go, and a browser that signed in gets its access
 * token back from the session cookie, so a reload keeps the session without a token on the disk.
 */
export async function restoreSession(): Promise<void> {
  forgetLegacyTokens();
  if (getAuthToken() !== null || !hasSessionHint()) return;
  try {
    await refreshSession();
  } catch (error) {
    // Without a connection nothing is known about the session: keep the hint for the next try.
    if (!isNoResponse(error)) clearSession();
  }
}

function endSession(): void {
  // Concurrent requests all land here; only the first one still finds a session to end.
  if (getAuthToken() === null && !hasSessionHint()) return;
  clearSession();
  onSessionExpired();
}

async function retryAfterRefresh(
  path: string,
  options: RequestOptions,
  usedToken: string,
  originalError: ApiRequestError,
): Promise<Response> {
  const storedToken = getAuthToken();
  let newToken: string;
  if (storedToken && storedToken !== usedToken) {
    // Another request refreshed the session while this one was in flight.
    newToken = storedToken;
  } else {
    try {
      newToken = await refreshSession();
    } catch (refreshError) {
      // Without a connection nothing is known about the session: keep it and report the failure.
      if (!isNoResponse(refreshError)) endSession();
      throw originalError;
    }
  }
  const response = await send(path, options, newToken);
  if (response.ok) return response;
  throw await errorFromResponse(response);
}

/**
 * Sends a request to the API and resolves with the successful Response. On a 401 or a network
 * failure of an authenticated call the session is refreshed once and the call retried once with
 * the new token; if the refresh is refused, the session is cleared and the app goes to /acceso.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const token = options.authenticated === false ? null : getAuthToken();
  const mayRefresh = token !== null && !NO_REFRESH_PATHS.includes(path);

  let response: Response;
  try {
    response = await send(path, options, token);
  } catch (error) {
    if (mayRefresh && isNoResponse(error)) {
      return retryAfterRefresh(path, options, token, error as ApiRequestError);
    }
    throw error;
  }
  if (response.ok) return response;
  const error = await errorFromResponse(response);
  if (mayRefresh && response.status === 401) return retryAfterRefresh(path, options, token, error);
  throw error;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API and resolves with the parsed JSON answer, checked against `schema` if given. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions & { schema?: ZodType<T> } = {},
): Promise<T> {
  const response = await apiFetch(path, options);
  const body = await readBody(response);
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError({
      status: response.status,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: 'La respuesta del servidor no es válida.',
    });
  }
  return parsed.data;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/** Calls the API for a file: its bytes and the name given by Content-Disposition, if any. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await apiFetch(path, options);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
}
