import { gestoriaPendientesSchema } from '@cumplia/shared/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './get-staff-dashboard';

/** GET {core}/gestorias/my/dashboard: the collaborator's pending work, its own companies only. */
export function getGestoriaPendientes() {
  return apiRequest('/cumplia-core/gestorias/my/dashboard', { schema: gestoriaPendientesSchema });
}

export const gestoriaPendientesQueryOptions = () => queryOptions({ queryKey: [...dashboardKeys.all, 'gestoria'] as const, queryFn: getGestoriaPendientes });

export function useGestoriaPendientesQuery() {
  return useQuery(gestoriaPendientesQueryOptions());
}
