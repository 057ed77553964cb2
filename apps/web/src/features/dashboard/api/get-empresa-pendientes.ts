import { empresaPendientesSchema } from '@cumplia/shared/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './get-staff-dashboard';

/** GET {core}/empresas/my/dashboard: the client's invoices not yet collected. */
export function getEmpresaPendientes() {
  return apiRequest('/cumplia-core/empresas/my/dashboard', { schema: empresaPendientesSchema });
}

export const empresaPendientesQueryOptions = () => queryOptions({ queryKey: [...dashboardKeys.all, 'empresa'] as const, queryFn: getEmpresaPendientes });

export function useEmpresaPendientesQuery() {
  return useQuery(empresaPendientesQueryOptions());
}
