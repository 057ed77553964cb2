import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { gestoriaUsuariosSchema, type GestoriaUsuarios } from '@cumplia/shared/schemas/usuario';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usuariosKeys, type GestoriaUsuariosParams } from './usuarios-keys';

export type { GestoriaUsuarios };

/** Spec 2 §9: user management pages by 10. */
export const GESTORIAS_USUARIOS_PAGE_SIZE = 10;

const gestoriaUsuariosPageSchema = pageResponseSchema(gestoriaUsuariosSchema);

/** GET {core}/admin/gestorias/users: gestorías with their users' e-mails. */
export function getGestoriasUsuarios(params: GestoriaUsuariosParams) {
  return apiRequest('/cumplia-core/admin/gestorias/users', { query: params, schema: gestoriaUsuariosPageSchema });
}

export function useGestoriasUsuariosQuery(params: GestoriaUsuariosParams) {
  return useQuery(
    queryOptions({
      queryKey: usuariosKeys.gestoriaList(params),
      queryFn: () => getGestoriasUsuarios(params),
      placeholderData: keepPreviousData,
    }),
  );
}
