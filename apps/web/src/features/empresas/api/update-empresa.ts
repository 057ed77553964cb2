import { empresaSchema, type EmpresaUpdate } from '@cumplia/shared/schemas/empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

/** PUT {core}/gestorias/my/empresas/{nifCif}: the company's data; username and tools are not edited here. */
export function updateEmpresa(nifCif: string, empresa: EmpresaUpdate) {
  return apiRequest(`/cumplia-core/gestorias/my/empresas/${encodeURIComponent(nifCif)}`, {
    method: 'PUT',
    body: empresa,
    schema: empresaSchema,
  });
}

export function useUpdateEmpresaMutation(nifCif: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (empresa: EmpresaUpdate) => updateEmpresa(nifCif, empresa),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}
