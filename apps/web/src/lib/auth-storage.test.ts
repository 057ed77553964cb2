import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import {
  clearAllStorage,
  clearSession,
  decodeToken,
  forgetLegacyTokens,
  getAuthToken,
  getTokenRoles,
  hasSessionHint,
  hasAnyRole,
  isTokenValid,
  storeCaptchaToken,
  storeSession,
  storeUser,
  takeCaptchaToken,
} from './auth-storage';

describe('auth storage', () => {
  it('reads the roles claim when it is a list', () => {
    const token = makeToken({ roles: ['ROLE_CUMPLIA', 'ROLE_CUMPLIA_WORKER'] });
    expect(getTokenRoles(token)).toEqual(['ROLE_CUMPLIA', 'ROLE_CUMPLIA_WORKER']);
  });

  it('reads the roles claim when it is comma-separated text', () => {
    const token = makeToken({ roles: 'ROLE_MANAGEMENT, ROLE_COMPANY' });
    expect(getTokenRoles(token)).toEqual(['ROLE_MANAGEMENT', 'ROLE_COMPANY']);
    expect(hasAnyRole(token, ['ROLE_COMPANY'])).toBe(true);
    expect(hasAnyRole(token, ['ROLE_CUMPLIA'])).toBe(false);
  });

  it('decodes names with accents', () => {
    expect(decodeToken(makeToken({ name: 'José Núñez' }))?.name).toBe('José Núñez');
  });

  it('treats a token as valid only while its expiry is in the future', () => {
    expect(isTokenValid(makeToken({ expiresIn: 60 }))).toBe(true);
    expect(isTokenValid(makeToken({ expiresIn: -1 }))).toBe(false);
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid('not-a-jwt')).toBe(false);
    expect(getTokenRoles('not-a-jwt')).toEqual([]);
  });

  it('keeps the access token in memory only, with a hint in storage, and clears both with the user', () => {
    storeSession('access');
    storeUser({ name: 'Ana' });
    expect(getAuthToken()).toBe('access');
    expect(hasSessionHint()).toBe(true);
    expect(Object.values({ ...localStorage })).not.toContain('access');

    clearSession();
    expect(getAuthToken()).toBeNull();
    expect(hasSessionHint()).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('removes the tokens an earlier version left in storage', () => {
    localStorage.setItem('authToken', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');
    forgetLegacyTokens();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('hands out a stored captcha solution only once', () => {
    storeCaptchaToken('solution');
    expect(takeCaptchaToken()).toBe('solution');
    expect(takeCaptchaToken()).toBeNull();
    expect(localStorage.getItem('captchaToken')).toBeNull();
  });

  it('clears everything on logout except the cookie choice', () => {
    storeSession('access');
    localStorage.setItem('empresa', '{}');
    localStorage.setItem('cookieConsent', 'rejected');

    clearAllStorage();

    expect(getAuthToken()).toBeNull();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('cookieConsent')).toBe('rejected');
  });
});
