import { empresaSchema, type Empresa } from '@cumplia/shared/schemas/empresa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

export type { Empresa };

/** GET {core}/gestorias/empresas/{cifNif}: one of the gestoría's own companies (404 for any other). */
export function getEmpresa(cifNif: string) {
  return apiRequest(`/cumplia-core/gestorias/empresas/${encodeURIComponent(cifNif)}`, { schema: empresaSchema });
}

export const empresaQueryOptions = (cifNif: string) =>
  queryOptions({
    queryKey: empresasKeys.detail(cifNif),
    queryFn: () => getEmpresa(cifNif),
    // The edit form starts from this answer: always ask for the current data, not a cached copy.
    staleTime: 0,
  });

export function useEmpresaQuery(cifNif: string) {
  return useQuery(empresaQueryOptions(cifNif));
}
