import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { sepaKeys } from './sepa-keys';

/** What the company picker of "Generar SEPA" reads of the staff company list. */
const empresaOptionSchema = z.object({ id: z.string(), razonSocial: z.string(), nifCif: z.string(), metodoDePago: z.string() });

/** GET {core}/admin/empresas?nombre=…: the first companies whose name matches, for the optional company of a batch. */
export function searchSepaEmpresas(search: string) {
  return apiRequest('/cumplia-core/admin/empresas', { query: { page: 0, size: 20, nombre: search || undefined }, schema: pageResponseSchema(empresaOptionSchema) });
}

export function useSepaEmpresasQuery(search: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: sepaKeys.empresas(search),
      queryFn: () => searchSepaEmpresas(search),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
