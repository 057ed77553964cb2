import { requerimientoSchema, type RequerimientoSolicitud } from '@cumplia/shared/schemas/requerimiento';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facturasKeys } from './facturas-keys';

/**
 * POST {core}/admin/verifactu/requerimientos {referencia, desde, hasta} (decision 0083): the
 * remittance fixed now, its records sent to the agency by a job.
 */
export function solicitarRequerimiento(solicitud: RequerimientoSolicitud) {
  return apiRequest('/cumplia-core/admin/verifactu/requerimientos', { method: 'POST', body: solicitud, schema: requerimientoSchema });
}

export function useSolicitarRequerimientoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: solicitarRequerimiento,
    onSettled: () => queryClient.invalidateQueries({ queryKey: facturasKeys.requerimientos() }),
  });
}
