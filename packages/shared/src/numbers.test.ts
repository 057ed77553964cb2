import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './numbers.ts';

describe('numbers as written in Spain', () => {
  it('group thousands with dots from four digits on', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1_234)).toBe('1.234');
    expect(formatNumber(10_000)).toBe('10.000');
    expect(formatNumber(1_234_567)).toBe('1.234.567');
    expect(formatNumber(-1_234)).toBe('-1.234');
  });

  it('write decimals after a comma, up to or exactly as many as asked', () => {
    expect(formatNumber(1.26)).toBe('1');
    expect(formatNumber(1536.04, { maximumFractionDigits: 1 })).toBe('1.536');
    expect(formatNumber(1.55, { maximumFractionDigits: 1 })).toBe('1,6');
    expect(formatNumber(12.5, { minimumFractionDigits: 2 })).toBe('12,50');
  });

  it('write a percentage with a space before the sign', () => {
    expect(formatPercent(10)).toBe('10 %');
    expect(formatPercent(12.5)).toBe('12,5 %');
    expect(formatPercent(12.345)).toBe('12,35 %');
    expect(formatPercent(12.5, 2)).toBe('12,50 %');
    expect(formatPercent(10, 2)).toBe('10,00 %');
  });
});
