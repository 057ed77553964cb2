import { formatDate } from '../calendar.ts';
import { z } from 'zod';
import { METODOS_DE_PAGO, type MetodoDePago } from '../enums.ts';
import { pageQuerySchema } from './page.ts';
import { facturaDevolucionSchema } from './sepa-devoluciones.ts';
import { isoDateField, requiredText } from './zod-fields.ts';
import { FACTURAS_DETALLADAS_PAGE_SIZE } from '../page-sizes.ts';

export { FACTURAS_DETALLADAS_PAGE_SIZE, FACTURAS_PAGE_SIZE, WORKER_FACTURAS_PAGE_SIZE } from '../page-sizes.ts';

/** The company an invoice is for, as the lists show it (spec 3 §3). */
export const facturaEmpresaSchema = z.object({
  id: z.string(),
  razonSocial: z.string(),
  nifCif: z.string(),
  nombreComercial: z.string(),
  metodoDePago: z.enum(Object.keys(METODOS_DE_PAGO) as [MetodoDePago, ...MetodoDePago[]]),
  /** The company's IBAN. */
  numCuenta: z.string(),
});

/**
 * The kinds of invoice (the tax agency's TipoFactura): F1 ordinary, R1–R4 rectifying, each for the
 * legal reason of the correction (Ley 37/1992 del IVA art. 80; RD 1619/2012 art. 15).
 */
export const FACTURA_TIPOS = ['F1', 'R1', 'R2', 'R3', 'R4'] as const;
export type FacturaTipo = (typeof FACTURA_TIPOS)[number];
export const TIPOS_RECTIFICATIVA = ['R1', 'R2', 'R3', 'R4'] as const;
export type TipoRectificativa = (typeof TIPOS_RECTIFICATIVA)[number];

/** The reason of each kind of rectifying invoice, as staff choose it and the invoice prints it. */
export const TIPO_RECTIFICATIVA_LABELS: Readonly<Record<TipoRectificativa, string>> = {
  R1: 'Error fundado en derecho o causas del art. 80.Uno, Dos y Seis de la Ley del IVA (devolución, descuentos, resolución, alteración del precio)',
  R2: 'Concurso de acreedores del destinatario (art. 80.Tres de la Ley del IVA)',
  R3: 'Crédito total o parcialmente incobrable (art. 80.Cuatro de la Ley del IVA)',
  R4: 'Otras causas (errores en la factura)',
};

/** I: by differences (the lines are the change); S: by substitution (the lines are the corrected invoice). */
export const MODOS_RECTIFICACION = ['I', 'S'] as const;
export type ModoRectificacion = (typeof MODOS_RECTIFICACION)[number];
export const MODO_RECTIFICACION_LABELS: Readonly<Record<ModoRectificacion, string>> = {
  I: 'Por diferencias',
  S: 'Por sustitución',
};

/** How the lists name an invoice of each kind (client, gestoría, staff, the Excel export). */
export const facturaTipoLabel = (tipo: FacturaTipo): string => (tipo === 'F1' ? 'Factura' : 'Factura rectificativa');

/** An invoice on the wire (spec 3 §3): amounts in euros with two decimals, dates yyyy-mm-dd. */
/**
 * The state of an invoice's last record before the tax agency, for staff (decision 0052): a
 * non-VERI*FACTU system signs and keeps it (never sent); a VERI*FACTU one sends it and keeps the verdict.
 */
export const ESTADOS_REGISTRO = ['NO_SE_ENVIA', 'PENDIENTE', 'ACEPTADO', 'ACEPTADO_CON_ERRORES', 'RECHAZADO'] as const;
export type EstadoRegistro = (typeof ESTADOS_REGISTRO)[number];
export const ESTADO_REGISTRO_LABELS: Readonly<Record<EstadoRegistro, string>> = {
  NO_SE_ENVIA: 'Firmado (no se remite)',
  PENDIENTE: 'Pendiente de envío',
  ACEPTADO: 'Aceptado',
  ACEPTADO_CON_ERRORES: 'Aceptado con errores',
  RECHAZADO: 'Rechazado',
};

/**
 * What a rectifying invoice with a negative total owes the client (issue 21; decision 0060): it is
 * never debited; once its original has been collected the difference is to be paid back
 * (PENDIENTE) until staff record the refund (REEMBOLSADO); before that it waits for the original to
 * be collected (ESPERA_COBRO), for the client has paid nothing yet.
 */
