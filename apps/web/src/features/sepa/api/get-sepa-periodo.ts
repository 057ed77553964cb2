import { sepaPeriodoSchema } from '@cumplia/shared/schemas/sepa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sepaKeys } from './sepa-keys';

/**
 * GET {core}/admin/facturas/sepa/periodo: the period "Generar SEPA" opens with, what is due to be
 * collected now (the oldest pending collection date to 30 days ahead; issue 20).
 */
export function getSepaPeriodo() {
  return apiRequest('/cumplia-core/admin/facturas/sepa/periodo', { schema: sepaPeriodoSchema });
}

export const sepaPeriodoQueryOptions = () =>
  queryOptions({
    queryKey: sepaKeys.periodo(),
    queryFn: getSepaPeriodo,
    // Asked each time the dialog opens: a file generated a moment ago changes it.
    staleTime: 0,
  });

export function useSepaPeriodoQuery(enabled: boolean) {
  return useQuery({ ...sepaPeriodoQueryOptions(), enabled });
}
