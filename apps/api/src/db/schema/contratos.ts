import { sql } from 'drizzle-orm';
import { bigserial, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { toolEnum } from './tool.ts';

/** PostgreSQL bytea as a Node Buffer: the contract's PDFs are kept in the database, never on disk. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export const CONTRATO_STATUSES = ['PENDIENTE', 'FIRMADO', 'ANULADO'] as const;
export type ContratoStatus = (typeof CONTRATO_STATUSES)[number];

/**
 * CONTRATO: a tool's contract (with its mandate when the company pays by SEPA). MANDATO: the SEPA
 * mandate of a new debtor account, signed through the same page, codes and evidence (decision 0050);
 * it has no tool.
 */
export const CONTRATO_TIPOS = ['CONTRATO', 'MANDATO'] as const;
export type ContratoTipo = (typeof CONTRATO_TIPOS)[number];

/**
 * One contract per (company, tool) switched on (docs/decisions/0022). At most one is PENDIENTE for a
 * tool: switching the tool on again replaces it, switching it off annuls it. The signing link's token
 * is stored as its SHA-256 only. The document shown is rendered when the signing page first opens
 * (never during a bulk upload) and kept with its SHA-256; the signed PDF is that document with the
 * evidence page, sealed.
 */
export const contratos = pgTable(
  'contratos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: CONTRATO_TIPOS }).notNull().default('CONTRATO'),
    /** The tool of a CONTRATO; null for a MANDATO. */
    tool: toolEnum('tool'),
    status: text('status', { enum: CONTRATO_STATUSES }).notNull().default('PENDIENTE'),
    /** SHA-256 (hex) of the token of the link /firma/{token}; a resend replaces it. */
    tokenHash: text('token_hash').notNull().unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The document as shown on the signing page: rendered lazily, kept with its SHA-256 (hex). */
    documentPdf: bytea('document_pdf'),
    documentSha256: text('document_sha256'),
    /** SHA-256 of the document's content (sections and data): a change of the company's data re-renders it. */
    documentContentHash: text('document_content_hash'),
    documentRenderedAt: timestamp('document_rendered_at', { withTimezone: true }),
    /** The SEPA mandate's reference when the company pays by SEPA (set with the document). */
    mandateReference: text('mandate_reference'),
    /** The debtor IBAN the mandate names (set with the document): a collection from another account waits for a new mandate (decision 0050). */
    mandateIban: text('mandate_iban'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signerNif: text('signer_nif'),
    /** The signed, sealed PDF (document + evidence page) and its SHA-256. */
    signedPdf: bytea('signed_pdf'),
    signedPdfSha256: text('signed_pdf_sha256'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contratos_one_pending_per_tool').on(table.empresaId, table.tool).where(sql`${table.status} = 'PENDIENTE'`),
    uniqueIndex('contratos_one_pending_mandate').on(table.empresaId).where(sql`${table.tipo} = 'MANDATO' and ${table.status} = 'PENDIENTE'`),
    check('contratos_tool_check', sql`(${table.tipo} = 'CONTRATO') = (${table.tool} is not null)`),
    index('contratos_empresa_index').on(table.empresaId, table.status),
    check(
      'contratos_signed_check',
      sql`(${table.status} = 'FIRMADO') = (${table.signedAt} is not null and ${table.signedPdf} is not null and ${table.documentSha256} is not null)`,
    ),
  ],
);

/**
 * One-time signing codes: kept as an HMAC keyed with the server secret, bound to the SHA-256 of the
 * document shown when the code was asked for, 10 minutes, 3 attempts. The newest unused one counts.
 */
export const contratoCodigos = pgTable(
  'contrato_codigos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contratos.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    documentSha256: text('document_sha256').notNull(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('contrato_codigos_contrato_index').on(table.contratoId, table.createdAt)],
);

export const CONTRATO_EVENT_TYPES = [
  'ENVIADO',
  'REENVIADO',
  'ABIERTO',
  'CODIGO_ENVIADO',
  'CODIGO_ERRONEO',
  'CODIGO_VERIFICADO',
  'FIRMADO',
  'ANULADO',
] as const;
export type ContratoEventType = (typeof CONTRATO_EVENT_TYPES)[number];

/**
 * The evidence trail of each contract, append-only: a trigger of migration 0013 refuses UPDATE, and
 * DELETE unless the contract itself is gone (the company was erased). `seq` orders the events.
 */
export const contratoEventos = pgTable(
  'contrato_eventos',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contratos.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: CONTRATO_EVENT_TYPES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [index('contrato_eventos_contrato_index').on(table.contratoId, table.seq)],
);
