import { facturaSchema } from '@cumplia/shared/schemas/factura';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys } from './facturas-keys';

/** PUT {core}/admin/facturas/{id}/fecha-facturar {nuevaFecha} (spec 3 §7): the invoice with its new collection date. */
export function cambiarFechaFacturar({ id, nuevaFecha }: { id: string; nuevaFecha: string }) {
  return apiRequest(`/cumplia-core/admin/facturas/${encodeURIComponent(id)}/fecha-facturar`, { method: 'PUT', body: { nuevaFecha }, schema: facturaSchema });
}

export function useCambiarFechaFacturarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cambiarFechaFacturar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facturasKeys.all }),
  });
}
