import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { usuariosKeys } from './usuarios-keys';

/** DELETE {core}/admin/users/{id}: the user and their sessions (204, no body). */
export async function deleteUsuario(id: string): Promise<void> {
  await apiFetch(`/cumplia-core/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUsuarioMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUsuario(id),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: usuariosKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: usuariosKeys.gestoriaLists() });
    },
  });
}
