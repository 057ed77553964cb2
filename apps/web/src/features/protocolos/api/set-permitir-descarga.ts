import { permitirDescargaSchema } from '@cumplia/shared/schemas/protocolo';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PUT {core}/admin/empresas/{id}/permitir-descarga: staff allow or withhold the client's downloads. */
export function setPermitirDescarga(empresaId: string, permitirDescarga: boolean) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/permitir-descarga`, {
    method: 'PUT',
    body: { permitirDescarga },
    schema: permitirDescargaSchema,
  });
}

/** `onChanged`: what the screen refreshes once the switch is saved (the company's detail). */
export function useSetPermitirDescargaMutation(empresaId: string, onChanged?: () => void) {
  return useMutation({
    mutationFn: (permitirDescarga: boolean) => setPermitirDescarga(empresaId, permitirDescarga),
    onSuccess: () => onChanged?.(),
  });
}
