import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse, type Options } from 'csv-parse/sync';

export type CsvSeparator = ';' | ',' | '\t';

export interface CsvRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: number;
  cells: string[];
}

/** A file the bulk upload refuses (a quote never closed, no lines, columns missing…), with the message for the person who sent it. */
export class CsvFormatError extends Error {}

const UNCLOSED_QUOTE = 'El archivo no es un CSV válido: unas comillas no se cierran desde la línea';

/** Records parsed in one go (~2 ms); between two slices the event loop gets a turn. */
const RECORDS_PER_SLICE = 100;

/** The candidates, in order of preference when the header has as many of two. */
const SEPARATORS: CsvSeparator[] = [';', ',', '\t'];

const optionsFor = (separator: CsvSeparator) =>
  ({
    delimiter: separator,
    // Each row may end in CRLF, LF or CR, whatever the previous one used.
    record_delimiter: ['\r\n', '\n', '\r'],
    // A short or long row is the form's business: a missing cell is empty.
    relax_column_count: true,
    // A quote inside an unquoted cell is text (Talleres 5" S.L.), as spreadsheets write it.
    relax_quotes: true,
    // Spaces before an opening quote do not keep the quote from opening.
    ltrim: true,
    info: true,
  }) satisfies Options;

interface Parsed {
  record: string[];
  info: { lines: number; bytes: number };
}

function parseSlice(bytes: Buffer, separator: CsvSeparator, records: number, firstLine: number): Parsed[] {
  try {
    return parse(bytes, { ...optionsFor(separator), to: records }) as unknown as Parsed[];
  } catch (error) {
    if (!(error instanceof CsvError) || error.code !== 'CSV_QUOTE_NOT_CLOSED') throw error;
    // The error names the file's last line; the row at fault is the one after the last good row.
    const good = Number(error.records ?? 0);
    const before = good === 0 ? [] : (parse(bytes, { ...optionsFor(separator), to: good }) as unknown as Parsed[]);
    const line = firstLine + (before.at(-1)?.info.lines ?? 0);
    throw new CsvFormatError(`${UNCLOSED_QUOTE} ${line}.`);
  }
}

/** CSV text, or its UTF-8 bytes. */
export type CsvInput = string | Uint8Array;

const asBuffer = (input: CsvInput) => (typeof input === 'string' ? Buffer.from(input) : Buffer.from(input.buffer, input.byteOffset, input.byteLength));

/** The separator of the header row: the most frequent of ; , and tab outside quotes (ties: ;). */
export function detectSeparator(input: CsvInput): CsvSeparator {
  const firstLine = asBuffer(typeof input === 'string' ? input.slice(0, 64 * 1024) : input.subarray(0, 64 * 1024));
  const cellsWith = (separator: CsvSeparator) => {
    try {
      return parse(firstLine, { ...optionsFor(separator), info: false, to: 1 })[0]?.length ?? 0;
    } catch {
      return 0; // the header's quotes run past the first 64 KB: not a header at all
    }
  };
  let best: CsvSeparator = ';';
  let bestCells = 1;
  for (const separator of SEPARATORS) {
    const cells = cellsWith(separator);
    if (cells > bestCells) [best, bestCells] = [separator, cells];
  }
  return best;
}

const isEmpty = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The rows of a CSV (RFC 4180: quoted cells may hold separators, "" and line breaks; CRLF, LF or
 * CR), parsed by csv-parse a slice of 100 records at a time, as the reader asks for them: a job
 * that stops half-way has not parsed the rest, and the event loop gets a turn between slices, so a
 * 10,000-line file never holds it more than a few milliseconds. Rows whose cells are all empty are
 * left out (spreadsheets add them at the end).
 */
export async function* csvRows(input: CsvInput, separator: CsvSeparator): AsyncGenerator<CsvRow> {
  const bytes = asBuffer(input);
  let offset = 0;
  let line = 1;
  while (offset < bytes.length) {
    const slice = parseSlice(bytes.subarray(offset), separator, RECORDS_PER_SLICE, line);
    if (slice.length === 0) break;
    const base = line;
    for (const { record, info } of slice) {
      if (!isEmpty(record)) yield { line, cells: record };
      line = base + info.lines;
    }
    offset += slice.at(-1)!.info.bytes;
    if (slice.length < RECORDS_PER_SLICE) break;
    await nextTurn();
  }
}

/** Every row at once, for small files (the sample) and tests. */
export async function parseCsv(input: CsvInput, separator: CsvSeparator): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const row of csvRows(input, separator)) rows.push(row);
  return rows;
}
