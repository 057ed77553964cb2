import { isoDateTimeWithOffset } from '@cumplia/shared/calendar';

/**
 * How VERI*FACTU writes dates, amounts and times, in the records, in their hash and in the QR
 * code alike: one formatting for all three, so the hash is always computed over what is sent.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Our calendar dates (YYYY-MM-DD) as the tax agency's `fecha`: "2024-01-01" → "01-01-2024". */
export function fechaAeat(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Fecha no válida (se espera AAAA-MM-DD): ${isoDate}`);
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

/** Cents as an amount with "." and two decimals, signed: 12345 → "123.45", -1235 → "-12.35". */
export function importeAeat(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Se esperaba un entero de céntimos: ${cents}`);
  const absolute = Math.abs(cents);
  const remainder = absolute % 100;
  return `${cents < 0 ? '-' : ''}${(absolute - remainder) / 100}.${String(remainder).padStart(2, '0')}`;
}

/**
 * `FechaHoraHusoGenRegistro`: the moment a record is generated, ISO 8601 to the second with the
 * offset of its time zone (Spain's by default): "2024-01-01T19:20:30+01:00". The text is part of
 * the hash, so it is produced once and stored as it is.
 */
export const fechaHoraHuso = (date: Date, timeZone?: string): string => isoDateTimeWithOffset(date, timeZone);
