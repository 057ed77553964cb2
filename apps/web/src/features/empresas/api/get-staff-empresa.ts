import { empresaStaffDetailSchema, type EmpresaStaffDetail } from '@cumplia/shared/schemas/empresa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

export type { EmpresaStaffDetail };

/** The staff's copy of one company, under `empresasKeys.all` so that every company change refreshes it. */
export const staffEmpresaKey = (id: string) => [...empresasKeys.all, 'staff-detail', id] as const;

/** GET {core}/admin/empresas/{id}: any company, with its gestoría, tools and administrator's account. */
export function getStaffEmpresa(id: string) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(id)}`, { schema: empresaStaffDetailSchema });
}

export const staffEmpresaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: staffEmpresaKey(id),
    queryFn: () => getStaffEmpresa(id),
    // The edit forms start from this answer: always ask for the current data.
    staleTime: 0,
  });

export function useStaffEmpresaQuery(id: string) {
  return useQuery({ ...staffEmpresaQueryOptions(id), enabled: id !== '' });
}
