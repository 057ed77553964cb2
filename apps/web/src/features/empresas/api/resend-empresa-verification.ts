import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { staffEmpresaKey } from './get-staff-empresa';

/** GET {core}/admin/empresas/{id}/send-verification: a new code for the administrator, the password cleared. */
export function resendEmpresaVerification(id: string) {
  return apiRequest(`/cumplia-core/admin/empresas/${encodeURIComponent(id)}/send-verification`, { schema: z.object({ message: z.string() }) });
}

export function useResendEmpresaVerificationMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendEmpresaVerification(id),
    // The account's state and the link's dates change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffEmpresaKey(id) }),
  });
}
