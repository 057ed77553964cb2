import { datosPersonalesSchema, type SolicitudDatosPersonalesEnviada } from '@cumplia/shared/schemas/datos-personales';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const DATOS_PERSONALES_TIMEOUT_MS = 30_000;

/**
 * POST {core}/admin/datos-personales (RGPD arts. 15 and 20, decision 0082): everything Cumplia holds
 * about the person, by section. A POST, not a GET: the identifiers stay out of addresses and logs,
 * and the server records each consultation.
 */
export function getDatosPersonales(solicitud: SolicitudDatosPersonalesEnviada) {
  return apiRequest('/cumplia-core/admin/datos-personales', {
    method: 'POST',
    body: solicitud,
    // Every module's records of the person are searched: longer than a list's page.
    timeout: DATOS_PERSONALES_TIMEOUT_MS,
    schema: datosPersonalesSchema,
  });
}

export function useDatosPersonalesMutation() {
  return useMutation({ mutationFn: getDatosPersonales });
}
