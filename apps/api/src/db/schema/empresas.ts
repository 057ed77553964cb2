import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gestorias } from './gestorias.ts';
import { toolEnum } from './tool.ts';

export const empresas = pgTable(
  'empresas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the company registered itself. */
    gestoriaId: uuid('gestoria_id').references(() => gestorias.id, { onDelete: 'set null' }),
    razonSocial: text('razon_social').notNull(),
    nombreComercial: text('nombre_comercial').notNull(),
    nifCif: text('nif_cif').notNull().unique(),
    tipo: text('tipo', { enum: ['E', 'A'] }).notNull(),
    /** Administrator's full name. */
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    telefono: text('telefono').notNull(),
    direccion: text('direccion').notNull(),
    /**
     * The town ("Población"). Empty for companies registered before it was asked and for bulk uploads
     * of files without the column: documents then write the province in its place (decision 0057).
     */
    localidad: text('localidad').notNull().default(''),
    provincia: text('provincia').notNull(),
    codigoPostal: text('codigo_postal').notNull(),
    cnae: text('cnae').notNull(),
    actividad: text('actividad').notNull(),
    numTrabajadores: integer('num_trabajadores').notNull().default(0),
    numCuenta: text('num_cuenta').notNull(),
    /** When `numCuenta` was last changed by an edit (decision 0050); null if never since it was created. */
    numCuentaDesde: timestamp('num_cuenta_desde', { withTimezone: true }),
    metodoDePago: text('metodo_de_pago', { enum: ['SEPA', 'TRANSFERENCIA', 'TARJETA'] })
      .notNull()
      .default('SEPA'),
    /**
     * Whether the company may download the protocol documents of its tools that are on and signed:
     * one switch per company, as the spec has it (docs/decisions/0015). The tools are `empresaTools`.
     */
    permitirDescarga: boolean('permitir_descarga').notNull().default(false),
    /** Verified by staff in "Nuevas empresas"; not the same as the user's account verification. */
    verificado: boolean('verificado').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A gestoría's company list (listEmpresas): the page in order read from the index alone, the
    // total as an index-only count, and a NIF/CIF prefix search with the page's keys in the index.
    // The name search is the generated column `busqueda` and its trigram index (migration 0032, hand-written
    // like 0003, so neither is declared here: whole-row reads do not carry it).
    index().on(table.gestoriaId, table.createdAt, table.id),
    index().on(table.gestoriaId),
    index().on(table.gestoriaId, table.nifCif.op('text_pattern_ops'), table.createdAt, table.id),
    index().on(table.verificado, table.createdAt),
    // The staff list of every company (docs/decisions/0017): the page in order from the index alone,
    // and the NIF/CIF prefix search with the page's keys in the index.
    index().on(table.createdAt, table.id),
    index().on(table.nifCif.op('text_pattern_ops'), table.createdAt, table.id),
  ],
);

/**
 * A company's tools, one row per (company, tool); every company gets its three rows when it is
 * created, switched on or off (docs/decisions/0015). Contracts, documents, invoice lines and renewals
 * key on (empresa_id, tool). The spec's flat fields (lopdgdd, precioLopdgdd, contratoLopdAceptado…)
 * are made from these rows, and read back into them, only in modules/empresas/empresa-wire.ts.
 */
export const empresaTools = pgTable(
  'empresa_tools',
  {
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    tool: toolEnum('tool').notNull(),
    /** Switched on (the flag `lopdgdd`, `acosoLaboral` or `desconexionDigital`). */
    activa: boolean('activa').notNull().default(false),
    /** The company's price for the tool before VAT: the gestoría's (else the base) price when it was set. */
    precioCents: integer('precio_cents').notNull(),
    /**
     * When the tool's contract was signed (`contrato…Aceptado` is this being set); null until then.
     * The contracts issue adds beside it `contrato_id uuid references contratos(id)`, nullable: the
     * signed contract (and so the signature and its evidence) that set this date.
     */
    fechaFirmaContrato: timestamp('fecha_firma_contrato', { withTimezone: true }),
    /** The yearly period the tool runs (renewals): set when a signed contract starts one, null before. */
    fechaInicio: date('fecha_inicio'),
    fechaFin: date('fecha_fin'),
  },
  (table) => [
    // The key serves every read: a company's three rows (a page of a list reads 10 companies'),
    // and the cascade when a company is deleted.
    primaryKey({ columns: [table.empresaId, table.tool] }),
    // The staff dashboard's active tools per tool: an index-only count of the active rows alone.
    index('empresa_tools_activas_index').on(table.tool).where(sql`${table.activa}`),
    // The renewal job (docs/decisions/0030): active tools by the end of their period, and the signed
    // active tools that have no period yet.
    index('empresa_tools_activas_fecha_fin_index').on(table.fechaFin, table.empresaId).where(sql`${table.activa} and ${table.fechaFin} is not null`),
    index('empresa_tools_sin_periodo_index').on(table.empresaId).where(sql`${table.activa} and ${table.fechaFin} is null and ${table.fechaFirmaContrato} is not null`),
    check('empresa_tools_precio_cents_check', sql`${table.precioCents} >= 0`),
    check(
      'empresa_tools_periodo_check',
      sql`(${table.fechaInicio} is null) = (${table.fechaFin} is null) and (${table.fechaFin} is null or ${table.fechaFin} > ${table.fechaInicio})`,
    ),
  ],
);
