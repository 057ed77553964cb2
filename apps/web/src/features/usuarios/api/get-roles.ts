import { rolesSchema, type Rol } from '@cumplia/shared/schemas/usuario';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usuariosKeys } from './usuarios-keys';

export type { Rol };

/** GET {core}/admin/roles: the roles the caller may grant. */
export function getRoles() {
  return apiRequest('/cumplia-core/admin/roles', { schema: rolesSchema });
}

export function useRolesQuery() {
  return useQuery(queryOptions({ queryKey: usuariosKeys.roles(), queryFn: getRoles, staleTime: 5 * 60_000 }));
}
