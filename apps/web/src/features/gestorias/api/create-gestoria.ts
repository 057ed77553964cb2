import type { StaffArea } from '@cumplia/shared/enums';
import { gestoriaSchema, type GestoriaCreate } from '@cumplia/shared/schemas/gestoria';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gestoriasKeys, gestoriasPath } from './gestorias-keys';

/** Creating a collaborator also creates its user and queues the e-mail: as long as a company's creation. */
export const CREATE_GESTORIA_TIMEOUT_MS = 30_000;

/** POST {core}/admin/gestorias or worker/gestorias: "Alta de Colaborador" (spec 2 §7). The dni is also its username. */
export function createGestoria(api: StaffArea, gestoria: GestoriaCreate) {
  return apiRequest(gestoriasPath(api), {
    method: 'POST',
    body: { ...gestoria, username: gestoria.dni },
    timeout: CREATE_GESTORIA_TIMEOUT_MS,
    schema: gestoriaSchema,
  });
}

export function useCreateGestoriaMutation(api: StaffArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gestoria: GestoriaCreate) => createGestoria(api, gestoria),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gestoriasKeys.all }),
  });
}
