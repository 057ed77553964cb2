import { addDaysIso } from '@cumplia/shared/calendar';

/**
 * When a direct debit can be collected at the earliest (docs/decisions/0029). SEPA Core settles on
 * TARGET2 business days and the file must reach the debtor's bank one of them before the collection
 * date (D-1); the creditor's bank takes files a day before that. So a collection date earlier than
 * the second TARGET business day after today moves to that day: a file generated on Monday collects
 * on Wednesday at the earliest, one generated on Friday on Tuesday.
 */
export const COLLECTION_LEAD_BUSINESS_DAYS = 2;

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** TARGET2 closing days besides weekends: 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. */
export function isTargetBusinessDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = isoDate.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(Number(isoDate.slice(0, 4)));
  return isoDate !== addDaysIso(easter, -2) && isoDate !== addDaysIso(easter, 1);
}

/** The earliest collection date a file generated on `today` (yyyy-mm-dd, Madrid) can ask for. */
export function earliestCollectionDate(today: string): string {
  let date = today;
  for (let found = 0; found < COLLECTION_LEAD_BUSINESS_DAYS; ) {
    date = addDaysIso(date, 1);
    if (isTargetBusinessDay(date)) found += 1;
  }
  return date;
}

/** The date a payment is written with: its own, or the earliest possible when that has passed. */
export function collectionDateFor(fechaCuandoFacturar: string, earliest: string): string {
  return fechaCuandoFacturar < earliest ? earliest : fechaCuandoFacturar;
}
