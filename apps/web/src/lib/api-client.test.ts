import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, hangingResponse, jsonResponse, mockFetch } from '../test/fetch-mock';
import { makeToken } from '../test/tokens';
import { apiRequest, restoreSession, setSessionExpiredHandler } from './api-client';
import { ApiRequestError } from './api-error';
import { getAuthToken, hasSessionHint, storeSession } from './auth-storage';

const OLD_TOKEN = makeToken({ roles: ['ROLE_MANAGEMENT'], name: 'old' });
const NEW_TOKEN = makeToken({ roles: ['ROLE_MANAGEMENT'], name: 'new' });

function signIn() {
  storeSession(OLD_TOKEN);
}

function bearer(headers: Headers) {
  return headers.get('Authorization');
}

describe('api client', () => {
  afterEach(() => {
    setSessionExpiredHandler(() => {});
    vi.useRealTimers();
  });

  it('sends the stored bearer token and parses the JSON answer', async () => {
    signIn();
    const requests = mockFetch(() => jsonResponse({ ok: true }));

    await expect(apiRequest('/cumplia-core/users/my', { query: { page: 0, nombre: '' } })).resolves.toEqual({
      ok: true,
    });

    expect(requests[0]?.path).toBe('/cumplia-core/users/my?page=0');
    expect(bearer(requests[0]!.headers)).toBe(`Bearer ${OLD_TOKEN}`);
  });

  it('turns an error body into an ApiRequestError with status, code, message and data', async () => {
    mockFetch(() =>
      jsonResponse({ code: 'VALIDATION_ERROR', message: 'Datos no válidos', data: { nifCif: 'NIF/CIF inválido.' } }, 400),
    );

    const error = await apiRequest('/cumplia-core/empresas/register', { method: 'POST', body: {} }).catch((e) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Datos no válidos',
      data: { nifCif: 'NIF/CIF inválido.' },
    });
  });

  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    signIn();
    let releaseRefresh: () => void = () => {};
    const refreshAnswered = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const requests = mockFetch(async (request) => {
      if (request.path === '/cumplia-auth/refresh-token') {
        await refreshAnswered;
        return jsonResponse({ token: NEW_TOKEN, newToken: NEW_TOKEN });
      }
      if (bearer(request.headers) === `Bearer ${NEW_TOKEN}`) return jsonResponse({ path: request.path });
      return errorResponse(401, 'UNAUTHENTICATED');
    });

    const first = apiRequest('/cumplia-core/gestorias/my');
    const second = apiRequest('/cumplia-core/users/my');
    await vi.waitFor(() => expect(requests.filter((r) => r.path.includes('refresh-token'))).toHaveLength(1));
    releaseRefresh();

    await expect(first).resolves.toEqual({ path: '/cumplia-core/gestorias/my' });
    await expect(second).resolves.toEqual({ path: '/cumplia-core/users/my' });
    const refreshes = requests.filter((r) => r.path === '/cumplia-auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    // No body: the server takes the refresh token from the httpOnly session cookie.
    expect(refreshes[0]?.body).toBeUndefined();
    const retries = requests.filter((r) => r.path !== '/cumplia-auth/refresh-token' && bearer(r.headers) === `Bearer ${NEW_TOKEN}`);
    expect(retries.map((r) => r.path).sort()).toEqual(['/cumplia-core/gestorias/my', '/cumplia-core/users/my']);
    expect(getAuthToken()).toBe(NEW_TOKEN);
  });

  it('retries at most once: a second 401 is returned to the caller', async () => {
    signIn();
    const requests = mockFetch((request) =>
      request.path === '/cumplia-auth/refresh-token'
        ? jsonResponse({ token: NEW_TOKEN, newToken: NEW_TOKEN })
        : errorResponse(401, 'UNAUTHENTICATED'),
    );

    await expect(apiRequest('/cumplia-core/users/my')).rejects.toMatchObject({ status: 401 });
    expect(requests.map((r) => r.path)).toEqual([
      '/cumplia-core/users/my',
      '/cumplia-auth/refresh-token',
      '/cumplia-core/users/my',
    ]);
  });

  it('also refreshes after a network error', async () => {
    signIn();
    let calls = 0;
    mockFetch((request) => {
      if (request.path === '/cumplia-auth/refresh-token') {
        return jsonResponse({ token: NEW_TOKEN, newToken: NEW_TOKEN });
      }
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ retried: bearer(request.headers) === `Bearer ${NEW_TOKEN}` });
    });

    await expect(apiRequest('/cumplia-core/users/my')).resolves.toEqual({ retried: true });
  });

  it('clears the session and goes to /acceso when the refresh is refused', async () => {
    signIn();
    localStorage.setItem('user', '{"name":"Ana"}');
    const onExpired = vi.fn();
    setSessionExpiredHandler(onExpired);
    mockFetch((request) =>
      request.path === '/cumplia-auth/refresh-token'
        ? errorResponse(401, 'INVALID_REFRESH_TOKEN')
        : errorResponse(401, 'UNAUTHENTICATED'),
    );

    const results = await Promise.allSettled([apiRequest('/cumplia-core/users/my'), apiRequest('/cumplia-core/gestorias/my')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(getAuthToken()).toBeNull();
    expect(hasSessionHint()).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('uses a full page load to /acceso when no router registered a navigation', async () => {
    vi.resetModules();
    const freshClient = await import('./api-client');
    const freshStorage = await import('./auth-storage');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    freshStorage.storeSession(OLD_TOKEN);
    mockFetch(() => errorResponse(401, 'UNAUTHENTICATED'));

    await expect(freshClient.apiRequest('/cumplia-core/users/my')).rejects.toMatchObject({ status: 401 });

    expect(assign).toHaveBeenCalledWith('/acceso');
  });

  it('never refreshes for the authenticate call itself', async () => {
    signIn();
    const requests = mockFetch(() => errorResponse(401, 'AUTH002', 'El usuario o la contraseña son incorrectos.'));

    const error = await apiRequest('/cumplia-auth/authenticate', {
      method: 'POST',
      body: { username: '12345678Z', password: 'x' },
      authenticated: false,
    }).catch((e) => e);

    expect(error).toMatchObject({ status: 401, code: 'AUTH002' });
    expect(requests).toHaveLength(1);
    expect(getAuthToken()).toBe(OLD_TOKEN);
  });

  it('gives up after 10 seconds with status 0 and does not refresh', async () => {
    vi.useFakeTimers();
    signIn();
    const requests = mockFetch(hangingResponse);

    const pending = apiRequest('/cumplia-core/users/my').catch((e) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(requests).toHaveLength(1);
  });

  it('honours a longer time-out when the caller asks for it', async () => {
    vi.useFakeTimers();
    mockFetch(hangingResponse);
    let settled = false;
    const pending = apiRequest('/cumplia-auth/users/verify', { method: 'POST', body: {}, timeout: 50_000 }).catch(
      (e) => {
        settled = true;
        return e;
      },
    );

    await vi.advanceTimersByTimeAsync(30_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(pending).resolves.toMatchObject({ status: 0 });
  });

  it('sends a stored captcha solution once in X-CAPTCHA-AUTH and forgets it', async () => {
    localStorage.setItem('captchaToken', 'solved-payload');
    const requests = mockFetch(() => jsonResponse({}));

    await apiRequest('/cumplia-mail/contact', { method: 'POST', body: { name: 'Ana' } });
    await apiRequest('/cumplia-mail/contact', { method: 'POST', body: { name: 'Ana' } });

    expect(requests[0]?.headers.get('X-CAPTCHA-AUTH')).toBe('solved-payload');
    expect(requests[1]?.headers.get('X-CAPTCHA-AUTH')).toBeNull();
    expect(localStorage.getItem('captchaToken')).toBeNull();
  });

  it('does not send the bearer token on public calls', async () => {
    signIn();
    const requests = mockFetch(() => jsonResponse({}));

    await apiRequest('/cumplia-core/empresas/register', { method: 'POST', body: {}, authenticated: false });

    expect(bearer(requests[0]!.headers)).toBeNull();
  });

  it('on start, removes the tokens of an earlier version and gets the access token back from the cookie', async () => {
    localStorage.setItem('authToken', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
    localStorage.setItem('sesionIniciada', '1');
    const requests = mockFetch(() => jsonResponse({ token: NEW_TOKEN, newToken: NEW_TOKEN }));

    await restoreSession();

    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/cumplia-auth/refresh-token', undefined]]);
    expect(getAuthToken()).toBe(NEW_TOKEN);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('on start, forgets a session the server no longer knows, and asks nothing without one', async () => {
    localStorage.setItem('sesionIniciada', '1');
    const refused = mockFetch(() => errorResponse(401, 'INVALID_REFRESH_TOKEN'));
    await restoreSession();
    expect(refused).toHaveLength(1);
    expect(hasSessionHint()).toBe(false);

    const none = mockFetch(() => jsonResponse({ token: NEW_TOKEN }));
    await restoreSession();
    expect(none).toHaveLength(0);
    expect(getAuthToken()).toBeNull();
  });
});
