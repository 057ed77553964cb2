/** Calendar dates (YYYY-MM-DD) as Spain's calendar reads them: invoices, collection dates, periods. */

const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date it is in Madrid at `moment`: "2026-12-31" until midnight there, whatever the server's zone. */
export function madridIsoDate(moment: Date): string {
  return madridDay.format(moment);
}

/** `isoDate` moved by `days` (negative to go back), in the calendar, with no time of day. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
