import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REQUERIMIENTO_ESTADO_CODES, type RequerimientoMensaje } from '@cumplia/shared/schemas/requerimiento';
import type { RegistroEvento } from '../../lib/verifactu/evento.ts';
import type { RegistroFacturacion } from '../../lib/verifactu/registro.ts';
import { empresas } from './empresas.ts';
import { gestorias } from './gestorias.ts';
import { toolEnum } from './tool.ts';

/**
 * The last number given in each series (`F2026`, `R2026`…). The issuing transaction takes the next
 * one with an upsert that keeps the row locked until it commits: a rolled-back issue gives its
 * number back, so a series has neither gaps nor repeats (docs/decisions/0026).
 */
export const facturaSeries = pgTable('factura_series', {
  serie: text('serie').primaryKey(),
  ultimoNumero: integer('ultimo_numero').notNull(),
});

/**
 * F1: an ordinary invoice; R1–R4: a rectifying one, in its own series, by the legal reason of the
 * correction (art. 80 of the VAT law; RD 1619/2012 art. 15; docs/decisions/0045).
 */
export const FACTURA_TIPOS = ['F1', 'R1', 'R2', 'R3', 'R4'] as const;
export type FacturaTipo = (typeof FACTURA_TIPOS)[number];

/** What issued the invoice: a signed contract, a processed renewal, or a correction. */
export const FACTURA_ORIGENES = ['CONTRATO', 'RENOVACION', 'RECTIFICACION'] as const;
export type FacturaOrigen = (typeof FACTURA_ORIGENES)[number];

/** The issuer and the recipient as they were on the issue date (RD 1619/2012 art. 6): an invoice never changes. */
export interface FacturaParte {
  nombre: string;
  nif: string;
  direccion: string;
  codigoPostal: string;
  localidad: string;
  provincia: string;
  email?: string;
}

/**
 * Issued invoices. Never updated but for the remittance fields (`facturado`, `fechaCuandoFacturar`
 * while not remitted), `anulada` and a refund's record: a correction is a rectifying invoice naming this one.
 */
