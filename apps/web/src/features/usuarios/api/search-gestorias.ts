import { gestoriaListItemSchema } from '@cumplia/shared/schemas/gestoria';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { linkSearchQuery, toLink } from '../utils/link-search';
import { usuariosKeys } from './usuarios-keys';

const gestoriaOptionsSchema = pageResponseSchema(gestoriaListItemSchema.pick({ id: true, nifCif: true, nombreComercial: true }));

/** GET {core}/admin/gestorias by name or NIF/CIF: the gestorías a user may be linked to. */
export async function searchGestorias(search: string) {
  const page = await apiRequest('/cumplia-core/admin/gestorias', { query: linkSearchQuery(search), schema: gestoriaOptionsSchema });
  return page.content.map(toLink);
}

export const gestoriaOptionsQueryOptions = (search: string) =>
  queryOptions({ queryKey: usuariosKeys.linkOptions('gestoria', search), queryFn: () => searchGestorias(search), placeholderData: keepPreviousData, staleTime: 30_000 });

