import { addMonthsIso, formatDate, formatLongDate, madridIsoDate } from '@cumplia/shared/calendar';

/**
 * Dates as the journeys type and read them: in Madrid, the browser's time zone (support/browser.ts)
 * and the app's, written by the app's own formatters (packages/shared/src/calendar.ts).
 */

/** yyyy-mm-dd, as the API and the file names write a date. */
export const iso = (date: Date) => madridIsoDate(date);
/** dd/mm/yyyy, as the screens show a date (a Date, or yyyy-mm-dd). */
export const spanish = (date: Date | string) => formatDate(date);
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
/** Today `months` months back (yyyy-mm-dd), as the screens' default ranges start. */
export const monthsAgo = (months: number) => addMonthsIso(madridIsoDate(new Date()), -months);
/** A day button of the calendar as Mantine names it: "3 diciembre 2026". */
export const dayLabel = (date: Date) => formatLongDate(date).replace(/ de /g, ' ');
