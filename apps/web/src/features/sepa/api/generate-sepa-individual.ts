import { sepaIndividualFileName } from '@cumplia/shared/schemas/sepa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { madridIsoDate } from '@cumplia/shared/calendar';
import { apiFetch } from '../../../lib/api-client';
import { newTransactionId, readSepaFile, SEPA_TIMEOUT_MS, type GeneratedSepaFile } from './sepa-file-response';

/**
 * POST {core}/admin/facturas/{id}/sepa (spec 3 §7): one invoice's file,
 * sepa_individual_{facturaId}_{date}.xml; a pending invoice becomes remitted, a remitted one stays so.
 */
export async function generateSepaIndividual(factura: { id: string; facturaId: string }, cuentaIBAN: string, transactionId = newTransactionId()): Promise<GeneratedSepaFile> {
  const response = await apiFetch(`/cumplia-core/admin/facturas/${encodeURIComponent(factura.id)}/sepa`, { method: 'POST', body: { cuentaIBAN, transactionId }, timeout: SEPA_TIMEOUT_MS });
  return readSepaFile(response, sepaIndividualFileName(factura.facturaId, madridIsoDate(new Date())), transactionId);
}

export function useGenerateSepaIndividualMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factura, cuentaIBAN }: { factura: { id: string; facturaId: string }; cuentaIBAN: string }) => generateSepaIndividual(factura, cuentaIBAN),
    // Not awaited: the file is saved at once, while the lists refresh.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
