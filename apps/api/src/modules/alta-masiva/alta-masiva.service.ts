import { daysBefore } from '@cumplia/shared/calendar';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ALTA_MASIVA_MESSAGES, ALTA_MASIVA_RETENTION_DAYS, type ArchivoCsv, type Procesamiento } from '@cumplia/shared/schemas/alta-masiva';
import { empresaCreateSchema, empresaCreateWithoutLocalidadSchema, type EmpresaCreate } from '@cumplia/shared/schemas/empresa';
import { DATOS_PROTOCOLOS_MESSAGES, DATOS_PROTOCOLOS_VACIOS, datosProtocolosDeCsv, datosProtocolosSchema, type DatosProtocolos } from '@cumplia/shared/schemas/datos-protocolos';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import type { Database } from '../../db/database.ts';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import type { BulkWork } from '../../jobs/bulk-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { processCsvJob } from '../../jobs/process-csv.job.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { EmpresaCreationService } from '../empresas/empresa-creation.service.ts';
import type { ProtocolosService } from '../protocolos/protocolos.service.ts';
import {
  findArchivo,
  findArchivoState,
  findArchivoSummary,
  forgetContenidoProcessedBefore,
  insertArchivo,
  listArchivos,
  listLines,
  lockArchivo,
  markArchivoProcessed,
  processedLines,
  processedLinesAmong,
  readArchivoContenido,
  recordLines,
  stalledArchivoIds,
  unfinishedArchivoIds,
  type ArchivoSummary,
  type LineResult,
} from './alta-masiva.repository.ts';
import { BatchesInFlight } from './batches-in-flight.ts';
import { KeptReadings, type Reading } from './kept-readings.ts';
import { rowToDatosCells, rowToForm, sampleCsv, type ColumnMap } from './csv/columns.ts';
import { checkCsv, openCsv } from './csv/open.ts';
import { CsvFormatError, type CsvRow } from './csv/parse.ts';

/**
 * Lines done together, in one transaction of a few multi-row statements that also records their
 * results: a batch is wholly done or not at all. A crash loses at most the batch in progress, which
 * is redone; a batch commits well under a second, so progress shows while a file runs.
 */
const LINES_PER_BATCH = 500;

/** Lines validated in one go (a few milliseconds); between two slices the event loop gets a turn. */
const LINES_PER_SLICE = 50;

/**
 * Batches written at once, each in its own transaction: while the database writes one, the server
 * builds the next one's statements (one at a time, the server waited for the database about half
 * the time: decision 0066, third step).
 */
const BATCHES_IN_FLIGHT = 2;

/** A batch that meets a company or user registered meanwhile by someone else is redone this often. */
const BATCH_ATTEMPTS = 5;

/** A job works this long at most, then hands the rest of the file to a new job. */
const CHUNK_MILLISECONDS = 15_000;

/**
 * A file's reading kept in this process (`KeptReadings`): the upload's (the request read the file
 * whole for its check), and between two chunks of its processing, where the next chunk goes on from
 * the row the last one stopped at instead of reading the file from the database and parsing it from
 * the start again (which made a 100,000-line file quadratic: decision 0066). A reading not taken up
 * within this long (its processing ran on another instance) is let go.
 */
const READING_IDLE_MILLISECONDS = 5 * 60_000;

/** The rows of a file its processing has not done yet, as it finds them when (re)starting. */
async function* rowsNotDone(rows: AsyncGenerator<CsvRow>, done: ReadonlySet<number>): AsyncGenerator<CsvRow> {
  for await (const row of rows) if (!done.has(row.line)) yield row;
}

export interface UploadedFile {
  filename: string;
  mimetype: string;
  bytes: Uint8Array;
}

