import type { StaffArea } from '@cumplia/shared/enums';
import { comisionesMesSchema } from '@cumplia/shared/schemas/comision';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { comisionesKeys, type StaffComisionesParams } from './comisiones-keys';

/** GET {core}/admin/comisiones?mes or worker/… (docs/decisions/0032): the month's totals and a page of gestorías with invoices. */
export function getStaffComisiones(area: StaffArea, params: StaffComisionesParams) {
  return apiRequest(`/cumplia-core/${area}/comisiones`, { query: params, schema: comisionesMesSchema });
}

export const staffComisionesQueryOptions = (area: StaffArea, params: StaffComisionesParams) =>
  queryOptions({ queryKey: comisionesKeys.staff(area, params), queryFn: () => getStaffComisiones(area, params), placeholderData: keepPreviousData });

export function useStaffComisionesQuery(area: StaffArea, params: StaffComisionesParams) {
  return useQuery(staffComisionesQueryOptions(area, params));
}
