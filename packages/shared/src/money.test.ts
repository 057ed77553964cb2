import { describe, expect, it } from 'vitest';
import { TOOL_CODES } from './enums.ts';
import {
  BASE_PRICES_CENTS,
  RENEWAL_PRICES_CENTS,
  VAT_RATE_PERCENT,
  centsToEuros,
  eurosToCents,
  formatEuros,
  shareOfCents,
  vatOfCents,
  isToolPriceEuros,
  MIN_TOOL_PRICE_CENTS,
} from './money.ts';

describe('eurosToCents', () => {
  it('converts whole and two-decimal amounts exactly', () => {
    expect(eurosToCents(120)).toBe(12_000);
    expect(eurosToCents(12.5)).toBe(1_250);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1_999);
    expect(eurosToCents(0)).toBe(0);
  });

  it('rounds half away from zero on the decimal value, not the binary one', () => {
    // 1.005 * 100 is 100.49999999999999 in binary floating point.
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(1.015)).toBe(102);
    expect(eurosToCents(8.345)).toBe(835);
    expect(eurosToCents(1.0049)).toBe(100);
    expect(eurosToCents(-1.005)).toBe(-101);
    expect(eurosToCents(-1.0049)).toBe(-100);
    expect(eurosToCents(-0.004)).toBe(0);
  });

  it('reads Spanish text with a decimal comma and thousands dots', () => {
    expect(eurosToCents('12,50')).toBe(1_250);
    expect(eurosToCents('1.234,50')).toBe(123_450);
    expect(eurosToCents('1.234.567,8')).toBe(123_456_780);
    expect(eurosToCents(' 90,00 € ')).toBe(9_000);
    expect(eurosToCents('1,005')).toBe(101);
    expect(eurosToCents('-7,5')).toBe(-750);
  });

  it('reads text with a decimal dot when there is no comma', () => {
    expect(eurosToCents('12.50')).toBe(1_250);
    expect(eurosToCents('120')).toBe(12_000);
    expect(eurosToCents('2.675')).toBe(268);
  });

  it('rejects what is not an amount', () => {
    for (const value of ['', 'abc', '12,50,1', '1.23,45', '12.345.67', '1e3', '€', '--1']) {
      expect(() => eurosToCents(value), value).toThrow(RangeError);
    }
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => eurosToCents(1e30)).toThrow(RangeError);
  });

  it('treats amounts far below half a cent as zero', () => {
    expect(eurosToCents(1e-9)).toBe(0);
  });
});

describe('centsToEuros', () => {
  it('gives euros with two decimals for the wire', () => {
    expect(centsToEuros(123_450)).toBe(1234.5);
    expect(centsToEuros(101)).toBe(1.01);
    expect(centsToEuros(-750)).toBe(-7.5);
    expect(centsToEuros(0)).toBe(0);
  });

  it('round-trips with eurosToCents', () => {
    for (const cents of [0, 1, 99, 101, 1_999, 12_000, 123_456_789]) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
  });

  it('refuses fractional cents', () => {
    expect(() => centsToEuros(10.5)).toThrow(RangeError);
  });
});

describe('formatEuros', () => {
  it('groups thousands with dots from four digits on, unlike es-ES in ICU', () => {
    // What Node's ICU prints: no grouping below 10.000, and a no-break space before €.
    // eslint-disable-next-line boundaries/formatters -- the platform's own output, the reason formatEuros groups by hand
    expect(new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(1234.5)).toBe('1234,50\u00a0€');
    expect(formatEuros(123_450)).toBe('1.234,50 €');
    expect(formatEuros(-1_271)).toBe('-12,71 €');
  });

  it.each([
    [0, '0,00 €'],
    [5, '0,05 €'],
    [9_000, '90,00 €'],
    [12_000, '120,00 €'],
    [99_999, '999,99 €'],
    [100_000, '1.000,00 €'],
    [1_234_567, '12.345,67 €'],
    [123_456_789, '1.234.567,89 €'],
    [-123_450, '-1.234,50 €'],
    [-5, '-0,05 €'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatEuros(cents)).toBe(expected);
  });

  it('refuses fractional cents', () => {
    expect(() => formatEuros(0.5)).toThrow(RangeError);
  });
});

describe('VAT', () => {
  it('is 21 %', () => {
    expect(VAT_RATE_PERCENT).toBe(21);
    expect(vatOfCents(12_000)).toBe(2_520);
    expect(vatOfCents(9_000)).toBe(1_890);
  });

  it('rounds the VAT half away from zero to the cent', () => {
    expect(vatOfCents(50)).toBe(11); // 10.5 c
    expect(vatOfCents(2)).toBe(0); // 0.42 c
    expect(vatOfCents(3)).toBe(1); // 0.63 c
    expect(vatOfCents(-50)).toBe(-11);
    expect(Object.is(vatOfCents(-2), 0)).toBe(true);
  });

  it('takes any rate the same way: a commission in basis points', () => {
    expect(shareOfCents(10_000, 1_000, 10_000)).toBe(1_000); // 10 % of 100 €
    expect(shareOfCents(9_050, 1_250, 10_000)).toBe(1_131); // 1131.25 c
    expect(shareOfCents(100, 1_250, 10_000)).toBe(13); // 12.5 c
    expect(shareOfCents(-100, 1_250, 10_000)).toBe(-13);
    expect(Object.is(shareOfCents(-1, 1_000, 10_000), 0)).toBe(true);
  });
});

describe('prices', () => {
  it('has the base prices of the product decisions (before VAT)', () => {
    expect(BASE_PRICES_CENTS).toEqual({ LOPD: 12_000, ACOSO: 9_000, DIGITAL: 9_000 });
  });

  it('has the renewal fallback prices', () => {
    expect(RENEWAL_PRICES_CENTS).toEqual({ LOPD: 9_000, ACOSO: 7_500, DIGITAL: 7_500 });
  });

  it('has a price for every tool', () => {
    for (const tool of TOOL_CODES) {
      expect(Number.isSafeInteger(BASE_PRICES_CENTS[tool])).toBe(true);
      expect(Number.isSafeInteger(RENEWAL_PRICES_CENTS[tool])).toBe(true);
    }
  });
});

describe('isToolPriceEuros', () => {
  it('takes a price of at least one cent with two decimals at most, up to the maximum', () => {
    expect(MIN_TOOL_PRICE_CENTS).toBe(1);
    expect(isToolPriceEuros(0.01)).toBe(true);
    expect(isToolPriceEuros(120.5)).toBe(true);
    expect(isToolPriceEuros(1_000_000)).toBe(true);
    expect(isToolPriceEuros(100_000.01, 100_000)).toBe(false);
    // 0.001 € was once stored as 0 cents and signed as "0,00 €" (issue 20).
    for (const euros of [0, 0.001, 0.004, 0.005, -0.01, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) expect(isToolPriceEuros(euros)).toBe(false);
  });
});
