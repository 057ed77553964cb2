import type { AsignarUsuarioRequest } from '@cumplia/shared/schemas/asignar-usuario';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { empresasKeys } from './empresas-keys';

const asignadoSchema = z.object({ id: z.string(), username: z.string(), email: z.string() });

/** POST {core}/empresas/{id}/asignar-usuario: creates the company's administrator user (spec 1 §2.17). */
export function asignarUsuario(empresaId: string, usuario: AsignarUsuarioRequest) {
  return apiRequest(`/cumplia-core/empresas/${encodeURIComponent(empresaId)}/asignar-usuario`, {
    method: 'POST',
    body: usuario,
    schema: asignadoSchema,
  });
}

export function useAsignarUsuarioMutation(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usuario: AsignarUsuarioRequest) => asignarUsuario(empresaId, usuario),
    onSuccess: () => {
      // The list of companies without user is where the screen goes next: no stale row on the way.
      queryClient.removeQueries({ queryKey: empresasKeys.sinUsuarioAll() });
      return queryClient.invalidateQueries({ queryKey: empresasKeys.all });
    },
  });
}
