import type { StaffArea } from '@cumplia/shared/enums';
import { gestoriaDetailSchema, type GestoriaDetail } from '@cumplia/shared/schemas/gestoria';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gestoriasKeys, gestoriasPath } from './gestorias-keys';

export type { GestoriaDetail };

/** Spec 2 §9: the detail's companies page by 10. */
export const GESTORIA_EMPRESAS_PAGE_SIZE = 10;

/** GET {core}/admin/gestorias/{id} or worker/…: the collaborator, its products and one page of its companies. */
export function getGestoria(api: StaffArea, id: string, page: number) {
  return apiRequest(gestoriasPath(api, id), { query: { page, size: GESTORIA_EMPRESAS_PAGE_SIZE }, schema: gestoriaDetailSchema });
}

export function useGestoriaQuery(api: StaffArea, id: string, page: number) {
  return useQuery({
    queryKey: gestoriasKeys.detail(id, page),
    queryFn: () => getGestoria(api, id, page),
    placeholderData: keepPreviousData,
  });
}
