import { sepaCuentaSchema } from '@cumplia/shared/schemas/sepa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { sepaKeys } from './sepa-keys';

/** GET {core}/admin/facturas/sepa/cuentas: the creditor accounts a file collects into (BBVA, Caja Siete). */
export function getSepaCuentas() {
  return apiRequest('/cumplia-core/admin/facturas/sepa/cuentas', { schema: z.array(sepaCuentaSchema) });
}

export const sepaCuentasQueryOptions = () =>
  queryOptions({
    queryKey: sepaKeys.cuentas(),
    queryFn: getSepaCuentas,
    // Configuration: it does not change while the screen is open.
    staleTime: Infinity,
  });

export function useSepaCuentasQuery() {
  return useQuery(sepaCuentasQueryOptions());
}
