import { describe, expect, it } from 'vitest';
import { isValidCif, isValidDni, isValidNie, isValidNifCif, isValidPersonalNif, normalizeNif } from './nif.ts';

describe('normalizeNif', () => {
  it('trims, drops spaces, dashes and dots, and upper-cases', () => {
    expect(normalizeNif('  12345678-z ')).toBe('12345678Z');
    expect(normalizeNif('12.345.678 z')).toBe('12345678Z');
    expect(normalizeNif('x-1234567-l')).toBe('X1234567L');
    expect(normalizeNif('b 1234567 4')).toBe('B12345674');
  });
});

describe('isValidDni', () => {
  it('accepts 8 digits and the letter at number mod 23', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('00000000T')).toBe(true);
    expect(isValidDni('00000023T')).toBe(true);
    expect(isValidDni('99999999R')).toBe(true);
  });

  it('accepts the same DNI typed in lower case or with separators', () => {
    expect(isValidDni('12345678z')).toBe(true);
    expect(isValidDni(' 12.345.678-Z ')).toBe(true);
  });

  it('rejects a wrong check letter', () => {
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('00000001T')).toBe(false);
  });

  it('rejects a wrong length or letters in the number', () => {
    expect(isValidDni('1234567Z')).toBe(false);
    expect(isValidDni('123456789Z')).toBe(false);
    expect(isValidDni('1234A678Z')).toBe(false);
    expect(isValidDni('12345678')).toBe(false);
    expect(isValidDni('ABCDEFGHZ')).toBe(false);
    expect(isValidDni('')).toBe(false);
  });

  it('does not take a NIE or a CIF for a DNI', () => {
    expect(isValidDni('X1234567L')).toBe(false);
    expect(isValidDni('B12345674')).toBe(false);
  });
});

describe('isValidNie', () => {
  it('maps X, Y, Z to 0, 1, 2 before the mod 23 check', () => {
    // 1234567 mod 23 = 19 → L; 11234567 mod 23 = 10 → X; 21234567 mod 23 = 1 → R.
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
    expect(isValidNie('x1234567l')).toBe(true);
  });

  it('rejects a letter that belongs to another prefix', () => {
    expect(isValidNie('Y1234567L')).toBe(false);
    expect(isValidNie('Z1234567L')).toBe(false);
    expect(isValidNie('X1234567X')).toBe(false);
  });

  it('rejects other prefixes, wrong lengths and letters in the number', () => {
    expect(isValidNie('W1234567L')).toBe(false);
    expect(isValidNie('A1234567L')).toBe(false);
    expect(isValidNie('X123456L')).toBe(false);
    expect(isValidNie('X12345678L')).toBe(false);
    expect(isValidNie('X12345A7L')).toBe(false);
    expect(isValidNie('X1234567')).toBe(false);
  });
});

describe('isValidCif', () => {
  it('accepts a digit control for the letters that require one (A, B, E, H)', () => {
    expect(isValidCif('B12345674')).toBe(true);
    expect(isValidCif('A58818501')).toBe(true);
    expect(isValidCif('A28015865')).toBe(true);
  });

  it('rejects the equivalent letter control for those letters', () => {
    // B1234567 → control 4 ↔ D; A5881850 → control 1 ↔ A.
    expect(isValidCif('B1234567D')).toBe(false);
    expect(isValidCif('A5881850A')).toBe(false);
  });

  it('accepts a letter control for the letters that require one (P, Q, R, S, W, N)', () => {
    expect(isValidCif('Q2826000H')).toBe(true);
    expect(isValidCif('P2807900B')).toBe(true);
    expect(isValidCif('S2833002E')).toBe(true);
    expect(isValidCif('N0032484H')).toBe(true);
    expect(isValidCif('W0032002H')).toBe(true);
  });

  it('rejects the equivalent digit control for those letters', () => {
    // Q2826000 → control 8 ↔ H; P2807900 → control 2 ↔ B.
    expect(isValidCif('Q28260008')).toBe(false);
    expect(isValidCif('P28079002')).toBe(false);
  });

  it('accepts either control for the other letters (C, D, F, G, J, U, V)', () => {
    expect(isValidCif('G12345674')).toBe(true);
    expect(isValidCif('G1234567D')).toBe(true);
    expect(isValidCif('J12345674')).toBe(true);
    expect(isValidCif('V1234567D')).toBe(true);
  });

  it('rejects a wrong control character', () => {
    expect(isValidCif('B12345678')).toBe(false);
    expect(isValidCif('Q2826000J')).toBe(false);
    expect(isValidCif('G12345675')).toBe(false);
    expect(isValidCif('G1234567E')).toBe(false);
  });

  it('rejects leading letters that are not entity letters', () => {
    // Same digits and control as the valid B12345674.
    for (const letter of ['I', 'O', 'T', 'K', 'L', 'M', 'X', 'Y', 'Z']) {
      expect(isValidCif(`${letter}12345674`), letter).toBe(false);
    }
  });

  it('rejects wrong lengths and non-digits', () => {
    expect(isValidCif('B1234567')).toBe(false);
    expect(isValidCif('B123456744')).toBe(false);
    expect(isValidCif('B12A45674')).toBe(false);
    expect(isValidCif('12345674B')).toBe(false);
  });

  it('normalizes before checking', () => {
    expect(isValidCif(' b-12345674 ')).toBe(true);
    expect(isValidCif('q2826000h')).toBe(true);
  });
});

describe('isValidPersonalNif', () => {
  it('accepts DNI and NIE', () => {
    expect(isValidPersonalNif('12345678Z')).toBe(true);
    expect(isValidPersonalNif('X1234567L')).toBe(true);
  });

  it('rejects a company CIF and invalid ids', () => {
    expect(isValidPersonalNif('B12345674')).toBe(false);
    expect(isValidPersonalNif('12345678A')).toBe(false);
    expect(isValidPersonalNif('')).toBe(false);
  });
});

describe('isValidNifCif', () => {
  it('accepts any of DNI, NIE and CIF', () => {
    expect(isValidNifCif('12345678Z')).toBe(true);
    expect(isValidNifCif('Z1234567R')).toBe(true);
    expect(isValidNifCif('Q2826000H')).toBe(true);
  });

  it('rejects ids that fail their own check', () => {
    expect(isValidNifCif('12345678A')).toBe(false);
    expect(isValidNifCif('X1234567X')).toBe(false);
    expect(isValidNifCif('B12345678')).toBe(false);
    expect(isValidNifCif('hola')).toBe(false);
  });
});
