import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';

/**
 * SEPA direct-debit files (spec 3 §3, §5, §7, §8, §9; docs/decisions/0029): the requests of the
 * batch and the individual file, the creditor accounts, the list of generated files, and the advice
 * each SEPA failure carries beside its message.
 */

/** Spec 3 §9: a batch covers at most 365 days of collection dates. */
export const SEPA_MAX_RANGE_DAYS = 365;
/** The remittance dialog's default period reaches this many days ahead: new invoices are collected a week after issue. */
export const SEPA_DEFAULT_DAYS_AHEAD = 30;

/**
 * The pre-notification period the product keeps and the contracts state (decision 0050): the amount
 * and date of each debit reach the debtor at least this many calendar days before it, with the
 * invoice (collected a week after issue) or, when staff move the date, by e-mail. The EPC SDD Core
 * rulebook's default is 14 calendar days "unless otherwise agreed": the contract agrees this one.
 */
export const SEPA_PREAVISO_DIAS = 2;

/** GET admin/facturas/sepa/periodo: the period the dialog opens with (issue 20). */
export const sepaPeriodoSchema = z.object({ fechaInicio: z.string(), fechaFin: z.string() });
export type SepaPeriodo = z.output<typeof sepaPeriodoSchema>;

/** Generated files page by 10, as the invoice lists. */
export const SEPA_REMESAS_PAGE_SIZE = 10;

/** Spec 3 §5, word for word. */
export const SEPA_MESSAGES = {
  bothDates: 'Por favor, seleccione ambas fechas (inicio y fin) para generar el SEPA.',
  startAfterEnd: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  rangeTooLong: 'El rango de fechas no puede ser superior a 365 días. Seleccione un período más pequeño.',
  account: 'Seleccione una cuenta bancaria para el abono.',
  invalidDate: 'La fecha no es válida (aaaa-mm-dd).',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `start` to `end` (yyyy-mm-dd), in the calendar. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/**
 * What is wrong with a batch's range, in the spec's words and order, or null: both dates, start not
 * after end, at most 365 days. The web checks it before sending; the server checks it again.
 */
export function sepaRangeProblem(fechaInicio: string | null | undefined, fechaFin: string | null | undefined): string | null {
  if (!fechaInicio || !fechaFin) return SEPA_MESSAGES.bothDates;
  if (!isIsoDate(fechaInicio) || !isIsoDate(fechaFin)) return SEPA_MESSAGES.invalidDate;
  if (fechaInicio > fechaFin) return SEPA_MESSAGES.startAfterEnd;
  if (daysBetween(fechaInicio, fechaFin) > SEPA_MAX_RANGE_DAYS) return SEPA_MESSAGES.rangeTooLong;
  return null;
}

/** The id the web gives each attempt, echoed in x-transaction-id: letters, digits and - _ . : only (it travels in a header). */
export const transactionIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'El identificador de transacción no es válido.');

const cuentaIbanSchema = z.string({ error: SEPA_MESSAGES.account }).trim().min(1, SEPA_MESSAGES.account).max(64, SEPA_MESSAGES.account);

/** POST admin/facturas/sepa (spec 3 §3 "SEPA batch request"): dates are collection dates, both included. */
export const sepaBatchRequestSchema = z
  .object({
    /** One company only; empty or absent for every SEPA company. */
    empresaId: z
      .union([z.uuid('La empresa indicada no es válida.'), z.literal(''), z.null()])
      .optional()
      .transform((value) => value || undefined),
    fechaInicio: z.string({ error: SEPA_MESSAGES.bothDates }).trim().min(1, SEPA_MESSAGES.bothDates),
    fechaFin: z.string({ error: SEPA_MESSAGES.bothDates }).trim().min(1, SEPA_MESSAGES.bothDates),
    /** Include invoices already remitted (a file made again); default false. */
    incluirFacturadas: z.boolean().default(false),
    /** The IBAN of the creditor account chosen (one of GET admin/facturas/sepa/cuentas). */
    cuentaIBAN: cuentaIbanSchema,
    transactionId: transactionIdSchema.optional(),
  })
  .superRefine((request, context) => {
    const problem = sepaRangeProblem(request.fechaInicio, request.fechaFin);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: [problem === SEPA_MESSAGES.startAfterEnd || problem === SEPA_MESSAGES.rangeTooLong ? 'fechaInicio' : 'fechaFin'] });
  });
