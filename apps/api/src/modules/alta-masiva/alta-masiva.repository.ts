import { and, asc, between, count, desc, eq, getTableColumns, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { pageWithTotal, totalOfAll } from '../../db/page-total.ts';
import { archivosCsv, procesamientosCsv } from '../../db/schema/index.ts';

export type NewArchivo = typeof archivosCsv.$inferInsert;

export async function insertArchivo(db: Executor, archivo: NewArchivo): Promise<string> {
  const [row] = await db.insert(archivosCsv).values(archivo).returning({ id: archivosCsv.id });
  if (!row) throw new Error('insert archivo returned no row');
  return row.id;
}

const summaryColumns = {
  id: archivosCsv.id,
  nombre: archivosCsv.nombre,
  fechaCarga: archivosCsv.fechaCarga,
  fechaProcesado: archivosCsv.fechaProcesado,
  procesado: archivosCsv.procesado,
  totalLineas: archivosCsv.totalLineas,
  lineasProcesadas: archivosCsv.lineasProcesadas,
  lineasConError: archivosCsv.lineasConError,
  descargable: sql<boolean>`${archivosCsv.contenido} is not null`,
};

/**
 * A page of the gestoría's files and how many there are, in one statement (every open upload
 * screen asks every 2 s while a file runs); a page past the end counts apart.
 */
export async function listArchivos(db: Executor, gestoriaId: string, page: { page: number; size: number }) {
  const where = eq(archivosCsv.gestoriaId, gestoriaId);
  const rows = await db
    .select({ ...summaryColumns, total: totalOfAll() })
    .from(archivosCsv)
    .where(where)
    .orderBy(desc(archivosCsv.fechaCarga), desc(archivosCsv.id))
    .limit(page.size)
    .offset(page.page * page.size);
  return pageWithTotal(rows, page, async () => (await db.select({ value: count() }).from(archivosCsv).where(where))[0]?.value ?? 0);
}

export type ArchivoSummary = Awaited<ReturnType<typeof listArchivos>>['rows'][number];

export async function findArchivoSummary(db: Executor, id: string, gestoriaId: string) {
  const [row] = await db.select(summaryColumns).from(archivosCsv).where(and(eq(archivosCsv.id, id), eq(archivosCsv.gestoriaId, gestoriaId)));
  return row;
}

/**
 * Deletes the bytes of the files whose processing ended before `before` (the rows, with the results
 * of their lines, stay). How many files it emptied.
 */
export async function forgetContenidoProcessedBefore(db: Executor, before: Date): Promise<number> {
  const emptied = await db
    .update(archivosCsv)
    .set({ contenido: null })
    .where(and(eq(archivosCsv.procesado, true), lt(archivosCsv.fechaProcesado, before), isNotNull(archivosCsv.contenido)))
    .returning({ id: archivosCsv.id });
  return emptied.length;
}

export async function findArchivo(db: Executor, id: string) {
  const [row] = await db.select().from(archivosCsv).where(eq(archivosCsv.id, id));
  return row;
}

const { contenido: _contenido, ...stateColumns } = getTableColumns(archivosCsv);

/** The bytes of a file read a piece at a time: PostgreSQL sends bytea as hex text, twice its size in one string. */
const CONTENT_PIECE_BYTES = 1024 * 1024;

/**
 * A file's bytes, read in pieces of 1 MB into one buffer: a 32 MB file never makes the 64 MB hex
 * string (and the protocol's buffers for it) that a plain select does (decision 0066).
 */
export async function readArchivoContenido(db: Executor, id: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ size: sql<number | null>`octet_length(${archivosCsv.contenido})` }).from(archivosCsv).where(eq(archivosCsv.id, id));
  // No row, or its bytes deleted once processed (forgetContenidoProcessedBefore).
  if (row?.size == null) return undefined;
  const content = Buffer.allocUnsafe(row.size);
  for (let offset = 0; offset < row.size; offset += CONTENT_PIECE_BYTES) {
    const [piece] = await db
      .select({ bytes: sql<Buffer>`substring(${archivosCsv.contenido} from ${offset + 1} for ${CONTENT_PIECE_BYTES})` })
      .from(archivosCsv)
      .where(eq(archivosCsv.id, id));
    piece!.bytes.copy(content, offset);
  }
  return content;
}

