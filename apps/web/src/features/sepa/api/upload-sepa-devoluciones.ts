import { sepaDevolucionFicheroSchema } from '@cumplia/shared/schemas/sepa-devoluciones';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A bank's file of a few MB on a slow line takes longer than the usual 10 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * POST {core}/admin/facturas/sepa/devoluciones: the bank's return or reject file (pain.002,
 * camt.054) in the multipart field "file"; its collections become "Devuelta" (docs/decisions/0051).
 */
export function uploadSepaDevoluciones(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest('/cumplia-core/admin/facturas/sepa/devoluciones', { method: 'POST', body, timeout: UPLOAD_TIMEOUT_MS, schema: sepaDevolucionFicheroSchema });
}

export function useUploadSepaDevolucionesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSepaDevoluciones,
    // The invoice lists (now "Devuelta"), the files' list (their returns) and the bell.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
