import { queryOptions, useQuery } from '@tanstack/react-query';
import { proveedorSchema, type Proveedor } from '@cumplia/shared/schemas/proveedor';
import { apiRequest } from '../../../lib/api-client';

export type { Proveedor };

/** GET {core}/proveedor (public): who provides Cumplia, for the footer and the legal pages. */
export function getProveedor() {
  return apiRequest('/cumplia-core/proveedor', { schema: proveedorSchema, authenticated: false });
}

/** The provider changes only with the server's configuration: read once per visit. */
export const proveedorQueryOptions = () =>
  queryOptions({
    queryKey: ['proveedor'],
    queryFn: getProveedor,
    staleTime: Infinity,
  });

export function useProveedorQuery() {
  return useQuery(proveedorQueryOptions());
}
