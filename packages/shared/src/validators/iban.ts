import { friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * IBAN (ISO 13616): country code, two check digits (02–98), then the country's BBAN. The structure
 * is ibantools': the country is one it knows (the SWIFT IBAN registry's, and a few national formats
 * it lists), the length and BBAN pattern match that country, the mod-97 check gives 1, and for the
 * countries with national check digits it checks them too (Spain's "DC" of the old CCC among them).
 */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}

/** Removes all white space (IBANs are printed in groups of four) and upper-cases. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The forms' pattern hint: two capital letters and 22 digits (a Spanish IBAN's shape). */
export function isSpanishIbanShape(value: string): boolean {
  return /^[A-Z]{2}\d{22}$/.test(value);
}

/** Groups of four for reading: "ES91 2100 0418 4502 0005 1332". */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? '';
}

/** An IBAN as a message may show it to its holder: country, check digits and the last four, "ES91 •••• 1332". */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  return iban.length < 8 ? '••••' : `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
