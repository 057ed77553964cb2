/**
 * Dates as Spain reads them, for the server, the screens and the journeys alike: the one Madrid
 * clock (today's date, the moment as a date-time with and without its offset), the calendar's
 * arithmetic on yyyy-mm-dd, and every display form (dd/mm/aaaa, "26 de noviembre de 2026",
 * "noviembre de 2026", "26/11/2026 18:10"). A moment (a `Date`, or ISO text with a time) is read
 * in Madrid's time, whatever the machine's or the browser's zone; a calendar date (yyyy-mm-dd)
 * is a day, never shifted by a zone. The only module with `Intl.DateTimeFormat` (lint:
 * `boundaries/formatters`).
 */

export const MADRID = 'Europe/Madrid';

/** A date to show: a moment (`Date`, ISO date-time text), a calendar date (yyyy-mm-dd), or nothing. */
export type DateValue = Date | string | null | undefined;

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `moment`, each part zero-padded (hours 00–23). */
function wallClock(moment: Date, timeZone: string): WallClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(moment).map(({ type, value }) => [type, value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The date it is in Madrid at `moment`: "2026-12-31" until midnight there, whatever the machine's zone. */
export function madridIsoDate(moment: Date): string {
  const { year, month, day } = wallClock(moment, MADRID);
  return `${year}-${month}-${day}`;
}

/** Madrid's local time at `moment`, to the second and without offset: "2026-11-23T18:30:05" (a SEPA file's creation time). */
export function madridIsoDateTime(moment: Date): string {
  const { year, month, day, hour, minute, second } = wallClock(moment, MADRID);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}

/**
 * ISO 8601 to the second with the offset of `timeZone` (Madrid's by default) at that moment:
 * "2024-01-01T19:20:30+01:00", "2026-07-15T10:00:00+02:00" (VERI*FACTU's FechaHoraHusoGenRegistro).
 */
export function isoDateTimeWithOffset(moment: Date, timeZone = MADRID): string {
  if (Number.isNaN(moment.getTime())) throw new RangeError('Fecha y hora no válidas.');
  const { year, month, day, hour, minute, second } = wallClock(moment, timeZone);
  const local = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - Math.floor(moment.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** yyyy-mm-dd plus `days` (negative allowed). */
/** The moment `days` whole days (of 24 hours) before `moment`: where a retention period ends. */
export function daysBefore(moment: Date, days: number): Date {
  return new Date(moment.getTime() - days * 86_400_000);
}

export function addDaysIso(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** yyyy-mm-dd plus `months` (negative allowed); the 31st becomes the month's last day when it has fewer. */
export function addMonthsIso(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** yyyy-mm-dd plus `years`; 29 February becomes 28 February in a common year. */
export function addYearsIso(isoDay: string, years: number): string {
  return addMonthsIso(isoDay, years * 12);
}

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
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

/**
 * Whether SEPA settles on the day (yyyy-mm-dd): a TARGET2 business day. TARGET closes on Saturdays,
 * Sundays, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December; a direct debit's
 * collection date must be a business day (EPC SDD Core rulebook 4.3, the time cycle in "Inter-Bank
 * Business Days").
 */
export function isTargetBusinessDay(isoDay: string): boolean {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = isoDay.slice(5);
  if (monthDay === '01-01' || monthDay === '05-01' || monthDay === '12-25' || monthDay === '12-26') return false;
  const easter = easterSunday(Number(isoDay.slice(0, 4)));
  return isoDay !== addDaysIso(easter, -2) && isoDay !== addDaysIso(easter, 1);
}

/** The day itself when TARGET settles on it, else the next day it does. */
export function nextTargetBusinessDay(isoDay: string): string {
  let day = isoDay;
  while (!isTargetBusinessDay(day)) day = addDaysIso(day, 1);
  return day;
}

/** Whole days from `from` to `to` (both yyyy-mm-dd); negative when `to` is earlier. */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The wall clock of a value to show: a calendar date as it is (at 00:00), a moment in Madrid; undefined for nothing or for unreadable text. */
function clockOf(value: DateValue): WallClock | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    if (day) return { year: day[1]!, month: day[2]!, day: day[3]!, hour: '00', minute: '00', second: '00' };
  }
  const moment = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(moment.getTime()) ? undefined : wallClock(moment, MADRID);
}

/** "05/03/2026" (dd/mm/aaaa); empty text for a missing or unreadable date. */
export function formatDate(value: DateValue): string {
  const clock = clockOf(value);
  return clock ? `${clock.day}/${clock.month}/${clock.year}` : '';
}

/** "05/03/2026 14:07" in Madrid's time, or "05/03/2026 14:07:09" with `seconds`; empty text for a missing or unreadable date. */
export function formatDateTime(value: DateValue, options: { seconds?: boolean } = {}): string {
  const clock = clockOf(value);
  if (!clock) return '';
  return `${clock.day}/${clock.month}/${clock.year} ${clock.hour}:${clock.minute}${options.seconds ? `:${clock.second}` : ''}`;
}

/**
 * A Spanish formatter made on its first use, not when this module is imported: the first
 * `Intl.DateTimeFormat` a page makes loads the browser's locale data, ~0.2 s on the phone profile of
 * issue 25, which a screen that imports this module but shows no such date (the signing page before
 * its signature) must not pay (decision 0071).
 */
function spanishFormatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('es-ES', { ...options, timeZone: 'UTC' }));
}

const longDate = spanishFormatter({ day: 'numeric', month: 'long', year: 'numeric' });
const longMonth = spanishFormatter({ month: 'long', year: 'numeric' });
const shortMonth = spanishFormatter({ month: 'short' });

/** Noon UTC of the value's day (its Madrid day for a moment), so that formatting it in UTC shows that day. */
function dayOf(value: DateValue): Date | undefined {
  const clock = clockOf(value);
  return clock ? new Date(Date.UTC(Number(clock.year), Number(clock.month) - 1, Number(clock.day), 12)) : undefined;
}

function monthOf(mes: string): Date {
  const match = ISO_MONTH.exec(mes);
  if (!match) throw new RangeError(`Mes no válido (se espera AAAA-MM): ${mes}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
}

/** "26 de noviembre de 2026"; empty text for a missing or unreadable date. */
export function formatLongDate(value: DateValue): string {
  const day = dayOf(value);
  return day ? longDate().format(day) : '';
}

/** A month (yyyy-mm) as a sentence names it: "2026-11" → "noviembre de 2026". */
export function formatMonthYear(mes: string): string {
  return longMonth().format(monthOf(mes));
}

/** A month (yyyy-mm) for a chart's axis: "2026-03" → "mar 2026" (the abbreviation without its dot). */
export function formatShortMonthYear(mes: string): string {
  const month = monthOf(mes);
  return `${shortMonth().format(month).replace('.', '')} ${month.getUTCFullYear()}`;
}
