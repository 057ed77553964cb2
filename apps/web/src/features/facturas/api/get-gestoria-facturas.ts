import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys, type PageParams } from './facturas-keys';
import { facturaPageSchema } from './get-empresa-facturas';

/** GET {core}/facturas/gestoria (spec 1 §7, spec 3 §7): a page of the invoices of the gestoría's companies. */
export function getGestoriaFacturas(params: PageParams) {
  return apiRequest('/cumplia-core/facturas/gestoria', { query: params, schema: facturaPageSchema });
}

export const gestoriaFacturasQueryOptions = (params: PageParams) =>
  queryOptions({ queryKey: facturasKeys.gestoria(params), queryFn: () => getGestoriaFacturas(params), placeholderData: keepPreviousData });

export function useGestoriaFacturasQuery(params: PageParams) {
  return useQuery(gestoriaFacturasQueryOptions(params));
}
