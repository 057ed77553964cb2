import type { FastifyBaseLogger } from 'fastify';
import { ALTA_MASIVA_MAX_LINES, ALTA_MASIVA_MESSAGES, type ArchivoCsv, type Procesamiento } from '@cumplia/shared/schemas/alta-masiva';
import { empresaCreateSchema } from '@cumplia/shared/schemas/empresa';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import type { Database, Executor } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { PROCESS_CSV_JOB } from '../../jobs/process-csv.job.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { EmpresasService } from '../empresas/empresas.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import {
  claimLine,
  findArchivo,
  findArchivoSummary,
  insertArchivo,
  listArchivos,
  listLines,
  markArchivoProcessed,
  processedLines,
  unfinishedArchivoIds,
  type ArchivoSummary,
} from './alta-masiva.repository.ts';
import { mapHeader, rowToForm, sampleCsv, type ColumnMap } from './csv/columns.ts';
import { decodeCsv } from './csv/decode.ts';
import { detectSeparator, parseCsv, type CsvRow } from './csv/parse.ts';

/**
 * PGlite runs queries synchronously and resolves them as microtasks: a long loop of queries would
 * never let the server read its sockets. Each batch ends by giving the event loop a turn.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lines committed together: one commit (a disk flush on the embedded database) per line made a
 * 10,000-line file take ten minutes. A crash loses at most the batch in progress, redone after.
 */
const LINES_PER_TRANSACTION = 50;

/** Thrown in a line's savepoint when another run already recorded that line. */
class LineAlreadyDone extends Error {}

/** A job works this long at most, then hands the rest of the file to a new job. */
const CHUNK_MILLISECONDS = 15_000;

export interface UploadedFile {
  filename: string;
  mimetype: string;
  bytes: Uint8Array;
}

export interface AltaMasivaService {
  /** Checks and stores a file, then asks for it to be processed in the background. */
  upload(actor: Actor, gestoriaId: string, file: UploadedFile): Promise<ArchivoCsv>;
  list(gestoriaId: string, page: { page: number; size: number }): Promise<Page<ArchivoCsv>>;
  download(gestoriaId: string, id: string): Promise<{ nombre: string; bytes: Uint8Array }>;
  lines(gestoriaId: string, id: string): Promise<Procesamiento[]>;
  sample(): Buffer;
  /** The job's work: the lines not yet processed, for a while; true when the file is finished. */
  processChunk(archivoId: string, budgetMilliseconds?: number): Promise<boolean>;
  /** Processes every unfinished file to its end (start-up recovery and tests). */
  processPending(): Promise<void>;
  /** Asks the queue to go on with every unfinished file (after a restart). */
  resumeUnfinished(): Promise<void>;
  /** Asks the queue to go on with one file. */
  enqueue(archivoId: string): Promise<void>;
}

interface ParsedFile {
  rows: CsvRow[];
  columns: ColumnMap;
}

function parseFile(bytes: Uint8Array): ParsedFile & { encoding: string; separator: string } {
  const { text, encoding } = decodeCsv(bytes);
  const separator = detectSeparator(text);
  const [header, ...rows] = parseCsv(text, separator);
  if (!header || rows.length === 0) throw badRequest('VALIDATION_ERROR', ALTA_MASIVA_MESSAGES.empty, { file: ALTA_MASIVA_MESSAGES.empty });
  const { columns, missing } = mapHeader(header.cells);
  if (missing.length > 0) {
    const message = `${ALTA_MASIVA_MESSAGES.missingColumns} ${missing.join(', ')}. Descargue el archivo de ejemplo para ver el formato.`;
    throw badRequest('VALIDATION_ERROR', message, { file: message });
  }
  return { rows, columns, encoding, separator };
}

const toWire = (archivo: ArchivoSummary): ArchivoCsv => ({
  ...archivo,
  fechaCarga: archivo.fechaCarga.toISOString(),
  fechaProcesado: archivo.fechaProcesado?.toISOString() ?? null,
});

/** The messages of an invalid line, "campo: mensaje", as the per-line dialog shows them. */
function validationMessage(issues: Array<{ path: PropertyKey[]; message: string }>): string {
  const seen = new Set<string>();
  for (const issue of issues) seen.add(`${String(issue.path[0] ?? 'línea')}: ${issue.message}`);
  return [...seen].join(' ');
}

