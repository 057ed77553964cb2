import { ALTA_MASIVA_MAX_LINES, ALTA_MASIVA_MESSAGES } from '@cumplia/shared/schemas/alta-masiva';
import { mapHeader, type ColumnMap } from './columns.ts';
import { csvAsUtf8, type CsvEncoding } from './decode.ts';
import { CsvFormatError, csvRows, detectSeparator, type CsvRow, type CsvSeparator } from './parse.ts';

export interface CsvFile {
  encoding: CsvEncoding;
  separator: CsvSeparator;
  columns: ColumnMap;
  /** The lines after the header, parsed as they are read: a reader that stops has parsed no further. */
  rows: AsyncGenerator<CsvRow>;
}

/**
 * A bulk-upload file with its header checked: at least one line after it, and the required
 * columns. Throws CsvFormatError with the message for the person who uploaded it.
 */
export async function openCsv(bytes: Uint8Array): Promise<CsvFile> {
  const { utf8, encoding } = await csvAsUtf8(bytes);
  return openDecoded(utf8, encoding);
}

async function openDecoded(utf8: Buffer, encoding: CsvEncoding): Promise<CsvFile> {
  const separator = detectSeparator(utf8);
  const lines = csvRows(utf8, separator);
  const header = await lines.next();
  const first = header.done ? header : await lines.next();
  if (header.done || first.done) throw new CsvFormatError(ALTA_MASIVA_MESSAGES.empty);
  const { columns, missing } = mapHeader(header.value.cells);
  if (missing.length > 0) {
    await lines.return(undefined);
    throw new CsvFormatError(`${ALTA_MASIVA_MESSAGES.missingColumns} ${missing.join(', ')}. Descargue el archivo de ejemplo para ver el formato.`);
  }
  const firstRow = first.value;
  async function* rows(): AsyncGenerator<CsvRow> {
    yield firstRow;
    yield* lines;
  }
  return { encoding, separator, columns, rows: rows() };
}

/** An upload read to its end: what to store about it, and its lines to read again from the first. */
export interface CheckedCsv {
  encoding: CsvEncoding;
  separator: CsvSeparator;
  lines: number;
  /** The file opened again at its first line, without decoding it again: its processing's reading. */
  reopen(): Promise<CsvFile>;
}

/** An upload read to its end. Throws CsvFormatError as openCsv does, and past ALTA_MASIVA_MAX_LINES. */
export async function checkCsv(bytes: Uint8Array): Promise<CheckedCsv> {
  const { utf8, encoding } = await csvAsUtf8(bytes);
  const { separator, rows } = await openDecoded(utf8, encoding);
  let lines = 0;
  for await (const _row of rows) {
    lines += 1;
    if (lines > ALTA_MASIVA_MAX_LINES) throw new CsvFormatError(ALTA_MASIVA_MESSAGES.tooManyLines);
  }
  return { encoding, separator, lines, reopen: () => openDecoded(utf8, encoding) };
}
