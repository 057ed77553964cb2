import { empresaSchema, type EmpresaWorkerUpdate } from '@cumplia/shared/schemas/empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

/** PUT {core}/worker/empresas/{idOrNifCif}: the company's data (the list's tool toggle calls …/tools). */
export function updateWorkerEmpresa(idOrNifCif: string, empresa: EmpresaWorkerUpdate) {
  return apiRequest(`/cumplia-core/worker/empresas/${encodeURIComponent(idOrNifCif)}`, { method: 'PUT', body: empresa, schema: empresaSchema });
}

export function useUpdateWorkerEmpresaMutation(idOrNifCif: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (empresa: EmpresaWorkerUpdate) => updateWorkerEmpresa(idOrNifCif, empresa),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}
