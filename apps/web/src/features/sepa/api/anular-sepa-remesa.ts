import { sepaRemesaSchema } from '@cumplia/shared/schemas/sepa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST {core}/admin/facturas/sepa/remesas/{id}/anular {motivo} ("Anular remesa", docs/decisions/0042):
 * a file not sent, or rejected by the bank, is cancelled; its invoices are pending again.
 */
export function anularSepaRemesa({ id, motivo }: { id: string; motivo: string }) {
  return apiRequest(`/cumplia-core/admin/facturas/sepa/remesas/${encodeURIComponent(id)}/anular`, { method: 'POST', body: { motivo }, schema: sepaRemesaSchema });
}

export function useAnularSepaRemesaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularSepaRemesa,
    // The files' list and the invoice lists (the invoices are pending again).
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
