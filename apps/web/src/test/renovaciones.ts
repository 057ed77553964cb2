import type { Renovacion, RenovacionProducto } from '@cumplia/shared/schemas/renovacion';

/** A renewal as the lists answer it: a pending one of a bakery, 10 days before its renewal date. */
export function makeRenovacion(overrides: Partial<Omit<Renovacion, 'empresa'>> & { empresa?: Partial<Renovacion['empresa']> } = {}): Renovacion {
  const { empresa, ...rest } = overrides;
  return {
    id: 'ren-1',
    fechaInicio: '2026-06-01',
    fechaFin: '2026-06-01',
    fechaRenovacion: '2026-05-14',
    empresa: {
      id: 'emp-1',
      nombre: 'Carmen Vidal Soler',
      nifCif: 'B45678901',
      razonSocial: 'Panadería Vidal S.L.',
      nombreComercial: 'Panadería Vidal',
      lopdgdd: true,
      acosoLaboral: true,
      desconexionDigital: false,
      ...empresa,
    },
    gestoria: { nombre: 'Asesoría Ruiz' },
    estado: 'PENDIENTE',
    ultimaActualizacion: '2026-05-04T09:30:00Z',
    renueva: false,
    procesada: false,
    deshabilitarRenovacion: false,
    diasRestantes: 10,
    prioritaria: false,
    ...rest,
  };
}

export function makeProductos(): RenovacionProducto[] {
  return [
    { productoId: 'p-lopd', nombrePlantilla: 'LOPD', precioDescuento: 120 },
    { productoId: 'p-acoso', nombrePlantilla: 'ACOSO', precioDescuento: 80 },
  ];
}
