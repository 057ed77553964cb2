import { datosProtocolosResponseSchema, type DatosProtocolos } from '@cumplia/shared/schemas/datos-protocolos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { datosProtocolosKeys, datosProtocolosPath, type DatosProtocolosTarget } from '../utils/datos-protocolos-target';

/** PUT …/datos-protocolos: saves every fact (null: unknown). */
export function saveDatosProtocolos(target: DatosProtocolosTarget, datos: DatosProtocolos) {
  return apiRequest(datosProtocolosPath(target), { method: 'PUT', body: datos, schema: datosProtocolosResponseSchema });
}

/** Saving refreshes the facts and the gestoría's list of companies with facts missing. */
export function useSaveDatosProtocolosMutation(target: DatosProtocolosTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: DatosProtocolos) => saveDatosProtocolos(target, datos),
    onSuccess: (saved) => {
      queryClient.setQueryData(datosProtocolosKeys.of(target), saved);
      void queryClient.invalidateQueries({ queryKey: datosProtocolosKeys.pendientes() });
    },
  });
}
