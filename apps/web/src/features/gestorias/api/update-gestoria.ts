import type { StaffArea } from '@cumplia/shared/enums';
import { gestoriaSchema, type GestoriaUpdate } from '@cumplia/shared/schemas/gestoria';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gestoriasKeys, gestoriasPath } from './gestorias-keys';

/** PUT {core}/admin/gestorias/{id} or worker/gestorias/{id}: the edit of spec 2 §7; answers the saved gestoría. */
export function updateGestoria(api: StaffArea, id: string, gestoria: GestoriaUpdate) {
  return apiRequest(gestoriasPath(api, id), { method: 'PUT', body: gestoria, schema: gestoriaSchema });
}

export function useUpdateGestoriaMutation(api: StaffArea, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gestoria: GestoriaUpdate) => updateGestoria(api, id, gestoria),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gestoriasKeys.all }),
  });
}