export type SepaBatchRequest = z.input<typeof sepaBatchRequestSchema>;

/** POST admin/facturas/{id}/sepa (spec 3 §3 "Individual SEPA request"). */
export const sepaIndividualRequestSchema = z.object({
  cuentaIBAN: cuentaIbanSchema,
  transactionId: transactionIdSchema.optional(),
});
export type SepaIndividualRequest = z.input<typeof sepaIndividualRequestSchema>;

export const PAIN_VERSIONS = ['pain.008.001.08', 'pain.008.001.02'] as const;

/** A creditor account staff choose from (BBVA, Caja Siete), from the server's configuration. */
export const sepaCuentaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  iban: z.string(),
  bic: z.string(),
  painVersion: z.enum(PAIN_VERSIONS),
});
export type SepaCuenta = z.output<typeof sepaCuentaSchema>;

/** A generated file in the staff list (beyond the spec: every file is kept and downloadable again). */
export const sepaRemesaSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  tipo: z.enum(['BATCH', 'INDIVIDUAL']),
  fileName: z.string(),
  painVersion: z.string(),
  cuenta: z.object({ id: z.string(), nombre: z.string(), iban: z.string() }),
  transactionId: z.string(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  incluirFacturadas: z.boolean().nullable(),
  empresa: z.object({ id: z.string(), razonSocial: z.string() }).nullable(),
  numeroFacturas: z.number().int(),
  /** Euros with two decimals. */
  importeTotal: z.number(),
  /** The invoice numbers in the file (the first 20). */
  facturas: z.array(z.string()),
  createdBy: z.string().nullable(),
  /** How many invoices of the range the file left out (no mandate, no IBAN). */
  excluidas: z.number().int(),
  /** How many of its collections the bank returned or rejected (docs/decisions/0051). */
  devueltas: z.number().int(),
  /** "Anular remesa": when, why and by whom; null while the file is live. */
  anulada: z.object({ at: z.string(), motivo: z.string(), por: z.string().nullable() }).nullable(),
});
export type SepaRemesa = z.output<typeof sepaRemesaSchema>;

/** "Anular remesa" (docs/decisions/0042): why the file is cancelled (not sent, or rejected by the bank). */
export const SEPA_ANULAR_MOTIVO_MESSAGE = 'Indique el motivo de la anulación (entre 5 y 500 caracteres).';
export const sepaAnularRemesaSchema = z.object({
  motivo: z.string({ error: SEPA_ANULAR_MOTIVO_MESSAGE }).trim().min(5, SEPA_ANULAR_MOTIVO_MESSAGE).max(500, SEPA_ANULAR_MOTIVO_MESSAGE),
});
export type SepaAnularRemesaRequest = z.input<typeof sepaAnularRemesaSchema>;

/** The spec's file names (spec 3 §9). */
export const sepaBatchFileName = (fechaInicio: string, fechaFin: string) => `sepa_${fechaInicio}_${fechaFin}.xml`;
export const sepaIndividualFileName = (facturaId: string, isoDate: string) => `sepa_individual_${facturaId}_${isoDate}.xml`;

/** The answer headers of both SEPA calls (spec 3 §7). x-error-message is percent-encoded UTF-8 (a header is Latin-1). */
export const SEPA_HEADERS = {
  transactionId: 'x-transaction-id',
  errorType: 'x-error-type',
  errorMessage: 'x-error-message',
  /** Beyond the spec: the stored file, how many invoices and how much, on success. */
  remesaId: 'x-sepa-remesa-id',
  count: 'x-sepa-facturas',
  total: 'x-sepa-importe-total',
  /** How many invoices of the range the file left out, and the first of them (percent-encoded JSON of SepaExcluida[]). */
  excludedCount: 'x-sepa-excluidas',
  excluded: 'x-sepa-excluidas-detalle',
} as const;

