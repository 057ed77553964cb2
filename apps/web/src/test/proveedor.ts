import type { Proveedor } from '@cumplia/shared/schemas/proveedor';

/** A provider as GET {core}/proveedor answers it, different from the server's defaults on purpose. */
export const TEST_PROVEEDOR: Proveedor = {
  nombre: 'Cumplimiento Laboral Canarias S.L.',
  nif: 'B76543214',
  direccion: 'Calle Castillo 12, 3.º',
  codigoPostal: '38002',
  localidad: 'Santa Cruz de Tenerife',
  provincia: 'Santa Cruz de Tenerife',
  telefono: '+34 922 123 456',
  email: 'privacidad@cumplimiento-canarias.es',
  registroMercantil: 'Registro Mercantil de Santa Cruz de Tenerife, tomo 3456, folio 78, hoja TF-90123',
};

export const PROVEEDOR_PATH = '/cumplia-core/proveedor';
