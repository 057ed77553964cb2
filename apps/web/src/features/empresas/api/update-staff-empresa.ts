import { empresaStaffDetailSchema, type EmpresaStaffUpdate } from '@cumplia/shared/schemas/empresa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';
import { staffEmpresaKey } from './get-staff-empresa';

/** PUT {core}/admin/empresas/{id}: the company's data; it answers with the detail. */
export function updateStaffEmpresa(id: string, empresa: EmpresaStaffUpdate) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(id)}`, { method: 'PUT', body: empresa, schema: empresaStaffDetailSchema });
}

export function useUpdateStaffEmpresaMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (empresa: EmpresaStaffUpdate) => updateStaffEmpresa(id, empresa),
    onSuccess: async (detail) => {
      // The detail shows the saved data at once; lists and other copies of the company are asked again.
      queryClient.setQueryData(staffEmpresaKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: empresasKeys.all, refetchType: 'inactive' });
    },
  });
}
