import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { nuevasEmpresasKeys } from './get-nuevas-empresas';

/** POST {core}/admin/empresas/{id}/verify, empty body (spec 2 §7). */
export function verifyEmpresa(id: string): Promise<void> {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(id)}/verify`, { method: 'POST' });
}

/**
 * "Verificar": marks the company verified, then the list reloads (spec 2 §4). A failure is only
 * logged, with no message to the user (spec 2 "Superadmin home").
 */
export function useVerifyEmpresaMutation(onVerified?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmpresa,
    onSuccess: async () => {
      onVerified?.();
      await queryClient.invalidateQueries({ queryKey: nuevasEmpresasKeys.all });
    },
    onError: (error) => console.error('No se pudo verificar la empresa', error),
  });
}