export interface AltaMasivaService {
  /** Checks and stores a file, then asks for it to be processed in the background. */
  upload(actor: Actor, gestoriaId: string, file: UploadedFile): Promise<ArchivoCsv>;
  list(gestoriaId: string, page: { page: number; size: number }): Promise<Page<ArchivoCsv>>;
  /** The file as it was uploaded; 410 once its bytes have been deleted. */
  download(gestoriaId: string, id: string): Promise<{ nombre: string; bytes: Uint8Array }>;
  /** Deletes the bytes of the files processed more than ALTA_MASIVA_RETENTION_DAYS ago (the purge job's, hourly). How many. */
  purgeOld(): Promise<number>;
  lines(gestoriaId: string, id: string): Promise<Procesamiento[]>;
  sample(): Buffer;
  /** The lines not yet processed, for a while; true when the file is finished. */
  processChunk(archivoId: string, budgetMilliseconds?: number): Promise<boolean>;
  /** The `process-csv` job's work: a chunk, and the rest of the file handed to a new job. */
  continueProcessing(archivoId: string): Promise<void>;
  /** Processes every unfinished file to its end (tests). */
  processPending(): Promise<void>;
  /** Asks the queue to go on with every unfinished file (at start-up: a stopped server left them). */
  resumeUnfinished(): Promise<void>;
  /**
   * The `resume-csv` sweep: asks the queue to go on with the unfinished files that have made no
   * progress for a while (an upload whose job could not be sent, a job that gave up).
   */
  resumeStalled(): Promise<void>;
}

/**
 * An unfinished file with no line done for this long has no job working on it: a running job
 * commits a batch every second or so, and a waiting one is behind others for well under this.
 */
const STALLED_AFTER_SECONDS = 120;

/** A file the CSV engine refuses, as the upload's 400 with the engine's message. */
function asValidationError(error: unknown): never {
  if (error instanceof CsvFormatError) throw badRequest('VALIDATION_ERROR', error.message, { file: error.message });
  throw error;
}

const toWire = (archivo: ArchivoSummary): ArchivoCsv => ({
  ...archivo,
  fechaCarga: archivo.fechaCarga.toISOString(),
  fechaProcesado: archivo.fechaProcesado?.toISOString() ?? null,
});

type ParsedLine = { success: true; data: { empresa: EmpresaCreate; datos: DatosProtocolos; conDatos: boolean } } | { success: false; message: string };

/**
 * A line as the creation form and the facts' form would take it: both schemas' messages together;
 * the harassment channel may not be the administrator's own e-mail, as in the facts' form.
 */
function parseLine(row: CsvRow, columns: ColumnMap): ParsedLine {
  // A file made before the town was asked has no such column: its companies are created without one (decision 0057).
  const lineSchema = columns.localidad === undefined ? empresaCreateWithoutLocalidadSchema : empresaCreateSchema;
  const empresa = lineSchema.safeParse(rowToForm(row.cells, columns));
  const datos = datosProtocolosSchema.safeParse(datosProtocolosDeCsv(rowToDatosCells(row.cells, columns)));
  const issues = [...(empresa.success ? [] : empresa.error.issues), ...(datos.success ? [] : datos.error.issues)];
  if (empresa.success && datos.success && datos.data.canalAcoso !== null && datos.data.canalAcoso === empresa.data.email.trim().toLowerCase()) {
    issues.push({ path: ['canalAcoso'], message: DATOS_PROTOCOLOS_MESSAGES.canalAcosoAdministrador } as (typeof issues)[number]);
  }
  if (issues.length > 0 || !empresa.success || !datos.success) return { success: false, message: validationMessage(issues) };
  const conDatos = Object.entries(datos.data).some(([key, value]) => value !== DATOS_PROTOCOLOS_VACIOS[key as keyof DatosProtocolos]);
  return { success: true, data: { empresa: empresa.data, datos: datos.data, conDatos } };
}

type Line = { linea: number; parsed: ParsedLine };

/** A batch's rows validated a slice at a time, so that other requests are answered in between. */
async function validated(rows: CsvRow[], columns: ColumnMap): Promise<Line[]> {
  const lines: Line[] = [];
  for (let start = 0; start < rows.length; start += LINES_PER_SLICE) {
    for (const row of rows.slice(start, start + LINES_PER_SLICE)) lines.push({ linea: row.line, parsed: parseLine(row, columns) });
    await nextTurn();
  }
  return lines;
}

/** What a batch registers that another line could also ask for: its valid lines' NIF/CIF and usernames. */
function keysOf(lines: Line[]): Set<string> {
  const keys = new Set<string>();
  for (const { parsed } of lines) {
    if (!parsed.success) continue;
    keys.add(`nif:${parsed.data.empresa.nifCif}`);
    keys.add(`usuario:${parsed.data.empresa.username}`);
  }
  return keys;
}