export const facturas = pgTable(
  'facturas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serie: text('serie').notNull(),
    numero: integer('numero').notNull(),
    /** The invoice's number as printed: `F2026-000123` (the spec's facturaId). */
    numeroFactura: text('numero_factura').notNull().unique(),
    tipo: text('tipo', { enum: FACTURA_TIPOS }).notNull().default('F1'),
    /** The invoice a rectifying one corrects, and why. */
    rectificaId: uuid('rectifica_id'),
    motivoRectificacion: text('motivo_rectificacion'),
    /** A rectifying invoice's kind: I by differences, S by substitution (null for F1, and for R1 issued before it was kept: I). */
    tipoRectificativa: text('tipo_rectificativa', { enum: ['I', 'S'] }),
    /**
     * By substitution only: the base and VAT of the invoice it replaces (ImporteRectificacion). The
     * row's own amounts are then what it changes (the corrected invoice's less these), so that lists,
     * remittances and commission statements count every invoice the same way (decision 0045).
     */
    baseRectificadaCents: integer('base_rectificada_cents'),
    cuotaRectificadaCents: integer('cuota_rectificada_cents'),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    origen: text('origen', { enum: FACTURA_ORIGENES }).notNull(),
    /** The contract or renewal that issued it: issuing twice for one origin is refused by the unique index. */
    origenId: uuid('origen_id'),
    /** Issue date (fecha de expedición), Europe/Madrid. */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** The date the amount is collected (fechaCuandoFacturar): changeable while not remitted. */
    fechaCuandoFacturar: date('fecha_cuando_facturar', { mode: 'string' }).notNull(),
    metodoDePago: text('metodo_de_pago', { enum: ['SEPA', 'TRANSFERENCIA', 'TARJETA'] }).notNull(),
    /** Remitted: included in a SEPA file or marked by staff. */
    facturado: boolean('facturado').notNull().default(false),
    facturadoAt: timestamp('facturado_at', { withTimezone: true }),
    baseCents: integer('base_cents').notNull(),
    tipoIvaPercent: integer('tipo_iva_percent').notNull(),
    cuotaCents: integer('cuota_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    emisor: jsonb('emisor').$type<FacturaParte>().notNull(),
    destinatario: jsonb('destinatario').$type<FacturaParte>().notNull(),
    /**
     * A rectifying invoice with a negative total whose original was collected: the day staff paid the
     * difference back, and how (decision 0060). Null while it is owed.
     */
    reembolsadaEl: date('reembolsada_el', { mode: 'string' }),
    reembolsoMetodo: text('reembolso_metodo', { enum: ['TRANSFERENCIA', 'COMPENSACION'] }),
    /** Cancelled (a RegistroAnulacion was chained): kept, shown as cancelled, never collected. */
    anuladaAt: timestamp('anulada_at', { withTimezone: true }),
    /**
     * The company's gestoría and its commission (basis points, 1000 = 10.00 %) when the invoice was
     * issued, for its commission statement; null without a gestoría (docs/decisions/0032).
     */
    gestoriaId: uuid('gestoria_id').references(() => gestorias.id, { onDelete: 'set null' }),
    comisionBasisPoints: integer('comision_basis_points'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('facturas_serie_numero').on(table.serie, table.numero),
    uniqueIndex('facturas_one_per_origin').on(table.origen, table.origenId).where(sql`${table.origenId} is not null`),
    index().on(table.empresaId, table.fecha),
    index().on(table.fecha, table.id),
    index().on(table.facturado, table.fechaCuandoFacturar),
    // The lists' order, newest first by issue date then number (docs/decisions/0027): the staff list
    // (with or without facturado) and a company's list walk these in order and count from them alone.
    index('facturas_fecha_numero').on(table.fecha, table.numeroFactura),
    index('facturas_facturado_fecha_numero').on(table.facturado, table.fecha, table.numeroFactura),
    index('facturas_empresa_fecha_numero').on(table.empresaId, table.fecha, table.numeroFactura),
    // A gestoría's month for its commission statement, and the staff's overview of a month.
    index('facturas_gestoria_fecha').on(table.gestoriaId, table.fecha),
    check('facturas_totals', sql`${table.totalCents} = ${table.baseCents} + ${table.cuotaCents}`),
    check(
      'facturas_reembolso',
      sql`(${table.reembolsadaEl} is null) = (${table.reembolsoMetodo} is null) and (${table.reembolsadaEl} is null or (${table.tipo} <> 'F1' and ${table.totalCents} < 0))`,
    ),
    check(
      'facturas_rectificativa',
      // A rectifying invoice issued before tipo_rectificativa was kept has none: it was by differences.
      sql`(${table.tipo} <> 'F1') = (${table.rectificaId} is not null) and (${table.tipoRectificativa} is null or ${table.tipo} <> 'F1') and coalesce(${table.tipoRectificativa} = 'S', false) = (${table.baseRectificadaCents} is not null and ${table.cuotaRectificadaCents} is not null)`,
    ),
  ],
);

/** One line per tool (nombreProducto, precioUnitario before VAT). */
export const facturaLineas = pgTable(
  'factura_lineas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facturaId: uuid('factura_id')
      .notNull()
      .references(() => facturas.id, { onDelete: 'restrict' }),
    posicion: integer('posicion').notNull(),
    tool: toolEnum('tool'),
    nombreProducto: text('nombre_producto').notNull(),
    cantidad: integer('cantidad').notNull().default(1),
    precioUnitarioCents: integer('precio_unitario_cents').notNull(),
    importeCents: integer('importe_cents').notNull(),
    /** The period of service the line bills (RD 1619/2012 art. 6.1.f: the date of the operation), both days included. */
    periodoDesde: date('periodo_desde', { mode: 'string' }),
    periodoHasta: date('periodo_hasta', { mode: 'string' }),
  },
  (table) => [
    unique('factura_lineas_posicion').on(table.facturaId, table.posicion),
    check('factura_lineas_periodo', sql`(${table.periodoDesde} is null) = (${table.periodoHasta} is null) and (${table.periodoHasta} is null or ${table.periodoHasta} >= ${table.periodoDesde})`),
  ],
);

/**
 * The VERI*FACTU records (RegistroAlta, RegistroAnulacion), one chain in `seq` order, each stored as
 * lib/verifactu's `chainRecord` made it. Append-only (a trigger of the migration refuses UPDATE,
 * DELETE and TRUNCATE); `huella_anterior` is unique, so the chain cannot fork.
 */
