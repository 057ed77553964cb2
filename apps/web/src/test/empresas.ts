import type { Empresa, EmpresaListItem } from '@cumplia/shared/schemas/empresa';
import type { Page } from '@cumplia/shared/schemas/page';

/** A company as GET {core}/gestorias/empresas/{nifCif} answers it. */
export function makeEmpresa(overrides: Partial<Empresa> = {}): Empresa {
  return {
    id: '0b6f3c1e-5d0a-4c59-9b39-1f6f0a3c2d11',
    razonSocial: 'Talleres Ejemplo S.L.',
    nifCif: 'B45678901',
    tipo: 'E',
    nombre: 'María López García',
    username: '12345678Z',
    dni: '12345678Z',
    email: 'maria@talleresejemplo.es',
    telefono: '+34612345678',
    nombreComercial: 'Talleres Ejemplo',
    direccion: 'Calle Mayor 1',
    provincia: 'Madrid',
    codigoPostal: '28013',
    cnae: '4520',
    actividad: 'Reparación de vehículos',
    numTrabajadores: 8,
    numCuenta: 'ES9121000418450200051332',
    metodoDePago: 'SEPA',
    lopdgdd: true,
    acosoLaboral: false,
    desconexionDigital: true,
    precioLopdgdd: 120,
    precioAcosoLaboral: 90,
    precioDesconexionDigital: 90,
    contratoLopdAceptado: false,
    contratoAcosoAceptado: false,
    contratoDesconexionAceptado: false,
    permitirDescarga: false,
    verificado: false,
    gestoriaNombre: 'Asesoría Martínez',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A row of the gestoría's company lists. */
export function makeEmpresaListItem(overrides: Partial<EmpresaListItem> = {}): EmpresaListItem {
  return {
    id: 'e-1',
    createdAt: '2026-03-05T10:00:00.000Z',
    razonSocial: 'Talleres Ejemplo S.L.',
    nombreComercial: 'Talleres Ejemplo',
    nifCif: 'B45678901',
    lopdgdd: true,
    acosoLaboral: false,
    desconexionDigital: false,
    metodoDePago: 'SEPA',
    verificado: true,
    username: '12345678Z',
    ...overrides,
  };
}

/** One page of `content` as every list call answers it. */
export function pageOf<T>(content: T[], { number = 0, size = 10, totalElements = content.length } = {}): Page<T> {
  return { content, number, size, totalPages: Math.ceil(totalElements / size), totalElements };
}
