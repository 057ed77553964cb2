import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys, type GestoriaFacturaListParams } from './facturas-keys';
import { facturaPageSchema } from './get-empresa-facturas';

/** GET {core}/facturas/gestoria (spec 1 §7, spec 3 §7): a page of the invoices of the gestoría's companies. */
export function getGestoriaFacturas(params: GestoriaFacturaListParams) {
  return apiRequest('/cumplia-core/facturas/gestoria', { query: params, schema: facturaPageSchema });
}

export const gestoriaFacturasQueryOptions = (params: GestoriaFacturaListParams) =>
  queryOptions({ queryKey: facturasKeys.gestoria(params), queryFn: () => getGestoriaFacturas(params), placeholderData: keepPreviousData });

export function useGestoriaFacturasQuery(params: GestoriaFacturaListParams) {
  return useQuery(gestoriaFacturasQueryOptions(params));
}
