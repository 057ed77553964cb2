import { empresaSchema, type Empresa } from '@cumplia/shared/schemas/empresa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

export type { Empresa };

/** GET {core}/gestorias/empresas/{nifCif}: one of the gestoría's own companies (404 for any other). */
export function getEmpresa(nifCif: string) {
  return apiRequest(`/cumplia-core/gestorias/empresas/${encodeURIComponent(nifCif)}`, { schema: empresaSchema });
}

export const empresaQueryOptions = (nifCif: string) =>
  queryOptions({
    queryKey: empresasKeys.detail(nifCif),
    queryFn: () => getEmpresa(nifCif),
    // The edit form starts from this answer: always ask for the current data, not a cached copy.
    staleTime: 0,
  });

export function useEmpresaQuery(nifCif: string) {
  return useQuery(empresaQueryOptions(nifCif));
}
