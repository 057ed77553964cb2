import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { facturas } from './facturas.ts';

export const SEPA_REMESA_TIPOS = ['BATCH', 'INDIVIDUAL'] as const;
export type SepaRemesaTipo = (typeof SEPA_REMESA_TIPOS)[number];

/**
 * What became of each collection of a file (docs/decisions/0042): REMESADA while it is live (the
 * invoice is being or was collected by it), ANULADA when staff cancelled the file ("Anular remesa":
 * not sent, or rejected whole by the bank), DEVUELTA when the bank returned or rejected that
 * collection. An invoice has at most one REMESADA line: the database refuses a second.
 */
export const SEPA_COBRO_ESTADOS = ['REMESADA', 'ANULADA', 'DEVUELTA'] as const;
export type SepaCobroEstado = (typeof SEPA_COBRO_ESTADOS)[number];

/** An invoice a file left out, and why (no signed mandate, mandate expired, no valid IBAN). */
export interface SepaExcluida {
  facturaId: string;
  numeroFactura: string;
  empresa: { id: string; razonSocial: string; nifCif: string };
  motivo: string;
  code: string;
  message: string;
}

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
    /** The invoices of the range the file left out, with the reason (docs/decisions/0042). */
    excluidas: jsonb('excluidas').$type<SepaExcluida[]>().notNull().default([]),
    /** "Anular remesa": when, why and by whom; its collections become ANULADA and their invoices pending again. */
    anuladaAt: timestamp('anulada_at', { withTimezone: true }),
    anuladaMotivo: text('anulada_motivo'),
    anuladaPor: text('anulada_por'),
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
    /** The mandate's date of signature as written (DtOfSgntr). */
    mandateSignedOn: date('mandate_signed_on', { mode: 'string' }),
    estado: text('estado', { enum: SEPA_COBRO_ESTADOS }).notNull().default('REMESADA'),
  },
  (table) => [
    primaryKey({ columns: [table.remesaId, table.facturaId] }),
    // No invoice collected twice (issue 20): at most one live collection per invoice, whatever the code does.
    uniqueIndex('sepa_remesa_facturas_one_live').on(table.facturaId).where(sql`${table.estado} = 'REMESADA'`),
    // Has this mandate been collected before? Has this invoice been in a file before?
    index('sepa_remesa_facturas_mandate_index').on(table.mandateReference),
    index('sepa_remesa_facturas_factura_index').on(table.facturaId),
  ],
);
