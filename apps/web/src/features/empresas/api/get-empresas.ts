import { empresaListItemSchema, type EmpresaListItem } from '@cumplia/shared/schemas/empresa';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys, type EmpresaListParams } from './empresas-keys';

export type { EmpresaListItem };

/** Spec 1 §9: the collaborator's company list pages by 10, its home table by 5. */
export const EMPRESAS_PAGE_SIZE = 10;
export const HOME_EMPRESAS_PAGE_SIZE = 5;

export const empresaPageSchema = pageResponseSchema(empresaListItemSchema);
export type EmpresaPage = z.output<typeof empresaPageSchema>;

/** GET {core}/gestorias/my/empresas: a page of the gestoría's companies, newest first. */
export function getEmpresas(params: EmpresaListParams) {
  return apiRequest('/cumplia-core/gestorias/my/empresas', { query: params, schema: empresaPageSchema });
}

export const empresasQueryOptions = (params: EmpresaListParams) =>
  queryOptions({
    queryKey: empresasKeys.list(params),
    queryFn: () => getEmpresas(params),
    placeholderData: keepPreviousData,
  });

export function useEmpresasQuery(params: EmpresaListParams) {
  return useQuery(empresasQueryOptions(params));
}