/** A file without its bytes: who uploaded it and whether it is done (read once per chunk of its processing). */
export async function findArchivoState(db: Executor, id: string) {
  const [row] = await db.select(stateColumns).from(archivosCsv).where(eq(archivosCsv.id, id));
  return row;
}

export async function unfinishedArchivoIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: archivosCsv.id }).from(archivosCsv).where(eq(archivosCsv.procesado, false)).orderBy(asc(archivosCsv.fechaCarga));
  return rows.map((row) => row.id);
}

/** The unfinished files with no line done (nor uploaded) in the last `idleSeconds`. */
export async function stalledArchivoIds(db: Executor, idleSeconds: number): Promise<string[]> {
  const lastLine = sql`(select max(p.fecha_procesado) from procesamientos_csv p where p.archivo_id = "archivos_csv"."id")`;
  const rows = await db
    .select({ id: archivosCsv.id })
    .from(archivosCsv)
    .where(and(eq(archivosCsv.procesado, false), sql`greatest(${archivosCsv.fechaCarga}, ${lastLine}) < now() - make_interval(secs => ${idleSeconds})`))
    .orderBy(asc(archivosCsv.fechaCarga));
  return rows.map((row) => row.id);
}

export async function processedLines(db: Executor, archivoId: string): Promise<Set<number>> {
  const rows = await db.select({ linea: procesamientosCsv.linea }).from(procesamientosCsv).where(eq(procesamientosCsv.archivoId, archivoId));
  return new Set(rows.map((row) => row.linea));
}

/**
 * Keeps the file's row from being deleted until the end of the transaction; false if the file does
 * not exist. A key-share lock: batches of one run are written side by side (decision 0066). Two
 * runs over the same lines (a resumed job beside a retried one) meet at the unique keys: a
 * company's NIF/CIF and username and the (file, line) of each result wait for the transaction
 * that wrote them first, and fail once it commits, so the later batch is redone without those
 * lines. The counts are added last, so two batches never wait for each other in turn.
 */
export async function lockArchivo(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: archivosCsv.id }).from(archivosCsv).where(eq(archivosCsv.id, id)).for('key share');
  return rows.length === 1;
}

/**
 * Which of these lines already have a result. A batch's lines follow each other in the file: one
 * range of the (file, line) key is read (0.4 ms), not a list of 500 lines (14 ms).
 */
export async function processedLinesAmong(db: Executor, archivoId: string, lineas: number[]): Promise<Set<number>> {
  if (lineas.length === 0) return new Set();
  const wanted = new Set(lineas);
  const rows = await db
    .select({ linea: procesamientosCsv.linea })
    .from(procesamientosCsv)
    .where(and(eq(procesamientosCsv.archivoId, archivoId), between(procesamientosCsv.linea, Math.min(...lineas), Math.max(...lineas))));
  return new Set(rows.map((row) => row.linea).filter((linea) => wanted.has(linea)));
}

export interface LineResult {
  archivoId: string;
  linea: number;
  status: 'OK' | 'ERROR';
  mensajeError: string | null;
  empresaId: string | null;
}

/**
 * Records the results of lines of a file in one statement, and adds them to the file's counts. A
 * line that already has one fails it (the unique (file, line) key), and with it the batch's
 * transaction: no line is ever recorded, done or counted twice.
 */
export async function recordLines(db: Executor, archivoId: string, results: LineResult[]) {
  if (results.length === 0) return;
  await insertMany(db, procesamientosCsv, results);
  const errors = results.filter((result) => result.status === 'ERROR').length;
  await db
    .update(archivosCsv)
    .set({ lineasProcesadas: sql`${archivosCsv.lineasProcesadas} + ${results.length}`, lineasConError: sql`${archivosCsv.lineasConError} + ${errors}` })
    .where(eq(archivosCsv.id, archivoId));
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
