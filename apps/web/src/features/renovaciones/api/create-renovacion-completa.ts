import { renovacionSchema, type RenovacionCompleta } from '@cumplia/shared/schemas/renovacion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { renovacionesKeys } from './renovaciones-keys';

/** POST {core}/admin/empresas/{id}/renovaciones/completa (spec 3 §7): a renewal with its tools, prices and dates. */
export function createRenovacionCompleta(empresaId: string, body: RenovacionCompleta) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(empresaId)}/renovaciones/completa`, { method: 'POST', body, schema: renovacionSchema });
}

export function useCreateRenovacionCompletaMutation(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenovacionCompleta) => createRenovacionCompleta(empresaId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: renovacionesKeys.empresa(empresaId) }),
  });
}
