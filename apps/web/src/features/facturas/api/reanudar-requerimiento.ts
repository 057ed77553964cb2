import { requerimientoSchema } from '@cumplia/shared/schemas/requerimiento';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys } from './facturas-keys';

/** POST {core}/admin/verifactu/requerimientos/{id}/reanudar (decision 0083): a stopped remittance sent on from the message that failed. */
export function reanudarRequerimiento(id: string) {
  return apiRequest(`/cumplia-core/admin/verifactu/requerimientos/${encodeURIComponent(id)}/reanudar`, { method: 'POST', schema: requerimientoSchema });
}

export function useReanudarRequerimientoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reanudarRequerimiento,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facturasKeys.requerimientos() }),
  });
}
