import type { ComisionesMes, ComisionResumen, Liquidacion, LiquidacionFactura } from '@cumplia/shared/schemas/comision';
import { pageOf } from './empresas';

/** A collaborator's month in the staff overview: Asesoría Martínez, 10 %, three invoices. */
export function makeComisionResumen(overrides: Partial<ComisionResumen> = {}): ComisionResumen {
  return {
    gestoriaId: '5d1f0c2a-7a3e-4b8c-9f1e-2a3b4c5d6e7f',
    razonSocial: 'Asesoría Martínez y Asociados S.L.',
    nifCif: 'B87654323',
    comision: 10,
    facturas: 3,
    baseImponible: 1234.5,
    importeComision: 123.45,
    ...overrides,
  };
}

/** The staff overview of `mes` with `gestorias` on its only page and their sums as totals. */
export function makeComisionesMes(mes: string, gestorias: ComisionResumen[]): ComisionesMes {
  const sum = (pick: (gestoria: ComisionResumen) => number) => Math.round(gestorias.reduce((total, gestoria) => total + pick(gestoria) * 100, 0)) / 100;
  return { mes, baseImponible: sum((gestoria) => gestoria.baseImponible), importeComision: sum((gestoria) => gestoria.importeComision), gestorias: pageOf(gestorias) };
}

/** One invoice of a statement: a bakery's, 110 € at 10 %. */
export function makeLiquidacionFactura(overrides: Partial<LiquidacionFactura> = {}): LiquidacionFactura {
  return {
    id: '0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11',
    facturaId: 'F2026-000123',
    fecha: '2026-02-10',
    rectificativa: false,
    empresa: { razonSocial: 'Panadería Vidal S.L.', nifCif: 'B45678901' },
    baseImponible: 110,
    comision: 10,
    importeComision: 11,
    facturado: false,
    ...overrides,
  };
}

/** Asesoría Martínez's statement of `mes` with `facturas` and their sums. */
export function makeLiquidacion(mes: string, facturas: LiquidacionFactura[]): Liquidacion {
  const sum = (pick: (factura: LiquidacionFactura) => number) => Math.round(facturas.reduce((total, factura) => total + pick(factura) * 100, 0)) / 100;
  return {
    mes,
    gestoria: { id: '5d1f0c2a-7a3e-4b8c-9f1e-2a3b4c5d6e7f', razonSocial: 'Asesoría Martínez y Asociados S.L.', nifCif: 'B87654323', comision: 10 },
    facturas,
    baseImponible: sum((factura) => factura.baseImponible),
    importeComision: sum((factura) => factura.importeComision),
  };
}
