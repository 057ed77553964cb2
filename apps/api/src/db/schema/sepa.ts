import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { facturas } from './facturas.ts';

export const SEPA_REMESA_TIPOS = ['BATCH', 'INDIVIDUAL'] as const;
export type SepaRemesaTipo = (typeof SEPA_REMESA_TIPOS)[number];

/**
 * Every SEPA direct-debit file generated (docs/decisions/0029): the pain.008 text exactly as it was
 * served, so that a download again gives the same bytes, with what it was made of. Append-only:
 * a file once served is evidence of what went to the bank.
 */
export const sepaRemesas = pgTable(
  'sepa_remesas',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    tipo: text('tipo', { enum: SEPA_REMESA_TIPOS }).notNull(),
    /** sepa_{start}_{end}.xml or sepa_individual_{facturaId}_{date}.xml. */
    fileName: text('file_name').notNull(),
    /** GrpHdr/MsgId, unique per file. */
    messageId: text('message_id').notNull().unique(),
    /** pain.008.001.08 or pain.008.001.02. */
    painVersion: text('pain_version').notNull(),
    /** The creditor account collected into: its configured key (BBVA, CAJA_SIETE), name and IBAN. */
    cuentaId: text('cuenta_id').notNull(),
    cuentaNombre: text('cuenta_nombre').notNull(),
    cuentaIban: text('cuenta_iban').notNull(),
    /** The caller's transaction id (x-transaction-id). */
    transactionId: text('transaction_id').notNull(),
    /** The request: the range of collection dates and the company, for a batch. */
    fechaInicio: date('fecha_inicio', { mode: 'string' }),
    fechaFin: date('fecha_fin', { mode: 'string' }),
    empresaId: uuid('empresa_id').references(() => empresas.id, { onDelete: 'restrict' }),
    incluirFacturadas: boolean('incluir_facturadas'),
    numeroFacturas: integer('numero_facturas').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    xml: text('xml').notNull(),
    /** SHA-256 (hex) of the UTF-8 bytes of `xml`. */
    sha256: text('sha256').notNull(),
    byteLength: integer('byte_length').notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdByUsername: text('created_by_username'),
  },
  (table) => [
    index('sepa_remesas_created_index').on(table.createdAt, table.id),
    check('sepa_remesas_count_check', sql`${table.numeroFacturas} > 0`),
  ],
);

/**
 * The invoices of each file, with what the file said of each: the mandate, the sequence type (FRST
 * for a mandate's first collection, RCUR after) and the collection date written.
 */
export const sepaRemesaFacturas = pgTable(
  'sepa_remesa_facturas',
  {
    remesaId: uuid('remesa_id')
      .notNull()
      .references(() => sepaRemesas.id, { onDelete: 'restrict' }),
    facturaId: uuid('factura_id')
      .notNull()
      .references(() => facturas.id, { onDelete: 'restrict' }),
    /** The payment's position in the file. */
    posicion: integer('posicion').notNull(),
    endToEndId: text('end_to_end_id').notNull(),
    mandateReference: text('mandate_reference').notNull(),
    sequenceType: text('sequence_type', { enum: ['FRST', 'RCUR'] }).notNull(),
    fechaCobro: date('fecha_cobro', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.remesaId, table.facturaId] }),
    // Has this mandate been collected before? Has this invoice been in a file before?
    index('sepa_remesa_facturas_mandate_index').on(table.mandateReference),
    index('sepa_remesa_facturas_factura_index').on(table.facturaId),
  ],
);
