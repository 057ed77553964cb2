import { usuarioSchema, type UsuarioCreate } from '@cumplia/shared/schemas/usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usuariosKeys } from './usuarios-keys';

/** POST {core}/admin/gestorias/{id}/users: "Agregar Usuario"; the user gets the verification e-mail. */
export function createUsuario(gestoriaId: string, usuario: UsuarioCreate) {
  return apiRequest(`/cumplia-core/admin/gestorias/${encodeURIComponent(gestoriaId)}/users`, { method: 'POST', body: usuario, schema: usuarioSchema });
}

export function useCreateUsuarioMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gestoriaId, usuario }: { gestoriaId: string; usuario: UsuarioCreate }) => createUsuario(gestoriaId, usuario),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usuariosKeys.all }),
  });
}
