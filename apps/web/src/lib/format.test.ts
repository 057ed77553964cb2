import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuros } from './format';

describe('format', () => {
  it('writes dates as Spanish day/month/year', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-12-31T10:00:00')).toBe('31/12/2026');
    expect(formatDateTime('2026-03-05T14:07:00')).toBe('05/03/2026 14:07');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes euros with two decimals and Spanish separators', () => {
    expect(formatEuros(1234.5)).toBe('1.234,50 €');
    expect(formatEuros(90)).toBe('90,00 €');
    expect(formatEuros(0.456)).toBe('0,46 €');
    expect(formatEuros('120')).toBe('120,00 €');
    expect(formatEuros(undefined)).toBe('');
  });
});
