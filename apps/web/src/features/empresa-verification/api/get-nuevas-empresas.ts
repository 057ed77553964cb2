import type { StaffArea } from '@cumplia/shared/enums';
import { staffEmpresaListItemSchema, type StaffEmpresaListItem } from '@cumplia/shared/schemas/empresa';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { StaffEmpresaListItem };

/** Spec 2 §9: the new-companies lists of both staff homes page by 7. */
export const NUEVAS_EMPRESAS_PAGE_SIZE = 7;

const nuevasEmpresasPageSchema = pageResponseSchema(staffEmpresaListItemSchema);

export const nuevasEmpresasKeys = {
  all: ['nuevas-empresas'] as const,
  page: (area: StaffArea, page: number) => [...nuevasEmpresasKeys.all, area, page] as const,
};

/** GET {core}/admin/empresas or {core}/worker/empresas with verificado=false: a page of the companies not yet verified. */
export function getNuevasEmpresas(area: StaffArea, page: number) {
  return apiRequest(`/cumplia-core/${area}/empresas`, {
    query: { verificado: false, page, size: NUEVAS_EMPRESAS_PAGE_SIZE },
    schema: nuevasEmpresasPageSchema,
  });
}

export const nuevasEmpresasQueryOptions = (area: StaffArea, page: number) =>
  queryOptions({
    queryKey: nuevasEmpresasKeys.page(area, page),
    queryFn: () => getNuevasEmpresas(area, page),
    placeholderData: keepPreviousData,
  });

export function useNuevasEmpresasQuery(area: StaffArea, page: number) {
  return useQuery(nuevasEmpresasQueryOptions(area, page));
}
