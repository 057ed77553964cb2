import type { Factura, FacturaDetallada } from '@cumplia/shared/schemas/factura';

/** An invoice as the lists answer it: a pending SEPA invoice of a bakery. */
export function makeFactura(overrides: Partial<Factura> = {}): Factura {
  return {
    id: '0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11',
    facturaId: 'F2026-000123',
    fecha: '2026-03-10',
    facturado: false,
    fechaCuandoFacturar: '2026-03-17',
    importeTotalImpuestos: 1452,
    anulada: false,
    tipo: 'F1',
    rectifica: null,
    devolucion: null,
    reembolso: null,
    empresa: {
      id: '6a7c2a8e-2b7b-4f7e-8d2e-1c1f7e0f0a01',
      razonSocial: 'Panadería Vidal S.L.',
      nifCif: 'B45678901',
      nombreComercial: 'Panadería Vidal',
      metodoDePago: 'SEPA',
      numCuenta: 'ES9121000418450200051332',
    },
    pendienteMandato: false,
    ...overrides,
  };
}

export function makeFacturaDetallada(overrides: Partial<FacturaDetallada> = {}): FacturaDetallada {
  return {
    id: '0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11',
    facturaId: 'F2026-000123',
    fecha: '2026-03-10',
    facturado: false,
    fechaCuandoFacturar: '2026-03-17',
    anulada: false,
    importeTotal: 195,
    importeTotalImpuestos: 235.95,
    facturaDetalles: [
      { nombreProducto: 'Protección de datos (LOPDGDD)', cantidad: 1, precioUnitario: 110 },
      { nombreProducto: 'Protocolo de acoso laboral', cantidad: 1, precioUnitario: 85 },
    ],
    ...overrides,
  };
}
