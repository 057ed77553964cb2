import { renovacionCurrentSchema } from '@cumplia/shared/schemas/renovacion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { renovacionesKeys } from './renovaciones-keys';

/** GET {core}/admin/empresas/{id}/renovaciones/current (spec 3 §7): the company's current renewal, or null. */
export function getEmpresaRenovacionCurrent(empresaId: string) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/renovaciones/current`, { schema: renovacionCurrentSchema });
}

export const empresaRenovacionCurrentQueryOptions = (empresaId: string) =>
  queryOptions({ queryKey: renovacionesKeys.current(empresaId), queryFn: () => getEmpresaRenovacionCurrent(empresaId) });

export function useEmpresaRenovacionCurrentQuery(empresaId: string) {
  return useQuery(empresaRenovacionCurrentQueryOptions(empresaId));
}
