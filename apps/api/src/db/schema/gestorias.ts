import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { toolEnum } from './tool.ts';

export const gestorias = pgTable('gestorias', {
  id: uuid('id').primaryKey().defaultRandom(),
  razonSocial: text('razon_social').notNull(),
  nombreComercial: text('nombre_comercial').notNull(),
  nifCif: text('nif_cif').notNull().unique(),
  tipo: text('tipo', { enum: ['E', 'A'] }).notNull(),
  /** Administrator's full name. */
  nombre: text('nombre').notNull(),
  /**
   * Administrator's NIF (spec 2 "dni"): the username of the user created with the gestoría. Edited
   * here it stays the gestoría's record; the user's login is changed on the user screens.
   */
  dni: text('dni').notNull().default(''),
  email: text('email').notNull(),
  telefono: text('telefono').notNull(),
  direccion: text('direccion').notNull(),
  provincia: text('provincia').notNull().default(''),
  codigoPostal: text('codigo_postal').notNull().default(''),
  cnae: text('cnae').notNull(),
  actividad: text('actividad').notNull(),
  numTrabajadores: integer('num_trabajadores').notNull().default(0),
  numCuenta: text('num_cuenta').notNull(),
  /** Commission as basis points of a percent: 1000 = 10.00 %. */
  comisionBasisPoints: integer('comision_basis_points').notNull().default(1000),
  superColaborador: boolean('super_colaborador').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A gestoría's price per tool, one row per (gestoría, tool), in cents: its `productos` (product lines
 * nombrePlantilla + precioDescuento in spec 2). A tool without a row takes the base price (spec 0
 * "Companies, tools and prices"); a company's tool takes this price when it is switched on.
 */
export const gestoriaProductos = pgTable(
  'gestoria_productos',
  {
    gestoriaId: uuid('gestoria_id')
      .notNull()
      .references(() => gestorias.id, { onDelete: 'cascade' }),
    nombrePlantilla: toolEnum('nombre_plantilla').notNull(),
    precioCents: integer('precio_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gestoriaId, table.nombrePlantilla] })],
);