export const ESTADOS_REEMBOLSO = ['ESPERA_COBRO', 'PENDIENTE', 'REEMBOLSADO'] as const;
export type EstadoReembolso = (typeof ESTADOS_REEMBOLSO)[number];
/** The lists' badge (short: it sits in a narrow column) and the line under it, with the amount. */
export const ESTADO_REEMBOLSO_LABELS: Readonly<Record<EstadoReembolso, string>> = {
  ESPERA_COBRO: 'Sin cargo',
  PENDIENTE: 'A devolver',
  REEMBOLSADO: 'Reembolsada',
};

/** How staff paid a refund back. */
export const METODOS_REEMBOLSO = ['TRANSFERENCIA', 'COMPENSACION'] as const;
export type MetodoReembolso = (typeof METODOS_REEMBOLSO)[number];
export const METODO_REEMBOLSO_LABELS: Readonly<Record<MetodoReembolso, string>> = {
  TRANSFERENCIA: 'Transferencia bancaria',
  COMPENSACION: 'Compensación con otra factura',
};

export const facturaReembolsoSchema = z.object({
  estado: z.enum(ESTADOS_REEMBOLSO),
  /** What is owed back, in euros (positive). */
  importe: z.number(),
  /** The day it was paid back (REEMBOLSADO), yyyy-mm-dd. */
  fecha: z.string().nullable(),
  metodo: z.enum(METODOS_REEMBOLSO).nullable(),
});
export type FacturaReembolso = z.output<typeof facturaReembolsoSchema>;

export const facturaSchema = z.object({
  id: z.string(),
  /** The invoice's number, e.g. F2026-000123. */
  facturaId: z.string(),
  fecha: z.string(),
  /** Remitted: in a SEPA file or marked by staff. */
  facturado: z.boolean(),
  fechaCuandoFacturar: z.string(),
  importeTotalImpuestos: z.number(),
  /** Cancelled by a RegistroAnulacion (never collected); beyond the spec. */
  anulada: z.boolean(),
  /** F1, or R1–R4 for a rectifying invoice; beyond the spec. */
  tipo: z.enum(FACTURA_TIPOS),
  /** The number of the invoice a rectifying one corrects; null for an ordinary one. */
  rectifica: z.string().nullable(),
  empresa: facturaEmpresaSchema,
  /**
   * "Devuelta": the bank returned or rejected its latest collection and it has not been remitted
   * again (docs/decisions/0051); null otherwise. Beyond the spec.
   */
  devolucion: facturaDevolucionSchema.nullable(),
  /** A rectifying invoice with a negative total: what it owes the client (decision 0060); null otherwise. Beyond the spec. */
  reembolso: facturaReembolsoSchema.nullable(),
  /**
   * Still to collect by SEPA but waiting for a signed mandate (a new account not signed for yet, a
   * contract not signed…): "Pendiente de mandato" in the staff list; beyond the spec (decision 0050).
   */
  pendienteMandato: z.boolean().default(false),
  /** Staff lists only: the state of the invoice's last record (alta or anulación); null before it has one. */
  estadoRegistro: z.enum(ESTADOS_REGISTRO).nullable().optional(),
});
export type Factura = z.output<typeof facturaSchema>;

/** One line of an invoice in the company detail's history (spec 3 §7 facturas-detalladas). */
export const facturaDetalleSchema = z.object({
  nombreProducto: z.string(),
  cantidad: z.number().int(),
  precioUnitario: z.number(),
});

/** An invoice with its lines and totals (facturas-detalladas). */
export const facturaDetalladaSchema = z.object({
  id: z.string(),
  facturaId: z.string(),
  fecha: z.string(),
  facturado: z.boolean(),
  fechaCuandoFacturar: z.string(),
  anulada: z.boolean(),
  /** Before VAT. */
  importeTotal: z.number(),
  importeTotalImpuestos: z.number(),
  facturaDetalles: z.array(facturaDetalleSchema),
});
export type FacturaDetallada = z.output<typeof facturaDetalladaSchema>;

const booleanFilter = z.enum(['true', 'false']).transform((value) => value === 'true');

