import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearAllStorage, getAuthToken, hasSessionHint } from '../../../lib/auth-storage';

/**
 * Revokes the session on the server, which takes the refresh token from its httpOnly cookie and
 * removes the cookie; a failure changes nothing for the user.
 */
export async function logout(): Promise<void> {
  if (getAuthToken() === null && !hasSessionHint()) return;
  try {
    await apiRequest('/cumplia-auth/logout', { method: 'POST' });
  } catch {
    // The local session ends anyway; an unrevoked refresh token expires on its own.
  }
}

/** "Cerrar sesión": tell the server, forget everything stored locally, go to /acceso. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logout();
    clearAllStorage();
    queryClient.clear();
    navigate('/acceso', { replace: true });
  };
}
