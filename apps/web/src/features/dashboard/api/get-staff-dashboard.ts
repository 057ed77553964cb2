import type { StaffArea } from '@cumplia/shared/enums';
import { staffDashboardSchema, type StaffDashboard } from '@cumplia/shared/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { StaffDashboard };

/** Every change to a company's state (a verification) invalidates `all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  staff: (area: StaffArea) => [...dashboardKeys.all, area] as const,
};

/** GET {core}/admin/dashboard or {core}/worker/dashboard: every figure of the staff dashboard. */
export function getStaffDashboard(area: StaffArea) {
  return apiRequest(`/cumplia-core/${area}/dashboard`, { schema: staffDashboardSchema });
}

export const staffDashboardQueryOptions = (area: StaffArea) =>
  queryOptions({ queryKey: dashboardKeys.staff(area), queryFn: () => getStaffDashboard(area) });

export function useStaffDashboardQuery(area: StaffArea) {
  return useQuery(staffDashboardQueryOptions(area));
}
