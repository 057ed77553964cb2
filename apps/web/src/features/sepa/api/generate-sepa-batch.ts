import type { SepaBatchRequest } from '@cumplia/shared/schemas/sepa';
import { sepaBatchFileName } from '@cumplia/shared/schemas/sepa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { newTransactionId, readSepaFile, SEPA_TIMEOUT_MS, type GeneratedSepaFile } from './sepa-file-response';

export type SepaBatchInput = Omit<SepaBatchRequest, 'transactionId'>;

/**
 * POST {core}/admin/facturas/sepa (spec 3 §7): the pain.008 file of the SEPA invoices with a
 * collection date in the range, sepa_{start}_{end}.xml; its invoices become remitted.
 */
export async function generateSepaBatch(input: SepaBatchInput, transactionId = newTransactionId()): Promise<GeneratedSepaFile> {
  const response = await apiFetch('/cumplia-core/admin/facturas/sepa', { method: 'POST', body: { ...input, transactionId }, timeout: SEPA_TIMEOUT_MS });
  return readSepaFile(response, sepaBatchFileName(input.fechaInicio, input.fechaFin), transactionId);
}

export function useGenerateSepaBatchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SepaBatchInput) => generateSepaBatch(input),
    // Invoices became remitted (the invoice lists) and a file was stored (the files' list): every list on screen is stale.
    // Not awaited: the file is saved at once, while the lists refresh.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
