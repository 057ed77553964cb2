/**
 * Spanish tax identifiers: DNI (citizens), NIE (foreigners) and CIF (legal entities, the old name
 * of a company's NIF). Every validator normalizes first, so "12.345.678-z" is accepted as
 * 12345678Z; store and compare the normalized form.
 *
 * Not accepted on purpose: the personal NIFs that start with K (Spaniards under 14), L (Spaniards
 * resident abroad) and M (foreigners without NIE). They are rare, the spec's ID check lists only
 * DNI, NIE and CIF, and the K/L/M check letter is computed like a CIF's, so admitting them would
 * also make some CIF typos pass as personal NIFs.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
const NIE_PREFIX_DIGIT: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/** Leading letters whose control character must be a letter (public bodies, foreign entities…). */
const CIF_LETTER_CONTROL = new Set(['P', 'Q', 'R', 'S', 'W', 'N']);
/** Leading letters whose control character must be a digit (SA, SL, comunidades de bienes…). */
const CIF_DIGIT_CONTROL = new Set(['A', 'B', 'E', 'H']);

/** Trims, upper-cases and drops the separators people type: spaces, dashes and dots. */
export function normalizeNif(value: string): string {
  return value.trim().replace(/[\s.-]/g, '').toUpperCase();
}

function dniLetterFor(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

/** DNI: 8 digits and the letter at (number mod 23) of TRWAGMYFPDXBNJZSQVHLCKE. */
export function isValidDni(value: string): boolean {
  const nif = normalizeNif(value);
  const match = /^(\d{8})([A-Z])$/.exec(nif);
  if (!match) return false;
  const [, digits = '', letter] = match;
  return dniLetterFor(digits) === letter;
}

/** NIE: X, Y or Z (read as 0, 1, 2), 7 digits and the DNI check letter of the resulting number. */
export function isValidNie(value: string): boolean {
  const nif = normalizeNif(value);
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(nif);
  if (!match) return false;
  const [, prefix = '', digits = '', letter] = match;
  return dniLetterFor(`${NIE_PREFIX_DIGIT[prefix] ?? ''}${digits}`) === letter;
}

/**
 * CIF: an entity letter from ABCDEFGHJNPQRSUVW, 7 digits and a control character. The control
 * digit is 10 minus the last digit of (sum of the digits in even positions + sum of the digits of
 * twice each digit in odd positions), mod 10; the control letter is that digit's letter in
 * JABCDEFGHI. P, Q, R, S, W and N require the letter, A, B, E and H the digit, the others accept
 * either.
 */
export function isValidCif(value: string): boolean {
  const nif = normalizeNif(value);
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(nif);
  if (!match) return false;
  const [, entity = '', digits = '', control = ''] = match;

  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) {
      // Positions 1, 3, 5, 7 (1-based): double, then add the digits of the product.
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const controlLetter = CIF_CONTROL_LETTERS.charAt(controlDigit);

  if (CIF_LETTER_CONTROL.has(entity)) return control === controlLetter;
  if (CIF_DIGIT_CONTROL.has(entity)) return control === String(controlDigit);
  return control === controlLetter || control === String(controlDigit);
}

/** A person's NIF (DNI or NIE): what a username must be. */
export function isValidPersonalNif(value: string): boolean {
  return isValidDni(value) || isValidNie(value);
}

/** Any Spanish tax id a company or a self-employed person (autónomo) can have: DNI, NIE or CIF. */
export function isValidNifCif(value: string): boolean {
  return isValidPersonalNif(value) || isValidCif(value);
}
