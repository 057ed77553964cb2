import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeToSession } from './auth-storage';

/**
 * The access token held in memory, re-rendering when a session starts, is refreshed or ends: a
 * reload starts without one and gets it back through the session cookie (decision 0040).
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getAuthToken, () => null);
}
