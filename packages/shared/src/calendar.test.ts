import { describe, expect, it, vi } from 'vitest';
import {
  easterSunday,
  isTargetBusinessDay,
  nextTargetBusinessDay,
  addDaysIso,
  addMonthsIso,
  addYearsIso,
  daysBetweenIso,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  formatShortMonthYear,
  isoDateTimeWithOffset,
  madridIsoDate,
  madridIsoDateTime,
} from './calendar.ts';

describe('the Madrid clock', () => {
  it("reads the date in Madrid, whatever the machine's zone", () => {
    expect(madridIsoDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(madridIsoDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(madridIsoDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(madridIsoDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it("writes Madrid's local time to the second, winter and summer, midnight as 00", () => {
    expect(madridIsoDateTime(new Date('2026-11-23T17:30:05.900Z'))).toBe('2026-11-23T18:30:05');
    expect(madridIsoDateTime(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00');
    expect(madridIsoDateTime(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01T00:00:00');
  });

  it('writes ISO 8601 with the offset of the zone at that moment, across the change of time', () => {
    expect(isoDateTimeWithOffset(new Date('2024-01-01T18:20:30.750Z'))).toBe('2024-01-01T19:20:30+01:00');
    expect(isoDateTimeWithOffset(new Date('2026-07-15T08:00:00Z'))).toBe('2026-07-15T10:00:00+02:00');
    // 29 March 2026: clocks go from 02:00 to 03:00 in Madrid.
    expect(isoDateTimeWithOffset(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(isoDateTimeWithOffset(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(isoDateTimeWithOffset(new Date('2026-07-15T08:00:00Z'), 'Atlantic/Canary')).toBe('2026-07-15T09:00:00+01:00');
    expect(isoDateTimeWithOffset(new Date('2026-07-15T08:00:00Z'), 'America/Bogota')).toBe('2026-07-15T03:00:00-05:00');
    expect(() => isoDateTimeWithOffset(new Date('no'))).toThrow(RangeError);
  });
});

describe('the calendar', () => {
  it('moves days, months and years in the calendar, to the last day of a shorter month', () => {
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonthsIso('2026-12-31', -2)).toBe('2026-10-31');
    expect(addMonthsIso('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonthsIso('2026-01-15', -1)).toBe('2025-12-15');
    expect(addYearsIso('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYearsIso('2026-11-23', -1)).toBe('2025-11-23');
    expect(daysBetweenIso('2026-11-23', '2026-12-11')).toBe(18);
  });
});

describe('dates on screen and in documents', () => {
  it('writes dd/mm/aaaa: a calendar date as it is, a moment as its day in Madrid', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-12-31T22:59:59Z')).toBe('31/12/2026');
    expect(formatDate('2026-12-31T23:00:00Z')).toBe('01/01/2027');
    expect(formatDate(new Date('2026-06-30T22:00:00Z'))).toBe('01/07/2026');
  });

  it("writes a date and time in Madrid's time, with seconds when asked", () => {
    expect(formatDateTime('2026-03-05T13:07:09Z')).toBe('05/03/2026 14:07');
    expect(formatDateTime('2026-07-05T13:07:09.500+00:00')).toBe('05/07/2026 15:07');
    expect(formatDateTime(new Date('2026-11-23T17:10:32.123Z'), { seconds: true })).toBe('23/11/2026 18:10:32');
    expect(formatDateTime('2026-03-05')).toBe('05/03/2026 00:00');
  });

  it('leaves nothing for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date', new Date(Number.NaN)]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatLongDate(value)).toBe('');
    }
  });

  it('writes the long Spanish date, the day of a moment in Madrid', () => {
    expect(formatLongDate('2026-11-26')).toBe('26 de noviembre de 2026');
    expect(formatLongDate('2026-01-01')).toBe('1 de enero de 2026');
    expect(formatLongDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 de enero de 2027');
  });

  it('names a month in a sentence and on an axis', () => {
    expect(formatMonthYear('2026-11')).toBe('noviembre de 2026');
    expect(formatMonthYear('2027-01')).toBe('enero de 2027');
    expect(formatShortMonthYear('2026-03')).toBe('mar 2026');
    expect(formatShortMonthYear('2025-12')).toBe('dic 2025');
    expect(() => formatMonthYear('2026-1')).toThrow(RangeError);
  });
});

describe('TARGET2 business days (the days SEPA settles)', () => {
  it('finds Easter Sunday as the calendars print it', () => {
    expect(['2024', '2025', '2026', '2027', '2030'].map((year) => easterSunday(Number(year)))).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2030-04-21']);
  });

  it("closes on the ECB's TARGET holidays of 2026 and on weekends, and on nothing else", () => {
    const closed = ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26'];
    for (const day of closed) expect(isTargetBusinessDay(day), day).toBe(false);
    expect(isTargetBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isTargetBusinessDay('2026-11-29')).toBe(false); // Sunday
    // Spanish holidays that TARGET keeps open: 6 January, 12 October, 8 December.
    for (const day of ['2026-01-06', '2026-10-12', '2026-12-08', '2026-12-24', '2026-12-31']) expect(isTargetBusinessDay(day), day).toBe(true);
  });

  it('moves a closed day to the next business day and keeps a business day', () => {
    expect(nextTargetBusinessDay('2026-12-25')).toBe('2026-12-28');
    expect(nextTargetBusinessDay('2026-04-03')).toBe('2026-04-07');
    expect(nextTargetBusinessDay('2026-11-27')).toBe('2026-11-27');
  });
});

describe('the formatters are made when first used', () => {
  // The first Intl.DateTimeFormat of a page loads the browser's locale data (~0.2 s on issue 25's
  // phone profile): a screen that imports this module without showing a date must not pay for it.
  it('imports without making any, and makes one on the first long date', async () => {
    vi.resetModules();
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
      return new Original(...args);
    });
    try {
      const calendar = await import('./calendar.ts');
      expect(made).not.toHaveBeenCalled();
      expect(calendar.formatLongDate('2026-11-26')).toBe('26 de noviembre de 2026');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
