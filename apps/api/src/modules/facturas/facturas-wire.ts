import { centsToEuros } from '@cumplia/shared/money';
import type { Factura, FacturaDetallada } from '@cumplia/shared/schemas/factura';
import type { FacturaListRow } from './facturas-list.repository.ts';

/** The one place an invoice row becomes the spec's wire shape (spec 3 §3): cents to euros, the number as facturaId. */
export function toFacturaWire(row: FacturaListRow): Factura {
  return {
    id: row.id,
    facturaId: row.numeroFactura,
    fecha: row.fecha,
    facturado: row.facturado,
    fechaCuandoFacturar: row.fechaCuandoFacturar,
    importeTotalImpuestos: centsToEuros(row.totalCents),
    anulada: row.anuladaAt !== null,
    empresa: row.empresa,
  };
}

/** An invoice with its lines, for the company detail's history (facturas-detalladas). */
export function toFacturaDetalladaWire(row: FacturaListRow, lineas: Array<{ nombreProducto: string; cantidad: number; precioUnitarioCents: number }>): FacturaDetallada {
  return {
    id: row.id,
    facturaId: row.numeroFactura,
    fecha: row.fecha,
    facturado: row.facturado,
    fechaCuandoFacturar: row.fechaCuandoFacturar,
    anulada: row.anuladaAt !== null,
    importeTotal: centsToEuros(row.baseCents),
    importeTotalImpuestos: centsToEuros(row.totalCents),
    facturaDetalles: lineas.map((linea) => ({ nombreProducto: linea.nombreProducto, cantidad: linea.cantidad, precioUnitario: centsToEuros(linea.precioUnitarioCents) })),
  };
}
