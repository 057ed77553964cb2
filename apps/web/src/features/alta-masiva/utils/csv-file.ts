import { formatNumber } from '@cumplia/shared/numbers';
import { ALTA_MASIVA_MAX_BYTES, ALTA_MASIVA_MESSAGES } from '@cumplia/shared/schemas/alta-masiva';

/** Spec 1 §5 "CSV upload": of type text/csv or named *.csv (Windows calls CSV files application/vnd.ms-excel). */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/** Why `file` cannot be uploaded, or null when it can. The size limit is the server's, checked before sending 32 MB. */
export function csvFileProblem(file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file) return ALTA_MASIVA_MESSAGES.noFile;
  if (!isCsvFile(file)) return ALTA_MASIVA_MESSAGES.notCsv;
  if (file.size > ALTA_MASIVA_MAX_BYTES) return ALTA_MASIVA_MESSAGES.tooLarge;
  return null;
}

/** "12,5 kB", "1,2 MB": the size of a chosen file as a Spanish reader expects it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${formatNumber(kilobytes, { maximumFractionDigits: 1 })} kB`;
  return `${formatNumber(kilobytes / 1024, { maximumFractionDigits: 1 })} MB`;
}
