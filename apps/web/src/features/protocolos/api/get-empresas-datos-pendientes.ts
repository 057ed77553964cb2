import { empresasDatosPendientesSchema } from '@cumplia/shared/schemas/datos-protocolos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { datosProtocolosKeys } from '../utils/datos-protocolos-target';

/** GET {core}/gestorias/my/datos-protocolos/pendientes: the gestoría's companies with facts for the protocols missing. */
export function getEmpresasDatosPendientes() {
  return apiRequest('/cumplia-core/gestorias/my/datos-protocolos/pendientes', { schema: empresasDatosPendientesSchema });
}

export function useEmpresasDatosPendientesQuery() {
  return useQuery({ queryKey: datosProtocolosKeys.pendientes(), queryFn: getEmpresasDatosPendientes });
}
