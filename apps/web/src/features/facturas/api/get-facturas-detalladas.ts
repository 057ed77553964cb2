import { facturaDetalladaSchema } from '@cumplia/shared/schemas/factura';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys, type PageParams } from './facturas-keys';

const facturaDetalladaPageSchema = pageResponseSchema(facturaDetalladaSchema);

/** GET {core}/admin/facturas-detalladas?cifNif (spec 3 §7): a company's invoices with their lines, 5 per page. */
export function getFacturasDetalladas(nifCif: string, params: PageParams) {
  return apiRequest('/cumplia-core/admin/facturas-detalladas', { query: { cifNif: nifCif, ...params }, schema: facturaDetalladaPageSchema });
}

export const facturasDetalladasQueryOptions = (nifCif: string, params: PageParams) =>
  queryOptions({ queryKey: facturasKeys.detalladas(nifCif, params), queryFn: () => getFacturasDetalladas(nifCif, params), placeholderData: keepPreviousData });

export function useFacturasDetalladasQuery(nifCif: string, params: PageParams) {
  return useQuery(facturasDetalladasQueryOptions(nifCif, params));
}
