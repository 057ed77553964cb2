import { bigserial, boolean, customType, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { gestorias } from './gestorias.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An uploaded bulk-registration file, kept whole so that it can be processed and downloaded again,
 * until ALTA_MASIVA_RETENTION_DAYS after its processing ended: then its bytes are deleted (null) and
 * the results of its lines stay (decision 0074).
 */
export const archivosCsv = pgTable(
  'archivos_csv',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gestoriaId: uuid('gestoria_id')
      .notNull()
      .references(() => gestorias.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by'),
    uploadedByUsername: text('uploaded_by_username'),
    nombre: text('nombre').notNull(),
    contenido: bytea('contenido'),
    encoding: text('encoding').notNull(),
    separador: text('separador').notNull(),
    totalLineas: integer('total_lineas').notNull(),
    /**
     * The lines with a result, and those with an error: kept with each batch's results (in its
     * transaction) so that the progress screen does not count 100,000 rows at each look (decision 0066).
     */
    lineasProcesadas: integer('lineas_procesadas').notNull().default(0),
    lineasConError: integer('lineas_con_error').notNull().default(0),
    procesado: boolean('procesado').notNull().default(false),
    fechaCarga: timestamp('fecha_carga', { withTimezone: true }).notNull().defaultNow(),
    fechaProcesado: timestamp('fecha_procesado', { withTimezone: true }),
  },
  (table) => [index().on(table.gestoriaId, table.fechaCarga), index().on(table.procesado)],
);

export const PROCESAMIENTO_STATUSES = ['OK', 'ERROR'] as const;

/** The result of one line of a file. One row per line: a line is processed exactly once. */
export const procesamientosCsv = pgTable(
  'procesamientos_csv',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    archivoId: uuid('archivo_id')
      .notNull()
      .references(() => archivosCsv.id, { onDelete: 'cascade' }),
    linea: integer('linea').notNull(),
    status: text('status', { enum: PROCESAMIENTO_STATUSES }).notNull(),
    mensajeError: text('mensaje_error'),
    empresaId: uuid('empresa_id'),
    fechaProcesado: timestamp('fecha_procesado', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('procesamientos_csv_archivo_linea').on(table.archivoId, table.linea)],
);
