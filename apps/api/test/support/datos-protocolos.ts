import { DATOS_PROTOCOLOS_VACIOS, type DatosProtocolos } from '@cumplia/shared/schemas/datos-protocolos';

/** Every protocol fact answered "no" (nothing left unknown): the base a rule's test changes one fact of. */
export const DATOS_TODOS_NO: DatosProtocolos = {
  ...DATOS_PROTOCOLOS_VACIOS,
  representacion: 'NINGUNA',
  horaInicio: '09:00',
  horaFin: '18:00',
  turnos: false,
  datosSalud: false,
  videovigilancia: false,
  geolocalizacion: false,
  datosMenores: false,
  planIgualdad: false,
  canalDenuncias: false,
  encargados: [],
  canalAcoso: 'instruccion@example.es',
};
