import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { sepaRemesaSchema } from '@cumplia/shared/schemas/sepa';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sepaKeys } from './sepa-keys';

/** GET {core}/admin/facturas/sepa/remesas: a page of the files generated, newest first. */
export function getSepaRemesas(page: number, size: number) {
  return apiRequest('/cumplia-core/admin/facturas/sepa/remesas', { query: { page, size }, schema: pageResponseSchema(sepaRemesaSchema) });
}

export function useSepaRemesasQuery(page: number, size: number) {
  return useQuery(queryOptions({ queryKey: sepaKeys.remesasPage(page, size), queryFn: () => getSepaRemesas(page, size), placeholderData: keepPreviousData }));
}