export function createAltaMasivaService(deps: {
  db: Database;
  queue: JobQueue;
  empresas: EmpresasService;
  outbox: OutboxService;
  log: FastifyBaseLogger;
}): AltaMasivaService {
  const { db, queue, empresas, outbox, log } = deps;

  async function signal(archivoId: string) {
    try {
      await queue.send(PROCESS_CSV_JOB, { archivoId }, { retryLimit: 10, expireInSeconds: 120 });
    } catch (error) {
      log.warn({ err: error, archivoId }, 'could not enqueue the file; it is resumed by the periodic run');
    }
  }

  /**
   * One line inside the batch's transaction, in a savepoint of its own: a line that fails rolls
   * back only itself and records its message; its result row commits with the batch.
   */
  async function processLine(tx: Executor, archivo: { id: string; gestoriaId: string }, actor: Actor, row: CsvRow, columns: ColumnMap) {
    const parsed = empresaCreateSchema.safeParse(rowToForm(row.cells, columns));
    if (!parsed.success) {
      await claimLine(tx, { archivoId: archivo.id, linea: row.line, status: 'ERROR', mensajeError: validationMessage(parsed.error.issues) });
      return;
    }
    try {
      await tx.transaction(async (savepoint) => {
        const empresaId = await empresas.createInTransaction(savepoint, actor, archivo.gestoriaId, parsed.data);
        // Another run that did this line first wins: undo this one's company.
        if (!(await claimLine(savepoint, { archivoId: archivo.id, linea: row.line, status: 'OK', empresaId }))) throw new LineAlreadyDone();
      });
    } catch (error) {
      if (error instanceof LineAlreadyDone) return;
      if (!(error instanceof AppError)) throw error;
      await claimLine(tx, { archivoId: archivo.id, linea: row.line, status: 'ERROR', mensajeError: error.message });
    }
  }

  async function processChunk(archivoId: string, budgetMilliseconds = CHUNK_MILLISECONDS): Promise<boolean> {
    const archivo = await findArchivo(db, archivoId);
    if (!archivo || archivo.procesado) return true;
    const { rows, columns } = parseFile(archivo.contenido);
    const done = await processedLines(db, archivoId);
    const actor: Actor = { userId: archivo.uploadedBy, username: archivo.uploadedByUsername, clientIp: null, requestId: `alta-masiva:${archivoId}` };
    const pending = rows.filter((row) => !done.has(row.line));
    const deadline = Date.now() + budgetMilliseconds;
    let next = 0;
    while (next < pending.length && Date.now() <= deadline) {
      const batch = pending.slice(next, next + LINES_PER_TRANSACTION);
      await db.transaction(async (tx) => {
        for (const row of batch) await processLine(tx, archivo, actor, row, columns);
      });
      next += batch.length;
      await yieldToEventLoop();
    }
    const finished = next >= pending.length;
    await outbox.dispatch();
    if (finished) await markArchivoProcessed(db, archivoId);
    return finished;
  }

  async function owned(gestoriaId: string, id: string) {
    const archivo = await findArchivoSummary(db, id, gestoriaId);
    if (!archivo) throw notFound('El archivo no existe.');
    return archivo;
  }

  return {
    async upload(actor, gestoriaId, file) {
      const isCsv = file.mimetype === 'text/csv' || file.filename.toLowerCase().endsWith('.csv');
      if (!isCsv) throw badRequest('VALIDATION_ERROR', ALTA_MASIVA_MESSAGES.notCsv, { file: ALTA_MASIVA_MESSAGES.notCsv });
      const parsed = parseFile(file.bytes);
      if (parsed.rows.length > ALTA_MASIVA_MAX_LINES) throw badRequest('VALIDATION_ERROR', ALTA_MASIVA_MESSAGES.tooManyLines, { file: ALTA_MASIVA_MESSAGES.tooManyLines });
      const id = await db.transaction(async (tx) => {
        const archivoId = await insertArchivo(tx, {
          gestoriaId,
          uploadedBy: actor.userId,
          uploadedByUsername: actor.username,
          nombre: file.filename.slice(0, 255),
          contenido: file.bytes,
          encoding: parsed.encoding,
          separador: parsed.separator,
          totalLineas: parsed.rows.length,
        });
        await recordAudit(tx, actor, { action: 'archivo-csv.uploaded', entityType: 'archivo_csv', entityId: archivoId, changes: { nombre: file.filename, lineas: parsed.rows.length } });
        return archivoId;
      });
      await signal(id);
      return toWire(await owned(gestoriaId, id));
    },

    async list(gestoriaId, page) {
      const { rows, total } = await listArchivos(db, gestoriaId, page);
      return pageOf(rows.map(toWire), total, page);
    },

    async download(gestoriaId, id) {
      await owned(gestoriaId, id);
      const archivo = await findArchivo(db, id);
      return { nombre: archivo!.nombre, bytes: archivo!.contenido };
    },

    async lines(gestoriaId, id) {
      await owned(gestoriaId, id);
      return (await listLines(db, id)).map((line) => ({ ...line, fechaProcesado: line.fechaProcesado.toISOString() }));
    },

    sample: sampleCsv,

    processChunk,

    async processPending() {
      for (const id of await unfinishedArchivoIds(db)) await processChunk(id, Number.POSITIVE_INFINITY);
    },

    enqueue: signal,

    async resumeUnfinished() {
      for (const id of await unfinishedArchivoIds(db)) await signal(id);
    },
  };
}