/** The messages of an invalid line, "campo: mensaje", as the per-line dialog shows them. */
function validationMessage(issues: Array<{ path: PropertyKey[]; message: string }>): string {
  const seen = new Set<string>();
  for (const issue of issues) seen.add(`${String(issue.path[0] ?? 'línea')}: ${issue.message}`);
  return [...seen].join(' ');
}

export function createAltaMasivaService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  queue: JobQueue;
  /** A file's processing is bulk work: the deliveries of the messages it queues wait for it. */
  bulkWork: BulkWork;
  empresaCreation: EmpresaCreationService;
  protocolos: Pick<ProtocolosService, 'saveDatosNuevas'>;
  log: FastifyBaseLogger;
  now: () => Date;
}): AltaMasivaService {
  const { db, unitOfWork, queue, bulkWork, empresaCreation, protocolos, log, now } = deps;

  async function signal(archivoId: string) {
    try {
      await queue.send(processCsvJob, { archivoId });
    } catch (error) {
      log.warn({ err: error, archivoId }, 'could not enqueue the file; it is resumed by the periodic run');
    }
  }

  /**
   * One batch: every line validated in memory, then one transaction that creates the valid lines'
   * companies set-wise and records every line's result. A unique violation means a company or
   * user (or a line's result) was registered meanwhile by another request or run: the transaction
   * is rolled back and the batch redone, and its checks now see what was registered.
   */
  async function processBatch(archivo: { id: string; gestoriaId: string }, actor: Actor, lines: Line[]) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await unitOfWork.run(async (uow) => {
          const { tx } = uow;
          if (!(await lockArchivo(tx, archivo.id))) return;
          const done = await processedLinesAmong(tx, archivo.id, lines.map((line) => line.linea));
          const todo = lines.filter((line) => !done.has(line.linea));
          const valid = todo.flatMap((line) => (line.parsed.success ? [{ linea: line.linea, data: line.parsed.data }] : []));
          const created = await empresaCreation.createMany(uow, actor, archivo.gestoriaId, valid.map((line) => line.data.empresa));
          const outcomeOf = new Map(valid.map((line, index) => [line.linea, created[index]!]));
          // The facts of the lines that gave some, stored with their new company (docs/decisions/0056).
          await protocolos.saveDatosNuevas(
            uow,
            valid.flatMap((line, index) => {
              const outcome = created[index]!;
              return 'error' in outcome || !line.data.conDatos ? [] : [{ empresaId: outcome.empresaId, datos: line.data.datos }];
            }),
          );
          await recordLines(
            tx,
            archivo.id,
            todo.map((line): LineResult => {
              const base = { archivoId: archivo.id, linea: line.linea };
              if (!line.parsed.success) return { ...base, status: 'ERROR', mensajeError: line.parsed.message, empresaId: null };
              const outcome = outcomeOf.get(line.linea)!;
              if ('error' in outcome) return { ...base, status: 'ERROR', mensajeError: outcome.error.message, empresaId: null };
              return { ...base, status: 'OK', mensajeError: null, empresaId: outcome.empresaId };
            }),
          );
        });
        return;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= BATCH_ATTEMPTS) throw error;
        log.info({ archivoId: archivo.id, attempt }, 'a batch met a registration made meanwhile; it is redone');
      }
    }
  }

  const readings = new KeptReadings(READING_IDLE_MILLISECONDS);

  /** Where this file's reading stopped in this process, or a new reading that skips the lines done. */
  async function readingOf(archivoId: string): Promise<Reading> {
    const kept = readings.take(archivoId);
    if (kept) return kept;
    const [contenido, done] = await Promise.all([readArchivoContenido(db, archivoId), processedLines(db, archivoId)]);
    const { rows, columns } = await openCsv(contenido!);
    return { rows: rowsNotDone(rows, done), columns };
  }

  function processChunk(archivoId: string, budgetMilliseconds = CHUNK_MILLISECONDS): Promise<boolean> {
    return bulkWork.run(() => processChunkNow(archivoId, budgetMilliseconds));
  }

  async function processChunkNow(archivoId: string, budgetMilliseconds: number): Promise<boolean> {
    const archivo = await findArchivoState(db, archivoId);
    if (!archivo || archivo.procesado) {
      readings.drop(archivoId);
      return true;
    }
    const reading = await readingOf(archivoId);
    const actor: Actor = { userId: archivo.uploadedBy, username: archivo.uploadedByUsername, clientIp: null, requestId: `alta-masiva:${archivoId}` };
    const deadline = Date.now() + budgetMilliseconds;
    // The file is parsed as far as this chunk gets, a batch at a time, and the next batch is read
    // and validated while the database writes the ones before. A chunk out of time keeps its reading
    // for the next one. A line done meanwhile by another run is skipped by its batch.
    const writing = new BatchesInFlight(BATCHES_IN_FLIGHT);
    try {
      for (;;) {
        const rows: CsvRow[] = [];
        while (rows.length < LINES_PER_BATCH) {
          const next = await reading.rows.next();
          if (next.done) break;
          rows.push(next.value);
        }
        if (rows.length === 0) break;
        const lines = await validated(rows, reading.columns);
        await writing.start(keysOf(lines), () => processBatch(archivo, actor, lines));
        if (Date.now() > deadline) {
          await writing.finish();
          readings.keep(archivoId, reading);
          return false;
        }
      }
      await writing.finish();
    } catch (error) {
      await writing.settle();
      throw error;
    }
    await markArchivoProcessed(db, archivoId);
    return true;
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
      const parsed = await checkCsv(file.bytes).catch(asValidationError);
      const id = await unitOfWork.run(async (uow) => {
        const { tx } = uow;
        const archivoId = await insertArchivo(tx, {
          gestoriaId,
          uploadedBy: actor.userId,
          uploadedByUsername: actor.username,
          nombre: file.filename.slice(0, 255),
          contenido: file.bytes,
          encoding: parsed.encoding,
          separador: parsed.separator,
          totalLineas: parsed.lines,
        });
        await recordAudit(tx, actor, { action: 'archivo-csv.uploaded', entityType: 'archivo_csv', entityId: archivoId, changes: { nombre: file.filename, lineas: parsed.lines } });
        // Its processing here reads the file this request has read, from its first line, rather than
        // from the database (2 s for 100,000 lines: decision 0066, fourth step); elsewhere, as ever.
        uow.afterCommit(`keep the reading of ${archivoId}`, async () => readings.keep(archivoId, await parsed.reopen()));
        queue.sendAfterCommit(uow, processCsvJob, { archivoId });
        return archivoId;
      });
      return toWire(await owned(gestoriaId, id));
    },

    async list(gestoriaId, page) {
      const { rows, total } = await listArchivos(db, gestoriaId, page);
      return pageOf(rows.map(toWire), total, page);
    },

    async download(gestoriaId, id) {
      await owned(gestoriaId, id);
      const archivo = await findArchivo(db, id);
      if (!archivo?.contenido) throw new AppError(410, 'ARCHIVO_ELIMINADO', ALTA_MASIVA_MESSAGES.deleted);
      return { nombre: archivo.nombre, bytes: archivo.contenido };
    },

    purgeOld: () => forgetContenidoProcessedBefore(db, daysBefore(now(), ALTA_MASIVA_RETENTION_DAYS)),

    async lines(gestoriaId, id) {
      await owned(gestoriaId, id);
      return (await listLines(db, id)).map((line) => ({ ...line, fechaProcesado: line.fechaProcesado.toISOString() }));
    },

    sample: sampleCsv,

    processChunk,

    async processPending() {
      for (const id of await unfinishedArchivoIds(db)) await processChunk(id, Number.POSITIVE_INFINITY);
    },

    async continueProcessing(archivoId) {
      if (!(await processChunk(archivoId))) await signal(archivoId);
    },

    async resumeUnfinished() {
      for (const id of await unfinishedArchivoIds(db)) await signal(id);
    },

    async resumeStalled() {
      for (const id of await stalledArchivoIds(db, STALLED_AFTER_SECONDS)) await signal(id);
    },
  };
}
