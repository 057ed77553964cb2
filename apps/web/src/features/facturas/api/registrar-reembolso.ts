import { facturaSchema, type RegistrarReembolso } from '@cumplia/shared/schemas/factura';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys } from './facturas-keys';

/** POST {core}/admin/facturas/{id}/reembolso {fecha, metodo} (decision 0060): the rectifying invoice with its refund recorded. */
export function registrarReembolso({ id, body }: { id: string; body: RegistrarReembolso }) {
  return apiRequest(`/cumplia-core/admin/facturas/${encodeURIComponent(id)}/reembolso`, { method: 'POST', body, schema: facturaSchema });
}

export function useRegistrarReembolsoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarReembolso,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facturasKeys.all }),
  });
}