/** The filters of the staff list and of the Excel export (spec 3 §7); the dates are of issue. */
const facturaFilterFields = {
  razonSocial: z.string().trim().max(255).optional(),
  cifNif: z.string().trim().max(20).optional(),
  /** The company administrator's NIF (its username). */
  dni: z.string().trim().max(20).optional(),
  facturado: booleanFilter.optional(),
  /** Only the invoices the bank returned, not remitted again ("Devuelta", docs/decisions/0051). */
  devuelta: booleanFilter.optional(),
  /** Only the rectifying invoices whose amount is owed back to the client now ("A devolver", decision 0060). */
  reembolsoPendiente: booleanFilter.optional(),
  /** Only the invoices whose last record the tax agency refused, not corrected yet (decision 0061). */
  registroRechazado: booleanFilter.optional(),
  fechaInicio: isoDateField('La fecha de inicio no es válida (aaaa-mm-dd).').optional(),
  fechaFin: isoDateField('La fecha de fin no es válida (aaaa-mm-dd).').optional(),
  /**
   * Invoices to collect by this day: not cancelled, collection date (fechaCuandoFacturar) on or
   * before it, overdue ones included. The staff homes' "remesa próxima" leads here (issue 23).
   */
  cobroHasta: isoDateField('La fecha de cobro no es válida (aaaa-mm-dd).').optional(),
};
const rangeInOrder = (filters: { fechaInicio?: string; fechaFin?: string }) => !filters.fechaInicio || !filters.fechaFin || filters.fechaInicio <= filters.fechaFin;
const rangeMessage = { message: 'La fecha de inicio no puede ser posterior a la fecha de fin.', path: ['fechaInicio'] };

export const facturaFiltersSchema = z.object(facturaFilterFields).refine(rangeInOrder, rangeMessage);
export type FacturaFilters = z.output<typeof facturaFiltersSchema>;

/** The gestoría's list: ?page&size and "Devuelta" only. */
export const gestoriaFacturasQuerySchema = pageQuerySchema.extend({ devuelta: booleanFilter.optional() });

/** ?page&size plus the filters. */
export const facturaListQuerySchema = pageQuerySchema.extend(facturaFilterFields).refine(rangeInOrder, rangeMessage);
export type FacturaListQuery = z.output<typeof facturaListQuerySchema>;

/** ?cifNif&page&size of the company detail's history. */
export const facturasDetalladasQuerySchema = pageQuerySchema.extend({
  cifNif: z.string().trim().min(1, 'Indique el NIF/CIF de la empresa.').max(20),
  size: z.coerce.number().int().min(1).max(100).default(FACTURAS_DETALLADAS_PAGE_SIZE),
});

/**
 * A SEPA debit's new date must leave the pre-notification the contract promises (decision 0050):
 * the refusal names the first date that does.
 */
export const fechaCobroSinPreavisoMessage = (primera: string) =>
  `La empresa debe recibir el aviso de la nueva fecha de cobro con antelación: elija el ${formatDate(primera)} o una fecha posterior.`;

/** PUT admin/facturas/{id}/fecha-facturar. */
/**
 * A collection date must be a day SEPA settles (a TARGET2 business day, issue 20): the refusal
 * names the next one, which the screen offers.
 */
export const fechaCobroNoHabilMessage = (fecha: string, siguiente: string) =>
  `El ${formatDate(fecha)} no es día hábil para cobrar por SEPA (fin de semana o festivo bancario TARGET2). El siguiente día hábil es el ${formatDate(siguiente)}.`;

export const fechaFacturarSchema = z.object({
  nuevaFecha: isoDateField('La nueva fecha no es válida (aaaa-mm-dd).'),
});

const MOTIVO_MAX = 500;
const motivoField = requiredText('Indique el motivo.', MOTIVO_MAX);

/** An amount in euros with at most two decimals, signed (a correction by differences may lower a price). */
const importeField = z
  .number({ error: 'Indique un importe válido.' })
  .refine((value) => Number.isFinite(value) && Math.abs(value) <= 1_000_000 && Math.round(value * 100) === Number((value * 100).toFixed(6)), 'Indique un importe válido, con dos decimales como mucho.');

export const rectificacionLineaSchema = z.object({
  nombreProducto: requiredText('Indique el concepto.', 200),
  cantidad: z.number().int().min(1).max(999).default(1),
  /** Before VAT, in euros. */
  precioUnitario: importeField,
});

/**
 * POST admin/facturas/{id}/rectificar: the rectifying invoice (RD 1619/2012 art. 15). By
 * differences the lines are the change (negative to lower an amount, never all zero); by
 * substitution they are the invoice as it should have been (no negative price).
 */
