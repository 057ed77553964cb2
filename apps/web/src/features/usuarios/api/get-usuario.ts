import { usuarioSchema, type Usuario } from '@cumplia/shared/schemas/usuario';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usuariosKeys } from './usuarios-keys';

export type { Usuario };

/** GET {core}/admin/users/{id}: the user with roles, companies and gestorías. */
export function getUsuario(id: string) {
  return apiRequest(`/cumplia-core/admin/users/${encodeURIComponent(id)}`, { schema: usuarioSchema });
}

export function useUsuarioQuery(id: string) {
  return useQuery(queryOptions({ queryKey: usuariosKeys.detail(id), queryFn: () => getUsuario(id) }));
}
