/**
 * Calendar dates (yyyy-mm-dd) as Spain's calendar reads them, for the server and the screens alike:
 * invoices' issue and collection dates, renewal periods, days left.
 */

const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date it is in Madrid at `moment`: "2026-12-31" until midnight there, whatever the machine's zone. */
export function madridIsoDate(moment: Date): string {
  return madridDay.format(moment);
}

/** yyyy-mm-dd plus `days` (negative allowed). */
export function addDaysIso(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** yyyy-mm-dd plus `years`; 29 February becomes 28 February in a common year. */
export function addYearsIso(isoDay: string, years: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, day));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both yyyy-mm-dd); negative when `to` is earlier. */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
