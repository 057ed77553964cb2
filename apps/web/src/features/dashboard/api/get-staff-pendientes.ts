import type { StaffArea } from '@cumplia/shared/enums';
import { staffPendientesSchema } from '@cumplia/shared/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './get-staff-dashboard';

/** GET {core}/admin/dashboard/pendientes or {core}/worker/dashboard/pendientes: the staff home's pending work. */
export function getStaffPendientes(area: StaffArea) {
  return apiRequest(`/cumplia-core/${area}/dashboard/pendientes`, { schema: staffPendientesSchema });
}

export const staffPendientesQueryOptions = (area: StaffArea) =>
  queryOptions({ queryKey: [...dashboardKeys.staff(area), 'pendientes'] as const, queryFn: () => getStaffPendientes(area) });

export function useStaffPendientesQuery(area: StaffArea) {
  return useQuery(staffPendientesQueryOptions(area));
}
