import { z } from 'zod';

/**
 * The bank's return and reject files (docs/decisions/0051): what an upload answers, a file's
 * returns as a remittance lists them, and an invoice's latest return as the lists show it.
 */

/** At most 10 MB: a camt.054 of a few thousand returns is well under it. */
export const SEPA_DEVOLUCION_MAX_BYTES = 10 * 1024 * 1024;

export const SEPA_DEVOLUCION_MESSAGES = {
  noFile: 'Seleccione el fichero de devoluciones o rechazos del banco (XML pain.002 o camt.054).',
  tooLarge: 'El fichero es demasiado grande: como máximo 10 MB.',
} as const;

/**
 * What a return asks before the invoice is presented again (lib/sepa/return-reasons.ts). REVISAR:
 * never presented again by itself (AM05, MD06, SL01…); staff decide (docs/decisions/0051).
 */
export const SEPA_DEVOLUCION_ACCIONES = ['REPRESENTAR', 'NUEVO_MANDATO', 'NUEVA_CUENTA', 'REVISAR'] as const;
export type SepaDevolucionAccion = (typeof SEPA_DEVOLUCION_ACCIONES)[number];

/** An invoice's latest return, as the invoice lists show it ("Devuelta"). */
export const facturaDevolucionSchema = z.object({
  /** The ISO 20022 reason code (AM04, MD01…). */
  codigo: z.string(),
  /** Its meaning in Spanish. */
  motivo: z.string(),
  /** yyyy-mm-dd (Europe/Madrid): when the return was recorded. */
  fecha: z.string(),
  tipo: z.enum(['RECHAZO', 'DEVOLUCION']),
  accion: z.enum(SEPA_DEVOLUCION_ACCIONES),
});
export type FacturaDevolucion = z.output<typeof facturaDevolucionSchema>;

/** One collection returned or rejected. */
export const sepaDevolucionSchema = z.object({
  id: z.string(),
  facturaId: z.string(),
  numeroFactura: z.string(),
  empresa: z.object({ id: z.string(), razonSocial: z.string(), nifCif: z.string() }),
  importe: z.number(),
  tipo: z.enum(['RECHAZO', 'DEVOLUCION']),
  codigo: z.string(),
  motivo: z.string(),
  accion: z.enum(SEPA_DEVOLUCION_ACCIONES),
  createdAt: z.string(),
  fileName: z.string(),
});
export type SepaDevolucion = z.output<typeof sepaDevolucionSchema>;

/** What an upload answers: the returns it recorded now, those already recorded, those matching nothing. */
export const sepaDevolucionFicheroSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mensaje: z.string(),
  /** True when the same file had been uploaded before: nothing changed this time. */
  yaProcesado: z.boolean(),
  devueltas: z.array(sepaDevolucionSchema),
  yaDevueltas: z.number().int(),
  sinCoincidencia: z.array(z.object({ originalMessageId: z.string(), endToEndId: z.string().nullable(), reasonCode: z.string().nullable(), motivo: z.string() })),
});
export type SepaDevolucionFichero = z.output<typeof sepaDevolucionFicheroSchema>;

/** How the lists name what a returned invoice waits for. */
export const SEPA_DEVOLUCION_ACCION_LABELS: Readonly<Record<SepaDevolucionAccion, string>> = {
  REPRESENTAR: 'Se puede volver a remesar',
  NUEVO_MANDATO: 'Espera un nuevo mandato firmado',
  NUEVA_CUENTA: 'Espera una nueva cuenta (IBAN) y su mandato',
  REVISAR: 'Espera su decisión: no se vuelve a remesar sola (fichero SEPA individual, marcar como remesada o anular)',
};
