import type { ColumnMap } from './csv/columns.ts';
import type { CsvRow } from './csv/parse.ts';

/** A file's reading: its rows from where the last reader stopped, and its columns. */
export interface Reading {
  rows: AsyncGenerator<CsvRow>;
  columns: ColumnMap;
}

/**
 * Files' readings kept in this process between two readers (the upload's request and its first
 * chunk of processing; one chunk and the next), each let go once it has waited `idleMilliseconds`
 * untaken — its processing ran on another instance — even when nothing here reads a file again:
 * a reading holds the whole file (up to 25 MB).
 */
export class KeptReadings {
  private readonly kept = new Map<string, { reading: Reading; timer: NodeJS.Timeout }>();

  constructor(private readonly idleMilliseconds: number) {}

  /** Keeps `reading` as the file's, in place of any kept before (which is closed). */
  keep(archivoId: string, reading: Reading): void {
    this.drop(archivoId);
    const timer = setTimeout(() => this.drop(archivoId), this.idleMilliseconds);
    // A kept reading never holds the process open.
    timer.unref();
    this.kept.set(archivoId, { reading, timer });
  }

  /** The file's kept reading, now the caller's (no longer kept); none when there is none here. */
  take(archivoId: string): Reading | undefined {
    const entry = this.kept.get(archivoId);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.kept.delete(archivoId);
    return entry.reading;
  }

  /** Lets the file's reading go, closing its rows. */
  drop(archivoId: string): void {
    void this.take(archivoId)?.rows.return(undefined);
  }
}
