import { z } from 'zod';
import { METODOS_DE_PAGO, type MetodoDePago } from '../enums.ts';
import { pageQuerySchema } from './page.ts';

/** Spec 3 §9, spec 1 §9: invoices page by 10 (client, gestoría, superadmin), 7 (worker), 5 (company detail). */
export const FACTURAS_PAGE_SIZE = 10;
export const WORKER_FACTURAS_PAGE_SIZE = 7;
export const FACTURAS_DETALLADAS_PAGE_SIZE = 5;

const isoDate = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, message);

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

/** An invoice on the wire (spec 3 §3): amounts in euros with two decimals, dates yyyy-mm-dd. */
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
  empresa: facturaEmpresaSchema,
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
  fechaInicio: isoDate('La fecha de inicio no es válida (aaaa-mm-dd).').optional(),
  fechaFin: isoDate('La fecha de fin no es válida (aaaa-mm-dd).').optional(),
};
const rangeInOrder = (filters: { fechaInicio?: string; fechaFin?: string }) => !filters.fechaInicio || !filters.fechaFin || filters.fechaInicio <= filters.fechaFin;
const rangeMessage = { message: 'La fecha de inicio no puede ser posterior a la fecha de fin.', path: ['fechaInicio'] };

export const facturaFiltersSchema = z.object(facturaFilterFields).refine(rangeInOrder, rangeMessage);
export type FacturaFilters = z.output<typeof facturaFiltersSchema>;

/** ?page&size plus the filters. */
export const facturaListQuerySchema = pageQuerySchema.extend(facturaFilterFields).refine(rangeInOrder, rangeMessage);
export type FacturaListQuery = z.output<typeof facturaListQuerySchema>;

/** ?cifNif&page&size of the company detail's history. */
export const facturasDetalladasQuerySchema = pageQuerySchema.extend({
  cifNif: z.string().trim().min(1, 'Indique el NIF/CIF de la empresa.').max(20),
  size: z.coerce.number().int().min(1).max(100).default(FACTURAS_DETALLADAS_PAGE_SIZE),
});

/** PUT admin/facturas/{id}/fecha-facturar. */
export const fechaFacturarSchema = z.object({
  nuevaFecha: isoDate('La nueva fecha no es válida (aaaa-mm-dd).'),
});

/** The file an invoice is saved as (spec 1 §9, spec 3 §9). */
export const facturaFileName = (facturaId: string) => `Factura_${facturaId}.pdf`;
/** The Excel export's name: Facturas_{yyyy-mm-dd}.xlsx. */
export const facturasExcelFileName = (isoDate: string) => `Facturas_${isoDate}.xlsx`;

/** The method of payment as the staff list shows it (spec 3 §2.5: SEPA is "Adeudo Bancario"). */
export const METODO_DE_PAGO_LABELS: Readonly<Record<MetodoDePago, string>> = METODOS_DE_PAGO;
