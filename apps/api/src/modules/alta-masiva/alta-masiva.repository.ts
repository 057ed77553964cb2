import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { archivosCsv, procesamientosCsv } from '../../db/schema/index.ts';

export type NewArchivo = typeof archivosCsv.$inferInsert;

export async function insertArchivo(db: Executor, archivo: NewArchivo): Promise<string> {
  const [row] = await db.insert(archivosCsv).values(archivo).returning({ id: archivosCsv.id });
  if (!row) throw new Error('insert archivo returned no row');
  return row.id;
}

const lineasProcesadas = sql<number>`(select count(*)::int from procesamientos_csv p where p.archivo_id = "archivos_csv"."id")`;
const lineasConError = sql<number>`(select count(*)::int from procesamientos_csv p where p.archivo_id = "archivos_csv"."id" and p.status = 'ERROR')`;

const summaryColumns = {
  id: archivosCsv.id,
  nombre: archivosCsv.nombre,
  fechaCarga: archivosCsv.fechaCarga,
  fechaProcesado: archivosCsv.fechaProcesado,
  procesado: archivosCsv.procesado,
  totalLineas: archivosCsv.totalLineas,
  lineasProcesadas,
  lineasConError,
};

export async function listArchivos(db: Executor, gestoriaId: string, page: { page: number; size: number }) {
  const where = eq(archivosCsv.gestoriaId, gestoriaId);
  const [rows, [total]] = await Promise.all([
    db.select(summaryColumns).from(archivosCsv).where(where).orderBy(desc(archivosCsv.fechaCarga), desc(archivosCsv.id)).limit(page.size).offset(page.page * page.size),
    db.select({ value: count() }).from(archivosCsv).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
export type ArchivoSummary = Awaited<ReturnType<typeof listArchivos>>['rows'][number];

export async function findArchivoSummary(db: Executor, id: string, gestoriaId: string) {
  const [row] = await db.select(summaryColumns).from(archivosCsv).where(and(eq(archivosCsv.id, id), eq(archivosCsv.gestoriaId, gestoriaId)));
  return row;
}

export async function findArchivo(db: Executor, id: string) {
  const [row] = await db.select().from(archivosCsv).where(eq(archivosCsv.id, id));
  return row;
}

export async function unfinishedArchivoIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: archivosCsv.id }).from(archivosCsv).where(eq(archivosCsv.procesado, false)).orderBy(asc(archivosCsv.fechaCarga));
  return rows.map((row) => row.id);
}

export async function processedLines(db: Executor, archivoId: string): Promise<Set<number>> {
  const rows = await db.select({ linea: procesamientosCsv.linea }).from(procesamientosCsv).where(eq(procesamientosCsv.archivoId, archivoId));
  return new Set(rows.map((row) => row.linea));
}

/** Records a line's result unless it already has one; true when this call recorded it. */
export async function claimLine(
  db: Executor,
  result: { archivoId: string; linea: number; status: 'OK' | 'ERROR'; mensajeError?: string | null; empresaId?: string },
): Promise<boolean> {
  const rows = await db
    .insert(procesamientosCsv)
    .values({ ...result, mensajeError: result.mensajeError ?? null, empresaId: result.empresaId ?? null })
    .onConflictDoNothing({ target: [procesamientosCsv.archivoId, procesamientosCsv.linea] })
    .returning({ id: procesamientosCsv.id });
  return rows.length === 1;
}

export async function markArchivoProcessed(db: Executor, id: string) {
  await db.update(archivosCsv).set({ procesado: true, fechaProcesado: new Date() }).where(and(eq(archivosCsv.id, id), eq(archivosCsv.procesado, false)));
}

export async function listLines(db: Executor, archivoId: string) {
  return db
    .select({ id: procesamientosCsv.id, linea: procesamientosCsv.linea, status: procesamientosCsv.status, mensajeError: procesamientosCsv.mensajeError, fechaProcesado: procesamientosCsv.fechaProcesado })
    .from(procesamientosCsv)
    .where(eq(procesamientosCsv.archivoId, archivoId))
    .orderBy(asc(procesamientosCsv.linea));
}
