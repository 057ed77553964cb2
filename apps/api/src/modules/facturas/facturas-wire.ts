import { centsToEuros } from '@cumplia/shared/money';
import type { EstadoRegistro, Factura, FacturaDetallada, FacturaReembolso } from '@cumplia/shared/schemas/factura';
import type { FacturaListRow } from './facturas-list.repository.ts';

/** The one place an invoice row becomes the spec's wire shape (spec 3 §3): cents to euros, the number as facturaId. */
export function toFacturaWire(row: FacturaListRow, waitingForMandate: ReadonlySet<string> = new Set()): Factura {
  return {
    id: row.id,
    facturaId: row.numeroFactura,
    fecha: row.fecha,
    facturado: row.facturado,
    fechaCuandoFacturar: row.fechaCuandoFacturar,
    importeTotalImpuestos: centsToEuros(row.totalCents),
    anulada: row.anuladaAt !== null,
    tipo: row.tipo,
    rectifica: row.rectifica,
    empresa: row.empresa,
    devolucion: row.devolucion ?? null,
    reembolso: reembolsoOf(row),
    pendienteMandato: waitingForMandate.has(row.id),
  };
}

/**
 * What a rectifying invoice with a negative total owes the client (decision 0060): nothing is owed
 * before the original is collected; then the difference until staff record its refund. A cancelled
 * one owes nothing.
 */
export function reembolsoOf(row: Pick<FacturaListRow, 'tipo' | 'totalCents' | 'anuladaAt' | 'originalFacturado' | 'reembolsadaEl' | 'reembolsoMetodo'>): FacturaReembolso | null {
  if (row.tipo === 'F1' || row.totalCents >= 0 || row.anuladaAt !== null) return null;
  const importe = centsToEuros(-row.totalCents);
  if (row.reembolsadaEl) return { estado: 'REEMBOLSADO', importe, fecha: row.reembolsadaEl, metodo: row.reembolsoMetodo ?? null };
  return { estado: row.originalFacturado ? 'PENDIENTE' : 'ESPERA_COBRO', importe, fecha: null, metodo: null };
}

const VEREDICTOS: Record<string, EstadoRegistro> = {
  PENDIENTE: 'PENDIENTE',
  ENVIO_CORRECTO: 'ACEPTADO',
  ENVIO_ACEPTADO_CON_ERRORES: 'ACEPTADO_CON_ERRORES',
  ENVIO_INCORRECTO: 'RECHAZADO',
};

/**
 * The state of the invoice's last record for staff (decision 0052): a non-VERI*FACTU system never
 * sends, so its records are "signed, not sent" whatever the log says; null before the invoice has one.
 */
export function estadoRegistro(row: FacturaListRow, sending: boolean): EstadoRegistro | null {
  if (row.ultimoVeredicto === null || row.ultimoVeredicto === undefined) return null;
  return sending ? (VEREDICTOS[row.ultimoVeredicto] ?? 'PENDIENTE') : 'NO_SE_ENVIA';
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
