import { empresaListItemSchema } from '@cumplia/shared/schemas/empresa';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { linkSearchQuery, toLink } from '../utils/link-search';
import { usuariosKeys } from './usuarios-keys';

const empresaOptionsSchema = pageResponseSchema(empresaListItemSchema.pick({ id: true, nifCif: true, nombreComercial: true }));

/** GET {core}/admin/empresas by name or NIF/CIF: the companies a user may be linked to. */
export async function searchEmpresas(search: string) {
  const page = await apiRequest('/cumplia-core/admin/empresas', { query: linkSearchQuery(search), schema: empresaOptionsSchema });
  return page.content.map(toLink);
}

export const empresaOptionsQueryOptions = (search: string) =>
  queryOptions({ queryKey: usuariosKeys.linkOptions('empresa', search), queryFn: () => searchEmpresas(search), placeholderData: keepPreviousData, staleTime: 30_000 });

