import { declaracionResponsableSchema } from '@cumplia/shared/schemas/factura';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys } from './facturas-keys';

/**
 * GET {core}/admin/verifactu/declaracion (decision 0052): the invoicing system's declaración
 * responsable (RD 1007/2023 art. 13; Orden HAC/1177/2024 art. 15), as the PDF prints it.
 */
export function getDeclaracionResponsable() {
  return apiRequest('/cumplia-core/admin/verifactu/declaracion', { schema: declaracionResponsableSchema });
}

export const declaracionResponsableQueryOptions = () =>
  queryOptions({
    queryKey: facturasKeys.declaracion(),
    queryFn: getDeclaracionResponsable,
    // It changes only with a new version of the system or a change of mode (a restart).
    staleTime: Infinity,
  });

export function useDeclaracionResponsableQuery() {
  return useQuery(declaracionResponsableQueryOptions());
}
