import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { facturas } from './facturas.ts';
import { toolEnum } from './tool.ts';

export const RENOVACION_ORIGENES = ['JOB', 'STAFF'] as const;

/**
 * A renewal (docs/decisions/0030): a period of a company's tools (`fecha_inicio` to `fecha_fin`)
 * and what happens at its end. Pending, then accepted (`renueva`) or disabled
 * (`deshabilitar_renovacion`); at `fecha_fin` the daily job processes an accepted one (next period,
 * invoice: `procesada`) or ends the tools of a disabled one. `cerrada` is "nothing more happens to
 * it" (processed, or disabled and its tools ended): a company has at most one renewal not closed,
 * and one per period end, which is what keeps two runs of the job (or two servers) from creating
 * anything twice.
 */
export const renovaciones = pgTable(
  'renovaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaFin: date('fecha_fin').notNull(),
    /** `fecha_fin` minus 18 days by default: approval opens 18 days before it, priority once reached. */
    fechaRenovacion: date('fecha_renovacion').notNull(),
    renueva: boolean('renueva').notNull().default(false),
    procesada: boolean('procesada').notNull().default(false),
    deshabilitarRenovacion: boolean('deshabilitar_renovacion').notNull().default(false),
    cerrada: boolean('cerrada').notNull().default(false),
    /** Created by the daily job, or by staff (`renovaciones/completa`). */
    origen: text('origen', { enum: RENOVACION_ORIGENES }).notNull(),
    /** The invoice of the period it started (processed renewals with a price). */
    facturaId: uuid('factura_id').references(() => facturas.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `ultimaActualizacion` on the wire. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cerradaAt: timestamp('cerrada_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('renovaciones_una_abierta_por_empresa').on(table.empresaId).where(sql`not ${table.cerrada}`),
    uniqueIndex('renovaciones_empresa_fecha_fin').on(table.empresaId, table.fechaFin),
    // The job's sweeps (accepted or disabled renewals whose period has ended) read the open ones by end.
    index('renovaciones_abiertas_fecha_fin').on(table.fechaFin).where(sql`not ${table.cerrada}`),
    // The staff lists' month filter and order, and the bell (pending with the renewal date reached).
    index('renovaciones_fecha_renovacion').on(table.fechaRenovacion),
    index('renovaciones_pendientes_fecha_renovacion')
      .on(table.fechaRenovacion)
      .where(sql`not ${table.renueva} and not ${table.procesada} and not ${table.deshabilitarRenovacion}`),
    check('renovaciones_fechas_check', sql`${table.fechaFin} >= ${table.fechaInicio} and ${table.fechaRenovacion} <= ${table.fechaFin}`),
    check('renovaciones_estado_check', sql`not (${table.renueva} and ${table.deshabilitarRenovacion}) and (not ${table.procesada} or (${table.renueva} and ${table.cerrada}))`),
  ],
);

/** A renewal's products: one line per tool it renews, at its renewal price (before VAT). */
export const renovacionProductos = pgTable(
  'renovacion_productos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    renovacionId: uuid('renovacion_id')
      .notNull()
      .references(() => renovaciones.id, { onDelete: 'cascade' }),
    tool: toolEnum('tool').notNull(),
    precioCents: integer('precio_cents').notNull(),
  },
  (table) => [
    uniqueIndex('renovacion_productos_renovacion_tool').on(table.renovacionId, table.tool),
    check('renovacion_productos_precio_check', sql`${table.precioCents} >= 0`),
  ],
);
