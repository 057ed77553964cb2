import { facturaSchema } from '@cumplia/shared/schemas/factura';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys } from './facturas-keys';

/** PUT {core}/admin/facturas/{id}/marcar-facturada (spec 3 §7): the invoice, now remitted. */
export function marcarFacturada(id: string) {
  return apiRequest(`/cumplia-core/admin/facturas/${encodeURIComponent(id)}/marcar-facturada`, { method: 'PUT', schema: facturaSchema });
}

export function useMarcarFacturadaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marcarFacturada,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facturasKeys.all }),
  });
}
