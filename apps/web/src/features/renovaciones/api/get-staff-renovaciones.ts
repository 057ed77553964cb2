import type { StaffArea } from '@cumplia/shared/enums';
import { renovacionFiltroQuery } from '@cumplia/shared/schemas/renovacion';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { renovacionPageSchema } from './renovacion-page';
import { renovacionesKeys, type StaffRenovacionParams } from './renovaciones-keys';

/** GET {core}/admin/renovaciones or worker/renovaciones (spec 3 §7): a page of renewals, ordered by the server. */
export function getStaffRenovaciones(area: StaffArea, { estado, ...params }: StaffRenovacionParams) {
  return apiRequest(`/cumplia-core/${area}/renovaciones`, { query: { ...params, ...renovacionFiltroQuery(estado) }, schema: renovacionPageSchema });
}

export const staffRenovacionesQueryOptions = (area: StaffArea, params: StaffRenovacionParams) =>
  queryOptions({ queryKey: renovacionesKeys.staff(area, params), queryFn: () => getStaffRenovaciones(area, params), placeholderData: keepPreviousData });

export function useStaffRenovacionesQuery(area: StaffArea, params: StaffRenovacionParams) {
  return useQuery(staffRenovacionesQueryOptions(area, params));
}
