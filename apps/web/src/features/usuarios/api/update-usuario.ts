import { usuarioSchema, type UsuarioUpdate } from '@cumplia/shared/schemas/usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usuariosKeys } from './usuarios-keys';

/** PUT {core}/admin/users/{id}: every field of "Datos de Usuario". */
export function updateUsuario(id: string, usuario: UsuarioUpdate) {
  return apiRequest(`/cumplia-core/admin/users/${encodeURIComponent(id)}`, { method: 'PUT', body: usuario, schema: usuarioSchema });
}

export function useUpdateUsuarioMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usuario: UsuarioUpdate) => updateUsuario(id, usuario),
    onSuccess: (saved) => {
      queryClient.setQueryData(usuariosKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: usuariosKeys.gestoriaLists() });
    },
  });
}
