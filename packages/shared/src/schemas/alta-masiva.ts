import { z } from 'zod';
import { formatNumber } from '../numbers.ts';

/**
 * Limits of a bulk upload ("alta masiva"): a large gestoría's whole client list in one file
 * (docs/decisions/0066); 100,000 lines of every column take some 30 MB.
 */
export const ALTA_MASIVA_MAX_MEGABYTES = 32;
export const ALTA_MASIVA_MAX_BYTES = ALTA_MASIVA_MAX_MEGABYTES * 1024 * 1024;
export const ALTA_MASIVA_MAX_LINES = 100_000;
/**
 * Days a processed file is kept to be downloaded again: its lines carry the administrators' names,
 * DNI, e-mails, telephones and the companies' IBANs, which the companies themselves now hold; the
 * result of each line stays (RGPD art. 5.1.e; decision 0074).
 */
export const ALTA_MASIVA_RETENTION_DAYS = 90;

/** An uploaded file (GET {core}/gestorias/archivos/my): Pendiente until every line is processed. */
export const archivoCsvSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  fechaCarga: z.string(),
  fechaProcesado: z.string().nullable(),
  procesado: z.boolean(),
  totalLineas: z.number().int(),
  lineasProcesadas: z.number().int(),
  lineasConError: z.number().int(),
  /** False once the file's bytes have been deleted (ALTA_MASIVA_RETENTION_DAYS after its processing). */
  descargable: z.boolean(),
});
export type ArchivoCsv = z.output<typeof archivoCsvSchema>;

/** The result of one line (GET {core}/gestorias/archivos/procesamientos/{id}). */
export const procesamientoSchema = z.object({
  id: z.number().int(),
  linea: z.number().int(),
  status: z.enum(['OK', 'ERROR']),
  mensajeError: z.string().nullable(),
  fechaProcesado: z.string(),
});
export type Procesamiento = z.output<typeof procesamientoSchema>;

export const ALTA_MASIVA_MESSAGES = {
  noFile: 'Por favor, seleccione un archivo CSV para subir.',
  notCsv: 'Por favor, seleccione un archivo con formato CSV.',
  tooLarge: `El archivo supera el tamaño máximo de ${ALTA_MASIVA_MAX_MEGABYTES} MB.`,
  limits: `Hasta ${ALTA_MASIVA_MAX_MEGABYTES} MB y ${formatNumber(ALTA_MASIVA_MAX_LINES)} empresas por archivo.`,
  format: `Formato CSV, hasta ${ALTA_MASIVA_MAX_MEGABYTES} MB.`,
  tooManyLines: `El archivo tiene más de ${formatNumber(ALTA_MASIVA_MAX_LINES)} empresas. Divídalo en varios archivos.`,
  empty: 'El archivo no contiene ninguna empresa.',
  deleted: `El archivo se eliminó ${ALTA_MASIVA_RETENTION_DAYS} días después de procesarse. El resultado de cada línea se conserva.`,
  missingColumns: 'Faltan columnas obligatorias en el archivo:',
  received:
    'Hemos recibido el archivo. Las empresas se darán de alta en unos instantes; cada una recibirá un SMS para firmar sus contratos y, después, la factura y el folleto del producto por correo electrónico.',
} as const;
