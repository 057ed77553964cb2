import { ROLES, type Role } from '@cumplia/shared/enums';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { refreshSession } from '../lib/api-client';
import { clearSession, getAuthToken, getTokenRoles, hasSessionHint, isTokenValid } from '../lib/auth-storage';
import { HOME_PATHS } from '../lib/home-paths';

export const LOGIN_PATH = '/acceso';
export const NOT_FOUND_PATH = '/not-found';

/**
 * The access token if it is usable. The token lives in memory, so a reload or a new tab starts
 * without one; an expired or missing one is exchanged for a new one through the session cookie
 * when this browser has signed in (access tokens live minutes, a session much longer); if that
 * is not possible the session is forgotten (spec 1 §2.1, decision 0040).
 */
async function usableToken(): Promise<string | null> {
  const token = getAuthToken();
  if (isTokenValid(token)) return token;
  if (token !== null || hasSessionHint()) {
    try {
      const refreshed = await refreshSession();
      if (isTokenValid(refreshed)) return refreshed;
    } catch {
      // Falls through: the session cannot be renewed.
    }
  }
  clearSession();
  return null;
}

export type GuardOptions = {
  /** A query parameter the screen cannot work without; missing, the user goes to /not-found. */
  requiredQuery?: string;
};

/**
 * Route loader: the token must be present, unexpired and carry at least one of `roles`, else the
 * user goes to /acceso. Runs before the screen renders, on every navigation to the route.
 */
export function requireRoles(roles: readonly Role[], { requiredQuery }: GuardOptions = {}) {
  return async ({ request }: LoaderFunctionArgs) => {
    const token = await usableToken();
    if (token === null) throw redirect(LOGIN_PATH);
    const tokenRoles = getTokenRoles(token);
    if (!roles.some((role) => tokenRoles.includes(role))) throw redirect(LOGIN_PATH);
    if (requiredQuery && !new URL(request.url).searchParams.get(requiredQuery)) throw redirect(NOT_FOUND_PATH);
    return null;
  };
}

/**
 * The superadmin's own screens (/iniciosuperadmin, /datospersonales): ROLE_CUMPLIA only; a worker
 * without it is sent to the worker home.
 */
export async function requireSuperadmin(args: LoaderFunctionArgs) {
  const token = await usableToken();
  const roles = getTokenRoles(token);
  if (token !== null && !roles.includes(ROLES.CUMPLIA) && roles.includes(ROLES.CUMPLIA_WORKER)) {
    throw redirect(HOME_PATHS.worker);
  }
  return requireRoles([ROLES.CUMPLIA])(args);
}
