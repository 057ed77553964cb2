/**
 * IBAN (ISO 13616): country code, two check digits, then the country's BBAN. Valid means the
 * country is in the SWIFT IBAN registry, the length and BBAN structure match that country, and the
 * mod-97 check gives 1. National check digits inside the BBAN (Spain's "DC" of the old CCC, for
 * instance) are not checked: the mod-97 check already catches the typos people make.
 */

/**
 * BBAN structure per country in the registry's notation: `n` digits, `a` upper-case letters,
 * `c` upper-case letters or digits. The IBAN length is 4 plus the BBAN length; it is written out
 * beside each entry so a typo in either shows up (a unit test checks that they agree).
 * Source: SWIFT IBAN registry (release 2024/2025), all 89 countries, SEPA ones included.
 */
export const IBAN_COUNTRIES: Readonly<Record<string, { length: number; bban: string }>> = {
  AD: { length: 24, bban: '4n4n12c' },
  AE: { length: 23, bban: '3n16n' },
  AL: { length: 28, bban: '8n16c' },
  AT: { length: 20, bban: '5n11n' },
  AZ: { length: 28, bban: '4a20c' },
  BA: { length: 20, bban: '3n3n8n2n' },
  BE: { length: 16, bban: '3n7n2n' },
  BG: { length: 22, bban: '4a4n2n8c' },
  BH: { length: 22, bban: '4a14c' },
  BI: { length: 27, bban: '5n5n11n2n' },
  BR: { length: 29, bban: '8n5n10n1a1c' },
  BY: { length: 28, bban: '4c4n16c' },
  CH: { length: 21, bban: '5n12c' },
  CR: { length: 22, bban: '4n14n' },
  CY: { length: 28, bban: '3n5n16c' },
  CZ: { length: 24, bban: '4n6n10n' },
  DE: { length: 22, bban: '8n10n' },
  DJ: { length: 27, bban: '5n5n11n2n' },
  DK: { length: 18, bban: '4n9n1n' },
  DO: { length: 28, bban: '4c20n' },
  EE: { length: 20, bban: '2n14n' },
  EG: { length: 29, bban: '4n4n17n' },
  ES: { length: 24, bban: '4n4n1n1n10n' },
  FI: { length: 18, bban: '3n11n' },
  FK: { length: 18, bban: '2a12n' },
  FO: { length: 18, bban: '4n9n1n' },
  FR: { length: 27, bban: '5n5n11c2n' },
  GB: { length: 22, bban: '4a6n8n' },
  GE: { length: 22, bban: '2a16n' },
  GI: { length: 23, bban: '4a15c' },
  GL: { length: 18, bban: '4n9n1n' },
  GR: { length: 27, bban: '3n4n16c' },
  GT: { length: 28, bban: '4c20c' },
  HN: { length: 28, bban: '4a20n' },
  HR: { length: 21, bban: '7n10n' },
  HU: { length: 28, bban: '3n4n1n15n1n' },
  IE: { length: 22, bban: '4a6n8n' },
  IL: { length: 23, bban: '3n3n13n' },
  IQ: { length: 23, bban: '4a3n12n' },
  IS: { length: 26, bban: '4n2n6n10n' },
  IT: { length: 27, bban: '1a5n5n12c' },
  JO: { length: 30, bban: '4a4n18c' },
  KW: { length: 30, bban: '4a22c' },
  KZ: { length: 20, bban: '3n13c' },
  LB: { length: 28, bban: '4n20c' },
  LC: { length: 32, bban: '4a24c' },
  LI: { length: 21, bban: '5n12c' },
  LT: { length: 20, bban: '5n11n' },
  LU: { length: 20, bban: '3n13c' },
  LV: { length: 21, bban: '4a13c' },
  LY: { length: 25, bban: '3n3n15n' },
  MC: { length: 27, bban: '5n5n11c2n' },
  MD: { length: 24, bban: '2c18c' },
  ME: { length: 22, bban: '3n13n2n' },
  MK: { length: 19, bban: '3n10c2n' },
  MN: { length: 20, bban: '4n12n' },
  MR: { length: 27, bban: '5n5n11n2n' },
  MT: { length: 31, bban: '4a5n18c' },
  MU: { length: 30, bban: '4a2n2n12n3n3a' },
  NI: { length: 28, bban: '4a20n' },
  NL: { length: 18, bban: '4a10n' },
  NO: { length: 15, bban: '4n6n1n' },
  OM: { length: 23, bban: '3n16c' },
  PK: { length: 24, bban: '4a16c' },
  PL: { length: 28, bban: '8n16n' },
  PS: { length: 29, bban: '4a21c' },
  PT: { length: 25, bban: '4n4n11n2n' },
  QA: { length: 29, bban: '4a21c' },
  RO: { length: 24, bban: '4a16c' },
  RS: { length: 22, bban: '3n13n2n' },
  RU: { length: 33, bban: '9n5n15c' },
  SA: { length: 24, bban: '2n18c' },
  SC: { length: 31, bban: '4a2n2n16n3a' },
  SD: { length: 18, bban: '2n12n' },
  SE: { length: 24, bban: '3n16n1n' },
  SI: { length: 19, bban: '5n8n2n' },
  SK: { length: 24, bban: '4n6n10n' },
  SM: { length: 27, bban: '1a5n5n12c' },
  SO: { length: 23, bban: '4n3n12n' },
  ST: { length: 25, bban: '4n4n11n2n' },
  SV: { length: 28, bban: '4a20n' },
  TL: { length: 23, bban: '3n14n2n' },
  TN: { length: 24, bban: '2n3n13n2n' },
  TR: { length: 26, bban: '5n1n16c' },
  UA: { length: 29, bban: '6n19c' },
  VA: { length: 22, bban: '3n15n' },
  VG: { length: 24, bban: '4a16n' },
  XK: { length: 20, bban: '4n10n2n' },
  YE: { length: 30, bban: '4a4n18c' },
};

const CHARACTER_CLASS: Readonly<Record<string, string>> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };

/** Turns '4n4n1n1n10n' into /^[0-9]{4}[0-9]{4}…$/. */
function bbanPattern(format: string): RegExp {
  const source = format.replace(/(\d+)([nac])/g, (_, count: string, kind: string) => {
    return `${CHARACTER_CLASS[kind] ?? ''}{${count}}`;
  });
  return new RegExp(`^${source}$`);
}

const BBAN_PATTERNS = new Map(
  Object.entries(IBAN_COUNTRIES).map(([country, { bban }]) => [country, bbanPattern(bban)]),
);

/** Removes all white space (IBANs are printed in groups of four) and upper-cases. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 7064 MOD 97-10 over the rearranged IBAN, in chunks so no number exceeds 2^53. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // Digits stay as they are; A = 10 … Z = 35.
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  const country = IBAN_COUNTRIES[iban.slice(0, 2)];
  const pattern = BBAN_PATTERNS.get(iban.slice(0, 2));
  if (!country || !pattern) return false;
  if (iban.length !== country.length) return false;
  if (!/^\d{2}$/.test(iban.slice(2, 4))) return false;
  if (!pattern.test(iban.slice(4))) return false;
  return ibanRemainder(iban) === 1;
}

/** The forms' pattern hint: two capital letters and 22 digits (a Spanish IBAN's shape). */
export function isSpanishIbanShape(value: string): boolean {
  return /^[A-Z]{2}\d{22}$/.test(value);
}

/** Groups of four for reading: "ES91 2100 0418 4502 0005 1332". */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
