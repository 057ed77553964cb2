import type { Empresa, EmpresaListItem, StaffEmpresaListItem } from '@cumplia/shared/schemas/empresa';
import type { Page } from '@cumplia/shared/schemas/page';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fill } from './form-fields';

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
    localidad: 'Madrid',
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

/** A row of the staff's company lists (GET admin|worker/empresas): the list row with its phone, administrator, collaborator and prices. */
export function makeStaffEmpresaListItem(overrides: Partial<StaffEmpresaListItem> = {}): StaffEmpresaListItem {
  return {
    ...makeEmpresaListItem(),
    telefono: '+34612345678',
    nombre: 'María López García',
    gestoriaNombre: null,
    precioLopdgdd: 120,
    precioAcosoLaboral: 90,
    precioDesconexionDigital: 90,
    ...overrides,
  };
}

/** One page of `content` as every list call answers it. */
export function pageOf<T>(content: T[], { number = 0, size = 10, totalElements = content.length } = {}): Page<T> {
  return { content, number, size, totalPages: Math.ceil(totalElements / size), totalElements };
}

/**
 * Fills every field of a company creation form (a gestoría's or the staff's) with a valid company,
 * typed as a person would; `typed` changes what is typed in the name and the NIF/CIF.
 */
export async function fillValidCompany(user: UserEvent, typed: { razonSocial?: string; nifCif?: string } = {}) {
  await fill(user, 'Razón Social', typed.razonSocial ?? 'Talleres Ejemplo S.L.');
  await fill(user, 'Nombre Comercial', 'Talleres Ejemplo');
  await fill(user, 'NIF/CIF', typed.nifCif ?? 'B45678901');
  await user.click(screen.getByRole('radio', { name: 'Empresa' }));
  await fill(user, 'CNAE', '4520');
  await fill(user, 'Actividad de la Empresa', 'Reparación de vehículos');
  await fill(user, 'Dirección', 'Calle Mayor 1');
  await fill(user, 'Código Postal', '28013');
  await fill(user, 'Población', 'Madrid');
  await fill(user, 'Provincia', 'Madrid');
  await fill(user, 'Nombre y apellidos', 'María López García');
  await fill(user, 'DNI del usuario', '12345678Z');
  await fill(user, 'Correo electrónico', 'maria@talleresejemplo.es');
  await fill(user, 'Teléfono', '612 345 678');
  await fill(user, 'Número de Cuenta (IBAN)', 'ES91 2100 0418 4502 0005 1332');
}
