import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { renovacionPageSchema } from './renovacion-page';
import { renovacionesKeys, type EmpresaRenovacionHistoryParams } from './renovaciones-keys';

/** GET {core}/admin/empresas/{id}/renovaciones/all (spec 3 §7): the company's renewal history, 5 per page. */
export function getEmpresaRenovaciones(empresaId: string, params: EmpresaRenovacionHistoryParams) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/renovaciones/all`, { query: params, schema: renovacionPageSchema });
}

export const empresaRenovacionesQueryOptions = (empresaId: string, params: EmpresaRenovacionHistoryParams) =>
  queryOptions({ queryKey: renovacionesKeys.history(empresaId, params), queryFn: () => getEmpresaRenovaciones(empresaId, params), placeholderData: keepPreviousData });

export function useEmpresaRenovacionesQuery(empresaId: string, params: EmpresaRenovacionHistoryParams) {
  return useQuery(empresaRenovacionesQueryOptions(empresaId, params));
}
