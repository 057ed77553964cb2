import { empresaSchema, type EmpresaUpdate } from '@cumplia/shared/schemas/empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

/** PUT {core}/gestorias/my/empresas/{cifNif}: the company's data; username and tools are not edited here. */
export function updateEmpresa(cifNif: string, empresa: EmpresaUpdate) {
  return apiRequest(`/cumplia-core/gestorias/my/empresas/${encodeURIComponent(cifNif)}`, {
    method: 'PUT',
    body: empresa,
    schema: empresaSchema,
  });
}

export function useUpdateEmpresaMutation(cifNif: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (empresa: EmpresaUpdate) => updateEmpresa(cifNif, empresa),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}
