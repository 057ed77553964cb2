import { facturaSchema, FACTURAS_PAGE_SIZE } from '@cumplia/shared/schemas/factura';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys, type PageParams } from './facturas-keys';

export { FACTURAS_PAGE_SIZE };
export const facturaPageSchema = pageResponseSchema(facturaSchema);

/** GET {core}/facturas/empresa/my (spec 1 §7): a page of the client's own invoices. */
export function getEmpresaFacturas(params: PageParams) {
  return apiRequest('/cumplia-core/facturas/empresa/my', { query: params, schema: facturaPageSchema });
}

export const empresaFacturasQueryOptions = (params: PageParams) =>
  queryOptions({ queryKey: facturasKeys.empresa(params), queryFn: () => getEmpresaFacturas(params), placeholderData: keepPreviousData });

export function useEmpresaFacturasQuery(params: PageParams) {
  return useQuery(empresaFacturasQueryOptions(params));
}
