import { facturaSchema } from '@cumplia/shared/schemas/factura';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys } from './facturas-keys';

/** POST {core}/admin/facturas/{id}/subsanar (decision 0061): the invoice with its corrected record pending to send. */
export function subsanarRegistro(id: string) {
  return apiRequest(`/cumplia-core/admin/facturas/${encodeURIComponent(id)}/subsanar`, { method: 'POST', schema: facturaSchema });
}

export function useSubsanarRegistroMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subsanarRegistro,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facturasKeys.all }),
  });
}
