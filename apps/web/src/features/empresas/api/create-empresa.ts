import { empresaSchema, type EmpresaCreate } from '@cumplia/shared/schemas/empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

/** Creating a company also creates its user and the contracts to sign: the spec allows 30 s. */
export const CREATE_EMPRESA_TIMEOUT_MS = 30_000;

/** POST {core}/gestorias/my/empresas: "Alta de una empresa" (spec 1 §2.12, §7). */
export function createEmpresa(empresa: EmpresaCreate) {
  return apiRequest('/cumplia-core/gestorias/my/empresas', {
    method: 'POST',
    body: empresa,
    timeout: CREATE_EMPRESA_TIMEOUT_MS,
    schema: empresaSchema,
  });
}

export function useCreateEmpresaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmpresa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}
