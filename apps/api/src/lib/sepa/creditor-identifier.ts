import { isValidNifCif, normalizeNif } from '@cumplia/shared/validators/nif';

/**
 * The SEPA creditor identifier (AT-02 of the SDD rulebook): country code, two check digits, a
 * three-character business code (in Spain usually "000", which lets one company keep several
 * identifiers) and the national identifier, the NIF for Spain: `ES` + dd + `000` + NIF.
 *
 * The check digits are an IBAN's (ISO 7064 MOD 97-10) computed over the national identifier
 * followed by the country code and "00", with the business code left out: letters count as
 * numbers (A = 10 … Z = 35), the resulting number is taken mod 97, and the check digits are 98
 * minus that remainder, on two digits.
 */

const BUSINESS_CODE = /^[A-Z0-9]{3}$/;
const CREDITOR_IDENTIFIER = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/;

/** Letters as numbers (A = 10 … Z = 35) and the result mod 97, digit by digit (no big integers). */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? code - 55 : code - 48;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

function checkDigits(nationalId: string, country: string): string {
  return String(98 - mod97(`${nationalId}${country}00`)).padStart(2, '0');
}

/**
 * The Spanish creditor identifier of a NIF: "B12345674" → "ES11000B12345674". Throws a RangeError
 * for an invalid NIF or business code: the creditor comes from configuration, so this is a setup
 * mistake, not a user's.
 */
export function creditorIdentifier(nif: string, businessCode = '000'): string {
  const nationalId = normalizeNif(nif);
  const code = businessCode.toUpperCase();
  if (!isValidNifCif(nationalId)) throw new RangeError(`NIF no válido para el identificador de acreedor: ${nif}`);
  if (!BUSINESS_CODE.test(code)) throw new RangeError(`Código comercial de acreedor no válido: ${businessCode}`);
  return `ES${checkDigits(nationalId, 'ES')}${code}${nationalId}`;
}

/**
 * Whether a creditor identifier is well formed and its check digits are right; for a Spanish one
 * the national part must also be a valid NIF. Spaces are not accepted: store it as banks print it.
 */
export function isValidCreditorIdentifier(value: string): boolean {
  const match = CREDITOR_IDENTIFIER.exec(value);
  if (!match) return false;
  const [, country = '', digits = '', , nationalId = ''] = match;
  if (country === 'ES' && !isValidNifCif(nationalId)) return false;
  return checkDigits(nationalId, country) === digits;
}
