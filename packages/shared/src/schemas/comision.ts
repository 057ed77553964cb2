import { z } from 'zod';
import { pageQuerySchema, pageResponseSchema } from './page.ts';

/**
 * Commission statements (liquidaciones de comisiones), beyond the spec (docs/decisions/0032): per
 * gestoría and month, the invoices issued that month to its companies, each with the commission
 * percentage the gestoría had when the invoice was issued, and the commission they earn it.
 * Amounts in euros with two decimals; the base is before VAT; cancelled invoices do not count and a
 * rectifying invoice counts with its (negative) base.
 */

/** A calendar month, yyyy-mm (Europe/Madrid issue dates). */
export const mesSchema = z.string({ error: 'El mes no es válido (aaaa-mm).' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'El mes no es válido (aaaa-mm).');

/** ?mes=yyyy-mm of a statement, its PDF and its Excel. */
export const comisionMesQuerySchema = z.object({ mes: mesSchema });
export type ComisionMesQuery = z.output<typeof comisionMesQuerySchema>;

/** ?mes&page&size of the staff overview. */
export const comisionesQuerySchema = pageQuerySchema.extend({ mes: mesSchema });
export type ComisionesQuery = z.output<typeof comisionesQuerySchema>;

/** One gestoría's month in the staff overview (only gestorías with invoices that month). */
export const comisionResumenSchema = z.object({
  gestoriaId: z.string(),
  razonSocial: z.string(),
  nifCif: z.string(),
  /** The gestoría's commission percentage today (the statement applies each invoice's own). */
  comision: z.number(),
  facturas: z.number().int(),
  /** Sum of the invoices' bases, before VAT. */
  baseImponible: z.number(),
  importeComision: z.number(),
});
export type ComisionResumen = z.output<typeof comisionResumenSchema>;

/** GET admin|worker/comisiones: the month's totals over every gestoría and a page of them, by name. */
export const comisionesMesSchema = z.object({
  mes: z.string(),
  baseImponible: z.number(),
  importeComision: z.number(),
  gestorias: pageResponseSchema(comisionResumenSchema),
});
export type ComisionesMes = z.output<typeof comisionesMesSchema>;

/** One invoice of a statement. */
export const liquidacionFacturaSchema = z.object({
  id: z.string(),
  /** The invoice's number, e.g. F2026-000123. */
  facturaId: z.string(),
  fecha: z.string(),
  rectificativa: z.boolean(),
  empresa: z.object({ razonSocial: z.string(), nifCif: z.string() }),
  baseImponible: z.number(),
  /** The percentage applied: the gestoría's when the invoice was issued. */
  comision: z.number(),
  importeComision: z.number(),
  /** Remitted (collected by SEPA or marked by staff). */
  facturado: z.boolean(),
});
export type LiquidacionFactura = z.output<typeof liquidacionFacturaSchema>;

/** A gestoría's statement for a month, with every invoice (oldest first) and the totals. */
export const liquidacionSchema = z.object({
  mes: z.string(),
  gestoria: z.object({ id: z.string(), razonSocial: z.string(), nifCif: z.string(), comision: z.number() }),
  facturas: z.array(liquidacionFacturaSchema),
  baseImponible: z.number(),
  importeComision: z.number(),
});
export type Liquidacion = z.output<typeof liquidacionSchema>;

/** The names a statement is saved as: Liquidacion_comisiones_{nifCif}_{yyyy-mm}.pdf|.xlsx. */
export const liquidacionFileName = (nifCif: string, mes: string, extension: 'pdf' | 'xlsx') => `Liquidacion_comisiones_${nifCif}_${mes}.${extension}`;
