export type CsvSeparator = ';' | ',' | '\t';

export interface CsvRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: number;
  cells: string[];
}

/** The separator of the header line: the most frequent of ; , and tab outside quotes (ties: ;). */
export function detectSeparator(text: string): CsvSeparator {
  const counts: Record<CsvSeparator, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && character in counts) counts[character as CsvSeparator] += 1;
  }
  const ranked = (Object.keys(counts) as CsvSeparator[]).sort((a, b) => counts[b] - counts[a]);
  return counts[ranked[0]!] === 0 ? ';' : ranked[0]!;
}

/**
 * RFC 4180 parsing: quoted cells may hold separators, quotes ("") and line breaks; CRLF or LF.
 * Rows whose cells are all empty are left out (spreadsheets add them at the end).
 */
export function parseCsv(text: string, separator: CsvSeparator): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;

  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowStart, cells });
    cells = [];
    cell = '';
  };

  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (character === separator) {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowStart = line;
    } else {
      cell += character;
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
