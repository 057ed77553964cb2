import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';

/**
 * "Datos para los protocolos" (docs/decisions/0046): the facts about a company its protocol
 * documents need, one row per company, owned by the protocolos module (the company record is not
 * widened). Every column is nullable: null is "unknown", and a document prints "pendiente de
 * completar" for it. No row is the same as a row of nulls.
 */
export const empresaDatosProtocolos = pgTable(
  'empresa_datos_protocolos',
  {
    empresaId: uuid('empresa_id')
      .primaryKey()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    familiaActividad: text('familia_actividad'),
    representacion: text('representacion', { enum: ['NINGUNA', 'DELEGADOS', 'COMITE'] }),
    horaInicio: text('hora_inicio'),
    horaFin: text('hora_fin'),
    turnos: boolean('turnos'),
    datosSalud: boolean('datos_salud'),
    videovigilancia: boolean('videovigilancia'),
    geolocalizacion: boolean('geolocalizacion'),
    datosMenores: boolean('datos_menores'),
    planIgualdad: boolean('plan_igualdad'),
    canalDenuncias: boolean('canal_denuncias'),
    /** The kinds of processors used; an empty array is "none", null "unknown". */
    encargados: text('encargados').array(),
    canalAcoso: text('canal_acoso'),
    fechaAprobacionAcoso: date('fecha_aprobacion_acoso'),
    fechaAprobacionDesconexion: date('fecha_aprobacion_desconexion'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('empresa_datos_protocolos_horario', sql`(${table.horaInicio} is null) = (${table.horaFin} is null)`),
  ],
);
