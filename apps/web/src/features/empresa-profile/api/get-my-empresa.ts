import { empresaSchema } from '@cumplia/shared/schemas/empresa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET {core}/empresas/my: the signed-in client's own company. */
export function getMyEmpresa() {
  return apiRequest('/cumplia-core/empresas/my', { schema: empresaSchema });
}

export const myEmpresaQueryOptions = () =>
  queryOptions({
    queryKey: ['empresa-profile', 'my'],
    queryFn: getMyEmpresa,
  });

export function useMyEmpresaQuery() {
  return useQuery(myEmpresaQueryOptions());
}