export const verifactuRegistros = pgTable(
  'verifactu_registros',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    facturaId: uuid('factura_id')
      .notNull()
      .references(() => facturas.id, { onDelete: 'restrict' }),
    tipo: text('tipo', { enum: ['alta', 'anulacion'] }).notNull(),
    huella: text('huella').notNull().unique(),
    huellaAnterior: text('huella_anterior').unique(),
    registro: jsonb('registro').$type<RegistroFacturacion>().notNull(),
    /**
     * In non-VERI*FACTU mode, the record as signed: `registroXml` with its enveloped XAdES signature
     * (decision 0044). Null for records of a VERI*FACTU system (sending authenticates them) and for
     * records made before signing began.
     */
    firmaXml: text('firma_xml'),
    /** Signed with the self-signed demo certificate made at first start (no PKCS#12 configured). */
    firmaDemo: boolean('firma_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.facturaId),
    // One first record (PrimerRegistro S) at most.
    uniqueIndex('verifactu_registros_one_first').on(sql`(${table.huellaAnterior} is null)`).where(sql`${table.huellaAnterior} is null`),
  ],
);

/**
 * What happened to the records (generated, exported, sent, refused): the system's event log,
 * append-only. In non-VERI*FACTU mode the events the regulation lists (Orden HAC/1177/2024 art. 9)
 * are also a RegistroEvento of EventosSIF.xsd: `evento` (what its hash and XML are made of), its
 * hash chained to the previous one (unique, so the log cannot fork) and its signed XML (decision 0052).
 */
export const verifactuEventos = pgTable(
  'verifactu_eventos',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tipo: text('tipo').notNull(),
    facturaId: uuid('factura_id'),
    registroSeq: integer('registro_seq'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** TipoEvento of EventosSIF.xsd: set on the regulation's events only. */
    tipoEvento: text('tipo_evento'),
    evento: jsonb('evento').$type<RegistroEvento>(),
    huellaEvento: text('huella_evento').unique(),
    huellaEventoAnterior: text('huella_evento_anterior').unique(),
    firmaXml: text('firma_xml'),
    firmaDemo: boolean('firma_demo').notNull().default(false),
  },
  (table) => [
    index().on(table.facturaId),
    index().on(table.registroSeq, table.tipo),
    // The records the agency refused, few among the events: the staff home counts them (issue 23).
    index('verifactu_eventos_incorrectos').on(table.registroSeq).where(sql`${table.tipo} = 'ENVIO_INCORRECTO'`),
    // One first event (PrimerEvento S) at most.
    uniqueIndex('verifactu_eventos_one_first').on(sql`(${table.huellaEventoAnterior} is null)`).where(sql`${table.huellaEvento} is not null and ${table.huellaEventoAnterior} is null`),
    check('verifactu_eventos_registro', sql`(${table.tipoEvento} is null) = (${table.huellaEvento} is null) and (${table.huellaEvento} is null) = (${table.evento} is null)`),
  ],
);

/**
 * The records remitted to the tax agency at its request (non-VERI*FACTU mode; decision 0083): the
 * request's reference, the issue dates it covers and the last record it may take (`hasta_seq`, fixed
 * when staff asked, so a resumed remittance cuts its messages exactly as the first attempt did), and
 * the agency's answer to each message sent.
 */
export const verifactuRequerimientos = pgTable(
  'verifactu_requerimientos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referencia: text('referencia').notNull(),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }).notNull(),
    hastaSeq: bigint('hasta_seq', { mode: 'number' }).notNull(),
    registros: integer('registros').notNull(),
    estado: text('estado', { enum: REQUERIMIENTO_ESTADO_CODES }).notNull().default('pendiente'),
    /** The agency's answer to each message sent, as the wire carries it. */
    mensajes: jsonb('mensajes').$type<RequerimientoMensaje[]>().notNull().default([]),
    error: text('error'),
    solicitadoPor: text('solicitado_por'),
    solicitadoEl: timestamp('solicitado_el', { withTimezone: true }).notNull().defaultNow(),
    remitidoEl: timestamp('remitido_el', { withTimezone: true }),
  },
  (table) => [
    // One remittance per request: its last message closes it (FinRequerimiento S).
    uniqueIndex('verifactu_requerimientos_referencia').on(sql`upper(${table.referencia})`),
    index().on(table.solicitadoEl),
  ],
);
