import { staffDashboardSchema, type StaffDashboard } from '@cumplia/shared/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { StaffDashboard };

/** Whose home: the superadmin's calls the admin path, the worker's the worker path. */
export type DashboardArea = 'admin' | 'worker';

/** Every change to a company's state (a verification) invalidates `all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  staff: (area: DashboardArea) => [...dashboardKeys.all, area] as const,
};

/** GET {core}/admin/dashboard or {core}/worker/dashboard: every figure of the staff dashboard. */
export function getStaffDashboard(area: DashboardArea) {
  return apiRequest(`/cumplia-core/${area}/dashboard`, { schema: staffDashboardSchema });
}

export const staffDashboardQueryOptions = (area: DashboardArea) =>
  queryOptions({ queryKey: dashboardKeys.staff(area), queryFn: () => getStaffDashboard(area) });

export function useStaffDashboardQuery(area: DashboardArea) {
  return useQuery(staffDashboardQueryOptions(area));
}
