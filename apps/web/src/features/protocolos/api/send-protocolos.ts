import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** POST {core}/admin/empresas/{id}/force-send-protocols: the protocols of the active tools, e-mailed to the company. */
export function sendProtocolos(empresaId: string) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/force-send-protocols`, {
    method: 'POST',
    schema: z.object({ message: z.string(), email: z.string() }),
  });
}

export function useSendProtocolosMutation(empresaId: string) {
  return useMutation({ mutationFn: () => sendProtocolos(empresaId) });
}
