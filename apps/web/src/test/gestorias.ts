import type { GestoriaDetail, GestoriaListItem } from '@cumplia/shared/schemas/gestoria';

export const GESTORIA_ID = '6c1f8a52-3c49-4f77-9d1f-4f1a1b2c3d4e';

/** A collaborator as GET {core}/admin|worker/gestorias/{id} answers it: its data, one product line and a page of its companies. */
export function makeGestoriaDetail(overrides: Partial<GestoriaDetail> = {}): GestoriaDetail {
  return {
    id: GESTORIA_ID,
    razonSocial: 'Asesoría Martínez y Asociados S.L.',
    nombreComercial: 'Asesoría Martínez',
    nifCif: 'B87654323',
    tipo: 'E',
    nombre: 'Marta Martínez Sanz',
    dni: '11111111H',
    email: 'marta@asesoriamartinez.es',
    telefono: '+34911234567',
    direccion: 'Calle de Serrano 45',
    provincia: 'Madrid',
    codigoPostal: '28001',
    cnae: '6920',
    actividad: 'Asesoría',
    numTrabajadores: 12,
    numCuenta: 'ES7921000813610123456789',
    comision: 12.5,
    superColaborador: true,
    createdAt: '2026-11-23T10:00:00.000Z',
    productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 110 }],
    empresas: {
      content: [
        {
          id: 'e1',
          createdAt: '2026-11-20T10:00:00.000Z',
          razonSocial: 'Talleres Ruiz S.L.',
          nombreComercial: 'Talleres Ruiz',
          nifCif: 'B56789019',
          lopdgdd: true,
          acosoLaboral: false,
          desconexionDigital: false,
          metodoDePago: 'SEPA',
          verificado: true,
          username: '44444444A',
        },
      ],
      number: 0,
      size: 10,
      totalPages: 2,
      totalElements: 11,
    },
    ...overrides,
  };
}

/** A row of the collaborator lists. */
export function makeGestoriaListItem(overrides: Partial<GestoriaListItem> = {}): GestoriaListItem {
  const { id, createdAt, razonSocial, nombreComercial, nifCif, comision } = makeGestoriaDetail();
  return { id, createdAt, razonSocial, nombreComercial, nifCif, comision, users: [], ...overrides };
}
