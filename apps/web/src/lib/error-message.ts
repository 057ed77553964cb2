import { ApiRequestError, CLIENT_ERROR_CODES } from './api-error';

/**
 * The server's own explanation of a failed call when it gave one, else `fallback`. With no answer
 * at all the client's connection or time-out text is returned: it says more than a generic failure.
 * A 500 or an answer without our `{code, message}` shape gets the fallback, never internals.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.isNoResponse) return error.message;
  if (error.status >= 500) return fallback;
  if (error.code === CLIENT_ERROR_CODES.http || error.code === CLIENT_ERROR_CODES.invalidResponse) return fallback;
  return error.message || fallback;
}

/** The per-field messages of a 400 `{code, message, data: {field: message}}`, if any. */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.data) return {};
  return Object.fromEntries(
    Object.entries(error.data).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/** True for the server's captcha refusals: the form should point the visitor at the captcha again. */
export function isCaptchaError(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID');
}