export const rectificarFacturaSchema = z
  .object({
    tipo: z.enum(TIPOS_RECTIFICATIVA, { error: 'Elija el motivo legal de la rectificación.' }),
    modo: z.enum(MODOS_RECTIFICACION, { error: 'Elija cómo se rectifica.' }),
    motivo: motivoField,
    lineas: z.array(rectificacionLineaSchema).min(1, 'Indique al menos una línea.').max(12, 'Como mucho 12 líneas.'),
  })
  .superRefine((value, context) => {
    if (value.modo === 'S' && value.lineas.some((linea) => linea.precioUnitario < 0)) {
      context.addIssue({ code: 'custom', path: ['lineas'], message: 'En una rectificación por sustitución los precios no pueden ser negativos.' });
    }
    if (value.modo === 'I' && value.lineas.every((linea) => linea.precioUnitario === 0)) {
      context.addIssue({ code: 'custom', path: ['lineas'], message: 'Una rectificación por diferencias necesita algún importe distinto de cero.' });
    }
  });
export type RectificarFactura = z.input<typeof rectificarFacturaSchema>;

/**
 * POST admin/facturas/{id}/reembolso: staff record that the amount a negative rectifying invoice
 * owes was paid back, on which day (not in the future) and how (decision 0060).
 */
export const registrarReembolsoSchema = z.object({
  fecha: isoDateField('Indique la fecha del reembolso (aaaa-mm-dd).'),
  metodo: z.enum(METODOS_REEMBOLSO, { error: 'Elija cómo se reembolsó.' }),
});
export type RegistrarReembolso = z.input<typeof registrarReembolsoSchema>;

/** POST admin/facturas/{id}/anular: an invoice issued by mistake and never collected. */
export const anularFacturaSchema = z.object({ motivo: motivoField });
export type AnularFactura = z.input<typeof anularFacturaSchema>;

/** The file an invoice is saved as (spec 1 §9, spec 3 §9). */
export const facturaFileName = (facturaId: string) => `Factura_${facturaId}.pdf`;
/** The Excel export's name: Facturas_{yyyy-mm-dd}.xlsx. */
export const facturasExcelFileName = (isoDate: string) => `Facturas_${isoDate}.xlsx`;

/** The method of payment as the staff list shows it (spec 3 §2.5: SEPA is "Adeudo Bancario"). */
export const METODO_DE_PAGO_LABELS: Readonly<Record<MetodoDePago, string>> = METODOS_DE_PAGO;

/**
 * POST admin/verifactu/integridad, "Comprobar integridad" (decision 0044): both hash chains' links and
 * hashes recomputed and every signature verified; each problem names the record.
 */
export const integridadSchema = z.object({
  valida: z.boolean(),
  registros: z.number().int(),
  firmados: z.number().int(),
  /** Signed with the self-signed demo certificate made at first start. */
  certificadoDemo: z.boolean(),
  problemas: z.array(z.object({ seq: z.number().int(), numSerieFactura: z.string(), problema: z.string() })),
  /** The event log's events checked (non-VERI*FACTU mode; decision 0052), and what is wrong with them. */
  eventos: z.number().int(),
  problemasEventos: z.array(z.object({ seq: z.number().int(), tipoEvento: z.string(), problema: z.string() })),
});
export type Integridad = z.output<typeof integridadSchema>;

/**
 * GET admin/verifactu/declaracion: the system's "declaración responsable" (RD 1007/2023 art. 13;
 * Orden HAC/1177/2024 art. 15; decision 0052): what the staff page and its PDF say, from the same
 * constants the records' SistemaInformatico is written from.
 */
export const declaracionResponsableSchema = z.object({
  nombreSistema: z.string(),
  idSistema: z.string(),
  version: z.string(),
  productor: z.object({ nombre: z.string(), nif: z.string(), direccion: z.string() }),
  componentes: z.array(z.string()),
  /** What the system can do and how it works now (the configured mode). */
  soloVerifactu: z.boolean(),
  multiplesObligados: z.boolean(),
  modoActual: z.enum(['verifactu', 'no-verifactu']),
  firma: z.string(),
  fecha: z.string(),
  lugar: z.string(),
  /** The declaration itself, paragraph by paragraph, as the PDF prints it. */
  texto: z.array(z.string()),
});
export type DeclaracionResponsable = z.output<typeof declaracionResponsableSchema>;
