import { describe, expect, it } from 'vitest';
import { longMonthLabel, shortMonthLabel } from './month-label';

describe('month labels', () => {
  it('name the month in Spanish', () => {
    expect(shortMonthLabel('2026-03')).toBe('mar 2026');
    expect(shortMonthLabel('2025-12')).toBe('dic 2025');
    expect(longMonthLabel('2026-01')).toBe('Enero de 2026');
  });
});
