import { facturaSchema } from '@cumplia/shared/schemas/factura';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/notifications-key';
import { facturasKeys } from './facturas-keys';

/** POST {core}/admin/facturas/{id}/anular {motivo} (decision 0045): the invoice, now cancelled. */
export function anularFactura({ id, motivo }: { id: string; motivo: string }) {
  return apiRequest(`/cumplia-core/admin/facturas/${encodeURIComponent(id)}/anular`, { method: 'POST', body: { motivo }, schema: facturaSchema });
}

export function useAnularFacturaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularFactura,
    // The lists, and the bell: a returned invoice cancelled no longer waits.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: facturasKeys.all }), queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY })]),
  });
}
