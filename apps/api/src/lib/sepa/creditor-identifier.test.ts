import { validateCreditorID } from 'sepa';
import { describe, expect, it } from 'vitest';
import { creditorIdentifier, isValidCreditorIdentifier } from './creditor-identifier.ts';

describe('SEPA creditor identifier', () => {
  it('computes the check digits over the NIF followed by ES00, the business code left out', () => {
    // By hand, for the NIF B12345674:
    //   B12345674 + ES00, letters as numbers (B = 11, E = 14, S = 28) → 1112345674142800
    //   mod 97 in two steps: 111234567 mod 97 = 11 (97 × 1146748 = 111234556);
    //                        then 11 followed by 4142800: 114142800 mod 97 = 87 (97 × 1176729 = 114142713)
    //   check digits = 98 − 87 = 11 → ES 11 000 B12345674
    expect(creditorIdentifier('B12345674')).toBe('ES11000B12345674');
    expect(creditorIdentifier('b-1234567-4', '001')).toBe('ES11001B12345674');
  });

  it('agrees with the sepa package for other NIFs (its check also skips the business code)', () => {
    for (const nif of ['12345678Z', 'X1234567L', 'A58818501', 'Q2826000H']) {
      const identifier = creditorIdentifier(nif);
      expect(identifier).toMatch(/^ES\d{2}000/);
      expect(validateCreditorID(identifier)).toBe(true);
      expect(isValidCreditorIdentifier(identifier)).toBe(true);
    }
  });

  it('refuses an invalid NIF or business code', () => {
    expect(() => creditorIdentifier('B12345675')).toThrow(RangeError);
    expect(() => creditorIdentifier('B12345674', '0000')).toThrow(RangeError);
  });

  it('validates a given identifier: shape, check digits and, for Spain, the NIF', () => {
    expect(isValidCreditorIdentifier('ES11000B12345674')).toBe(true);
    expect(isValidCreditorIdentifier('ES11ZZZB12345674')).toBe(true);
    expect(isValidCreditorIdentifier('ES12000B12345674')).toBe(false);
    expect(isValidCreditorIdentifier('ES11000B1234567')).toBe(false);
    expect(isValidCreditorIdentifier('es11000b12345674')).toBe(false);
    expect(isValidCreditorIdentifier('ES 11 000 B12345674')).toBe(false);
    // A German one (from the sepa package's documentation): no NIF to check.
    expect(isValidCreditorIdentifier('DE98ZZZ09999999999')).toBe(true);
  });
});
