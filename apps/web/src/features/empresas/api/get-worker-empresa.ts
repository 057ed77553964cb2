import { empresaSchema } from '@cumplia/shared/schemas/empresa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

/** The worker's copy of a company by id or NIF/CIF, under `empresasKeys.all`. */
export const workerEmpresaKey = (idOrNifCif: string) => [...empresasKeys.all, 'worker', idOrNifCif] as const;

/** GET {core}/worker/empresas/{idOrNifCif}: any company, by id or NIF/CIF. */
export function getWorkerEmpresa(idOrNifCif: string) {
  return apiRequest(`/cumplia-core/worker/empresas/${encodeURIComponent(idOrNifCif)}`, { schema: empresaSchema });
}

export const workerEmpresaQueryOptions = (idOrNifCif: string) =>
  queryOptions({ queryKey: workerEmpresaKey(idOrNifCif), queryFn: () => getWorkerEmpresa(idOrNifCif), staleTime: 0 });

export function useWorkerEmpresaQuery(idOrNifCif: string) {
  return useQuery({ ...workerEmpresaQueryOptions(idOrNifCif), enabled: idOrNifCif !== '' });
}
