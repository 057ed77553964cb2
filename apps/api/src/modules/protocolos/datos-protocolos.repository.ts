import { and, asc, eq, or, isNull, sql } from 'drizzle-orm';
import { DATOS_PROTOCOLOS_VACIOS, type DatosProtocolos } from '@cumplia/shared/schemas/datos-protocolos';
import type { Executor } from '../../db/database.ts';
import { totalOfAll } from '../../db/page-total.ts';
import { empresaDatosProtocolos, empresas } from '../../db/schema/index.ts';

type Row = typeof empresaDatosProtocolos.$inferSelect;

/** The row's facts in the wire's shape (the shared schema's enums for the text columns). */
function datosOf(row: Row | undefined): DatosProtocolos {
  if (!row) return DATOS_PROTOCOLOS_VACIOS;
  const { empresaId: _empresaId, updatedAt: _updatedAt, ...datos } = row;
  return datos as DatosProtocolos;
}

export async function findDatosProtocolos(db: Executor, empresaId: string): Promise<DatosProtocolos> {
  const [row] = await db.select().from(empresaDatosProtocolos).where(eq(empresaDatosProtocolos.empresaId, empresaId));
  return datosOf(row);
}

/** Stores the facts whole (the form sends every one; null is "unknown"). */
export async function saveDatosProtocolos(db: Executor, empresaId: string, datos: DatosProtocolos): Promise<void> {
  const values = { ...datos, updatedAt: new Date() };
  await db
    .insert(empresaDatosProtocolos)
    .values({ empresaId, ...values })
    .onConflictDoUpdate({ target: empresaDatosProtocolos.empresaId, set: values });
}

/** The facts of companies that have none yet (a bulk upload's new companies), in one statement. */
export async function insertDatosProtocolos(db: Executor, rows: Array<{ empresaId: string; datos: DatosProtocolos }>): Promise<void> {
  if (rows.length === 0) return;
  const updatedAt = new Date();
  await db
    .insert(empresaDatosProtocolos)
    .values(rows.map(({ empresaId, datos }) => ({ empresaId, ...datos, updatedAt })))
    .onConflictDoNothing({ target: empresaDatosProtocolos.empresaId });
}

/** The columns whose null is a fact still unknown (the approval dates and the family are not facts asked). */
const t = empresaDatosProtocolos;
const pendingCount = sql<number>`(
  (${t.representacion} is null)::int + (${t.horaInicio} is null)::int + (${t.turnos} is null)::int
  + (${t.datosSalud} is null)::int + (${t.videovigilancia} is null)::int + (${t.geolocalizacion} is null)::int
  + (${t.datosMenores} is null)::int + (${t.planIgualdad} is null)::int + (${t.canalDenuncias} is null)::int
  + (${t.encargados} is null)::int + (${t.canalAcoso} is null)::int
)`;

/**
 * A gestoría's companies with facts still unknown, by name: a company without a row misses them all
 * (DATOS_REQUERIDOS counts 11). The first `limit` by name, and how many there are.
 */
export async function listEmpresasConDatosPendientes(db: Executor, gestoriaId: string, totalRequeridos: number, limit: number) {
  const rows = await db
    .select({
      id: empresas.id,
      nifCif: empresas.nifCif,
      nombreComercial: empresas.nombreComercial,
      pendientes: sql<number>`coalesce(${pendingCount}, ${totalRequeridos})`.mapWith(Number),
      total: totalOfAll(),
    })
    .from(empresas)
    .leftJoin(t, eq(t.empresaId, empresas.id))
    .where(and(eq(empresas.gestoriaId, gestoriaId), or(isNull(t.empresaId), sql`${pendingCount} > 0`)))
    .orderBy(asc(empresas.nombreComercial), asc(empresas.id))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, empresas: rows.map(({ total: _total, ...row }) => row) };
}
