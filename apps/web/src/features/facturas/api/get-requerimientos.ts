import { requerimientosSchema, type Requerimientos } from '@cumplia/shared/schemas/requerimiento';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys } from './facturas-keys';

/** While a remittance is being sent its progress is asked for again every 2 seconds. */
const REMISION_REFRESH_MS = 2000;

/** A remittance the server's job has not finished yet: pending or being sent. */
const isInProgress = (data: Requerimientos | undefined) => data?.remisiones.some((remision) => remision.estado === 'pendiente' || remision.estado === 'enviando') ?? false;

/**
 * GET {core}/admin/verifactu/requerimientos (decision 0083): the records remitted at the tax
 * agency's request, newest first, and why none can be remitted now (or null).
 */
export function getRequerimientos() {
  return apiRequest('/cumplia-core/admin/verifactu/requerimientos', { schema: requerimientosSchema });
}

export const requerimientosQueryOptions = () =>
  queryOptions({
    queryKey: facturasKeys.requerimientos(),
    queryFn: getRequerimientos,
    // A job sends the messages: the person sees each answer arrive, and nothing is asked for once all are done.
    refetchInterval: (query) => (isInProgress(query.state.data) ? REMISION_REFRESH_MS : false),
  });

export function useRequerimientosQuery() {
  return useQuery(requerimientosQueryOptions());
}
