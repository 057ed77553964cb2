import type { StaffArea } from '@cumplia/shared/enums';
import { gestoriaListItemSchema, type GestoriaListItem } from '@cumplia/shared/schemas/gestoria';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gestoriasKeys, gestoriasPath, type GestoriaListParams } from './gestorias-keys';

export type { GestoriaListItem };

/** Spec 2 §9: the collaborator list pages by 10. */
export const GESTORIAS_PAGE_SIZE = 10;

const gestoriaPageSchema = pageResponseSchema(gestoriaListItemSchema);

/** GET {core}/admin/gestorias or worker/gestorias: a page of collaborators, newest first. */
export function getGestorias(api: StaffArea, params: GestoriaListParams) {
  return apiRequest(gestoriasPath(api), { query: params, schema: gestoriaPageSchema });
}

export function useGestoriasQuery(api: StaffArea, params: GestoriaListParams) {
  return useQuery({
    queryKey: gestoriasKeys.list(params),
    queryFn: () => getGestorias(api, params),
    placeholderData: keepPreviousData,
  });
}
