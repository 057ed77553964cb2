import type { StaffArea } from '@cumplia/shared/enums';
import { staffEmpresaListItemSchema, type StaffEmpresaListItem } from '@cumplia/shared/schemas/empresa';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys, type StaffEmpresaListParams } from './empresas-keys';

export type { StaffEmpresaListItem };

/** Spec 2 §9: the staff company lists page by 10 ("Nuevas empresas" on the homes by 7). */
export const STAFF_EMPRESAS_PAGE_SIZE = 10;

export const staffEmpresaPageSchema = pageResponseSchema(staffEmpresaListItemSchema);
export type StaffEmpresaPage = z.output<typeof staffEmpresaPageSchema>;

/** GET {core}/admin/empresas or worker/empresas: a page of every company, newest first. */
export function getStaffEmpresas(area: StaffArea, params: StaffEmpresaListParams) {
  return apiRequest(`/cumplia-core/${area}/empresas`, { query: params, schema: staffEmpresaPageSchema });
}

export const staffEmpresasQueryOptions = (area: StaffArea, params: StaffEmpresaListParams) =>
  queryOptions({
    queryKey: empresasKeys.staffList(area, params),
    queryFn: () => getStaffEmpresas(area, params),
    placeholderData: keepPreviousData,
  });

export function useStaffEmpresasQuery(area: StaffArea, params: StaffEmpresaListParams) {
  return useQuery(staffEmpresasQueryOptions(area, params));
}
