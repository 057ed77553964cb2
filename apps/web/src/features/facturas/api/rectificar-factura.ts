import { facturaSchema, type RectificarFactura } from '@cumplia/shared/schemas/factura';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys } from './facturas-keys';

/** POST {core}/admin/facturas/{id}/rectificar (decision 0045): the rectifying invoice just issued. */
export function rectificarFactura({ id, body }: { id: string; body: RectificarFactura }) {
  return apiRequest(`/cumplia-core/admin/facturas/${encodeURIComponent(id)}/rectificar`, { method: 'POST', body, schema: facturaSchema });
}

export function useRectificarFacturaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rectificarFactura,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facturasKeys.all }),
  });
}
