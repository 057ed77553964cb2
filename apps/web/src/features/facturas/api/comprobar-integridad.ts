import { integridadSchema } from '@cumplia/shared/schemas/factura';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST {core}/admin/verifactu/integridad (decision 0044): the chain and every signature checked. */
export function comprobarIntegridad() {
  return apiRequest('/cumplia-core/admin/verifactu/integridad', { method: 'POST', schema: integridadSchema });
}

export function useComprobarIntegridadMutation() {
  return useMutation({ mutationFn: comprobarIntegridad });
}
