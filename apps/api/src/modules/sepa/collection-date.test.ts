import { describe, expect, it } from 'vitest';
import { collectionDateFor, earliestCollectionDate, isTargetBusinessDay } from './collection-date.ts';

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

  it('moves only dates before the earliest', () => {
    expect(collectionDateFor('2026-11-01', '2026-11-25')).toBe('2026-11-25');
    expect(collectionDateFor('2026-12-01', '2026-11-25')).toBe('2026-12-01');
  });
});
