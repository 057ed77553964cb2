import { datosProtocolosResponseSchema } from '@cumplia/shared/schemas/datos-protocolos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { datosProtocolosKeys, datosProtocolosPath, type DatosProtocolosTarget } from '../utils/datos-protocolos-target';

/** GET …/datos-protocolos: a company's facts for its protocols, which are missing and its activity family. */
export function getDatosProtocolos(target: DatosProtocolosTarget) {
  return apiRequest(datosProtocolosPath(target), { schema: datosProtocolosResponseSchema });
}

export const datosProtocolosQueryOptions = (target: DatosProtocolosTarget) =>
  queryOptions({ queryKey: datosProtocolosKeys.of(target), queryFn: () => getDatosProtocolos(target), staleTime: 0 });

export function useDatosProtocolosQuery(target: DatosProtocolosTarget) {
  return useQuery(datosProtocolosQueryOptions(target));
}