/** The invoices left out that the answer's header lists (a header must stay small). */
export const SEPA_EXCLUDED_IN_HEADER = 20;

/** An invoice a file left out, and why (docs/decisions/0042). */
export const sepaExcluidaSchema = z.object({
  numeroFactura: z.string(),
  empresa: z.object({ id: z.string(), razonSocial: z.string(), nifCif: z.string() }),
  /** ESPERANDO_MANDATO, MANDATO_CADUCADO, SIN_IBAN, IBAN_NO_VALIDO, DEVUELTA, DATOS_NO_VALIDOS (what the writer refuses of the invoice's own data). */
  motivo: z.string(),
  message: z.string(),
});
export type SepaExcluida = z.output<typeof sepaExcluidaSchema>;

export const SEPA_ERROR_CODES = [
  'EMPRESA_NOT_FOUND',
  'EMPRESA_NOT_SEPA',
  'EMPRESA_IBAN_MISSING',
  'EMPRESA_IBAN_INVALID',
  'INVALID_IBAN',
  'NO_SEPA_INVOICES',
  'NO_PROCESSED_INVOICES',
  'SEPA_VALIDATION_ERROR',
  'DATETIME_CONFIGURATION_ERROR',
  'XML_VALIDATION_ERROR',
  'IO_ERROR',
  'SEPA_SERVICE_ERROR',
  'INTERNAL_SERVER_ERROR',
  'FACTURAS_YA_REMESADAS',
] as const satisfies readonly ErrorCode[];
export type SepaErrorCode = (typeof SEPA_ERROR_CODES)[number];

/** What staff can do about each failure (spec 3 §8: "each shows a message, advice and the transaction id"). */
export const SEPA_ERROR_ADVICE: Readonly<Record<SepaErrorCode, string>> = {
  EMPRESA_NOT_FOUND: 'Compruebe la empresa elegida o genere el fichero sin filtrar por empresa.',
  EMPRESA_NOT_SEPA: 'Cambie el método de pago de la empresa a Adeudo Bancario, o cobre esta factura por otro medio.',
  EMPRESA_IBAN_MISSING: 'Añada el IBAN de la empresa en su ficha y vuelva a generar el fichero.',
  EMPRESA_IBAN_INVALID: 'Corrija el IBAN en la ficha de la empresa (ES seguido de 22 dígitos) y vuelva a generar el fichero.',
  INVALID_IBAN: 'Elija una de las cuentas de abono configuradas (BBVA o Caja Siete).',
  NO_SEPA_INVOICES: 'Amplíe el periodo de fechas de cobro o compruebe que las empresas pagan por adeudo bancario.',
  NO_PROCESSED_INVOICES: 'Descargue de nuevo el fichero en «Ficheros SEPA generados», o anule esa remesa si no se envió o el banco la rechazó.',
  SEPA_VALIDATION_ERROR: 'Las facturas que esperan mandato se cobrarán cuando la empresa lo firme; revise los datos indicados (importe, dirección de la empresa) y vuelva a intentarlo.',
  DATETIME_CONFIGURATION_ERROR: 'Revise la fecha de cobro de la factura y la hora del servidor; si persiste, contacte con soporte técnico.',
  XML_VALIDATION_ERROR: 'No se ha remesado ninguna factura. Contacte con soporte técnico indicando el identificador de transacción.',
  IO_ERROR: 'No se ha remesado ninguna factura. Vuelva a intentarlo en unos minutos.',
  SEPA_SERVICE_ERROR: 'No se ha remesado ninguna factura. Vuelva a intentarlo; si persiste, contacte con soporte técnico.',
  INTERNAL_SERVER_ERROR: 'No se ha remesado ninguna factura. Vuelva a intentarlo más tarde.',
  FACTURAS_YA_REMESADAS: 'Una factura solo se cobra una vez: si la remesa anterior no se envió o el banco la rechazó, anúlela en «Ficheros SEPA generados» y genere el fichero de nuevo.',
};

export function isSepaErrorCode(code: string): code is SepaErrorCode {
  return (SEPA_ERROR_CODES as readonly string[]).includes(code);
}
