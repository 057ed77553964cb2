import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gestorias } from './gestorias.ts';

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
    provincia: text('provincia').notNull(),
    codigoPostal: text('codigo_postal').notNull(),
    cnae: text('cnae').notNull(),
    actividad: text('actividad').notNull(),
    numTrabajadores: integer('num_trabajadores').notNull().default(0),
    numCuenta: text('num_cuenta').notNull(),
    metodoDePago: text('metodo_de_pago', { enum: ['SEPA', 'TRANSFERENCIA', 'TARJETA'] })
      .notNull()
      .default('SEPA'),
    lopdgdd: boolean('lopdgdd').notNull().default(false),
    acosoLaboral: boolean('acoso_laboral').notNull().default(false),
    desconexionDigital: boolean('desconexion_digital').notNull().default(false),
    precioLopdgddCents: integer('precio_lopdgdd_cents').notNull().default(12000),
    precioAcosoLaboralCents: integer('precio_acoso_laboral_cents').notNull().default(9000),
    precioDesconexionDigitalCents: integer('precio_desconexion_digital_cents').notNull().default(9000),
    contratoLopdAceptado: boolean('contrato_lopd_aceptado').notNull().default(false),
    contratoAcosoAceptado: boolean('contrato_acoso_aceptado').notNull().default(false),
    contratoDesconexionAceptado: boolean('contrato_desconexion_aceptado').notNull().default(false),
    permitirDescarga: boolean('permitir_descarga').notNull().default(false),
    /** Verified by staff in "Nuevas empresas"; not the same as the user's account verification. */
    verificado: boolean('verificado').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A gestoría's company list (listEmpresas): the page in order read from the index alone, the
    // total as an index-only count, and a NIF/CIF prefix search with the page's keys in the index.
    // The name search is the trigram index of migration 0003.
    index().on(table.gestoriaId, table.createdAt, table.id),
    index().on(table.gestoriaId),
    index().on(table.gestoriaId, table.nifCif.op('text_pattern_ops'), table.createdAt, table.id),
    index().on(table.verificado, table.createdAt),
  ],
);
