import type { StaffArea } from '@cumplia/shared/enums';
import { empresaSchema, type EmpresaStaffCreate } from '@cumplia/shared/schemas/empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CREATE_EMPRESA_TIMEOUT_MS } from './create-empresa';
import { empresasKeys } from './empresas-keys';

/** POST {core}/admin/empresas or worker/empresas: staff "Alta de una empresa" (spec 2 §7), with the bearer token. */
export function createStaffEmpresa(area: StaffArea, empresa: EmpresaStaffCreate) {
  return apiRequest(`/cumplia-core/${area}/empresas`, {
    method: 'POST',
    body: empresa,
    timeout: CREATE_EMPRESA_TIMEOUT_MS,
    schema: empresaSchema,
  });
}

export function useCreateStaffEmpresaMutation(area: StaffArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (empresa: EmpresaStaffCreate) => createStaffEmpresa(area, empresa),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresasKeys.all }),
  });
}
