import { describe, expect, it } from 'vitest';
import { isTargetBusinessDay } from '@cumplia/shared/calendar';
import { collectionDateFor, earliestCollectionDate } from './collection-date.ts';

describe('the earliest collection date', () => {
  it('is the second TARGET business day after today', () => {
    // Monday → Wednesday; Friday → Tuesday; Thursday 24 December → 26 and weekend closed → Tuesday 29.
    expect(earliestCollectionDate('2026-11-23')).toBe('2026-11-25');
    expect(earliestCollectionDate('2026-11-20')).toBe('2026-11-24');
    expect(earliestCollectionDate('2026-12-24')).toBe('2026-12-29');
  });

  it('skips Good Friday and Easter Monday', () => {
    // Easter 2027 is 28 March: Friday 26 and Monday 29 are closed.
    expect(isTargetBusinessDay('2027-03-26')).toBe(false);
    expect(isTargetBusinessDay('2027-03-29')).toBe(false);
    expect(isTargetBusinessDay('2027-03-30')).toBe(true);
    expect(earliestCollectionDate('2027-03-25')).toBe('2027-03-31');
    expect(isTargetBusinessDay('2027-01-01')).toBe(false);
    expect(isTargetBusinessDay('2027-05-03')).toBe(true);
  });

  it('moves dates before the earliest to it, and a day TARGET is closed to the next business day', () => {
    expect(collectionDateFor('2026-11-01', '2026-11-25')).toBe('2026-11-25');
    expect(collectionDateFor('2026-12-01', '2026-11-25')).toBe('2026-12-01');
    // Friday 25 December 2026, then the weekend: Monday 28.
    expect(collectionDateFor('2026-12-25', '2026-11-25')).toBe('2026-12-28');
    // Good Friday 3 April 2026 and Easter Monday 6 April: Tuesday 7.
    expect(collectionDateFor('2026-04-03', '2026-03-02')).toBe('2026-04-07');
    expect(collectionDateFor('2027-01-01', '2026-12-01')).toBe('2027-01-04');
    expect(collectionDateFor('2027-05-01', '2027-04-01')).toBe('2027-05-03');
  });
});
