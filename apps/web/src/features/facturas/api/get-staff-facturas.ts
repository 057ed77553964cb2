import type { StaffArea } from '@cumplia/shared/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys, type StaffFacturaListParams } from './facturas-keys';
import { facturaPageSchema } from './get-empresa-facturas';

/** GET {core}/admin/facturas or worker/facturas (spec 3 §7): a page of every invoice, with the filters. */
export function getStaffFacturas(area: StaffArea, params: StaffFacturaListParams) {
  return apiRequest(`/cumplia-core/${area}/facturas`, { query: params, schema: facturaPageSchema });
}

export const staffFacturasQueryOptions = (area: StaffArea, params: StaffFacturaListParams) =>
  queryOptions({ queryKey: facturasKeys.staff(area, params), queryFn: () => getStaffFacturas(area, params), placeholderData: keepPreviousData });

export function useStaffFacturasQuery(area: StaffArea, params: StaffFacturaListParams) {
  return useQuery(staffFacturasQueryOptions(area, params));
}
