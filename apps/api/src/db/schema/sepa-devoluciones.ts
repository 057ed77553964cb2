import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { SEPA_DEVOLUCION_ACCIONES } from '@cumplia/shared/schemas/sepa-devoluciones';
import { facturas } from './facturas.ts';
import { sepaRemesaFacturas, sepaRemesas } from './sepa.ts';

/** A collection of the file that matched no collection of ours, kept to show staff. */
export interface SepaDevolucionSinCoincidencia {
  originalMessageId: string;
  endToEndId: string | null;
  reasonCode: string | null;
  motivo: string;
}

/**
 * Every return or reject file of the bank staff uploaded (docs/decisions/0051): pain.002 or
 * camt.054 exactly as uploaded. The same bytes twice are one file (the SHA-256 is unique): the
 * second upload changes nothing.
 */
export const sepaDevolucionFicheros = pgTable('sepa_devolucion_ficheros', {
  id: uuid('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  fileName: text('file_name').notNull(),
  /** pain.002.001.03, pain.002.001.10, camt.054.001.02 or camt.054.001.08. */
  mensaje: text('mensaje').notNull(),
  /** The report's own GrpHdr/MsgId. */
  messageId: text('message_id').notNull(),
  /** SHA-256 (hex) of the bytes uploaded. */
  sha256: text('sha256').notNull().unique(),
  xml: text('xml').notNull(),
  byteLength: integer('byte_length').notNull(),
  devueltas: integer('devueltas').notNull(),
  /** The collections it named that were already returned by an earlier file. */
  yaDevueltas: integer('ya_devueltas').notNull(),
  sinCoincidencia: jsonb('sin_coincidencia').$type<SepaDevolucionSinCoincidencia[]>().notNull().default([]),
  createdByUserId: uuid('created_by_user_id'),
  createdByUsername: text('created_by_username'),
});

/**
 * Each collection returned or rejected: at most one per collection of a file (the unique key), so
 * a second report of the same collection changes nothing. Its line of the file becomes DEVUELTA and
 * its invoice pending again; `accion` says whether it may be presented again as it is or waits for a
 * new mandate (`mandate_reference` the one returned) or a new account (`debtor_iban` the one debited).
 */
export const sepaDevoluciones = pgTable(
  'sepa_devoluciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ficheroId: uuid('fichero_id')
      .notNull()
      .references(() => sepaDevolucionFicheros.id, { onDelete: 'restrict' }),
    remesaId: uuid('remesa_id')
      .notNull()
      .references(() => sepaRemesas.id, { onDelete: 'restrict' }),
    facturaId: uuid('factura_id')
      .notNull()
      .references(() => facturas.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** RECHAZO (pain.002, before settlement) or DEVOLUCION (camt.054, after it). */
    tipo: text('tipo', { enum: ['RECHAZO', 'DEVOLUCION'] }).notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    /** The ISO 20022 reason code as the bank gave it (MS03 when it gave none). */
    codigo: text('codigo').notNull(),
    /** Its Spanish meaning when recorded (lib/sepa/return-reasons.ts). */
    motivo: text('motivo').notNull(),
    accion: text('accion', { enum: SEPA_DEVOLUCION_ACCIONES }).notNull(),
    /** The bank's own words (AddtlInf), when it gave any. */
    informacionAdicional: text('informacion_adicional'),
    mandateReference: text('mandate_reference').notNull(),
    debtorIban: text('debtor_iban').notNull(),
  },
  (table) => [
    unique('sepa_devoluciones_one_per_collection').on(table.remesaId, table.facturaId),
    foreignKey({ name: 'sepa_devoluciones_collection_fk', columns: [table.remesaId, table.facturaId], foreignColumns: [sepaRemesaFacturas.remesaId, sepaRemesaFacturas.facturaId] }),
    index('sepa_devoluciones_factura_index').on(table.facturaId, table.createdAt),
    index('sepa_devoluciones_fichero_index').on(table.ficheroId),
    check('sepa_devoluciones_codigo_check', sql`length(${table.codigo}) between 1 and 35`),
  ],
);
