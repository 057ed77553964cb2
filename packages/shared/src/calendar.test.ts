import { describe, expect, it } from 'vitest';
import { addDaysIso, addYearsIso, daysBetweenIso, madridIsoDate } from './calendar.ts';

describe('the calendar', () => {
  it("reads the date in Madrid, whatever the machine's zone", () => {
    expect(madridIsoDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(madridIsoDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(madridIsoDate(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(madridIsoDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('moves days and years in the calendar, 29 February to the 28th in a common year', () => {
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    expect(addYearsIso('2028-02-29', 1)).toBe('2029-02-28');
    expect(daysBetweenIso('2026-11-23', '2026-12-11')).toBe(18);
  });
});
