import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearAllStorage, getRefreshToken } from '../../../lib/auth-storage';

/** Revokes the refresh token on the server; a failure changes nothing for the user. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return;
  try {
    await apiRequest('/cumplia-auth/logout', { method: 'POST', body: { refreshToken } });
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
