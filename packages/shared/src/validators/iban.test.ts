import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IBAN } from '../enums.ts';
import { formatIban, isSpanishIbanShape, isValidIban, normalizeIban } from './iban.ts';

/** An independent MOD 97-10 (BigInt) to build IBANs whose check digits are right. */
function mod97(text: string): bigint {
  const digits = [...text].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  return BigInt(digits) % 97n;
}
function withCheckDigits(country: string, bban: string): string {
  const check = 98n - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}
function hasValidChecksum(iban: string): boolean {
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1n;
}

/** Examples published in the SWIFT IBAN registry and by the banks, one per country. */
const REGISTRY_EXAMPLES = [
  'ES9121000418450200051332',
  'ES7921000813610123456789',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
  'GB29NWBK60161331926819',
  'BE68539007547034',
  'AT611904300234573201',
  'IT60X0542811101000000123456',
  'PT50000201231234567890154',
  'CH9300762011623852957',
  'NO9386011117947',
  'MT84MALT011000012345MTLCAST001S',
  'SE4550000000058398257466',
  'PL61109010140000071219812874',
  'IE29AIBK93115212345678',
  'LU280019400644750000',
  'FI2112345600000785',
  'DK5000400440116243',
  'AD1200012030200359100100',
  'MC5811222000010123456789030',
  'SM86U0322509800000000270100',
  'VA59001123000012345678',
  'GI75NWBK000000007099453',
  'HR1210010051863000160',
  'SI56263300012039086',
  'SK3112000000198742637541',
  'CZ6508000000192000145399',
  'HU42117730161111101800000000',
  'RO49AAAA1B31007593840000',
  'BG80BNBG96611020345678',
  'GR1601101250000000012300695',
  'CY17002001280000001200527600',
  'LV80BANK0000435195001',
  'LT121000011101001000',
  'EE382200221020145685',
  'IS140159260076545510730339',
  'LI21088100002324013AA',
  'AL47212110090000000235698741',
  'MD24AG000225100013104168',
  'ME25505000012345678951',
  'MK07250120000058984',
];

describe('isValidIban', () => {
  it.each(REGISTRY_EXAMPLES)('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('agrees with the reference check on the examples', () => {
    for (const iban of REGISTRY_EXAMPLES) expect(hasValidChecksum(iban), iban).toBe(true);
    expect(withCheckDigits('ES', '21000418450200051332')).toBe('ES9121000418450200051332');
  });

  it('accepts the printed form with spaces and lower case', () => {
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isValidIban('gb29 nwbk 6016 1331 9268 19')).toBe(true);
  });

  it('rejects wrong check digits', () => {
    expect(isValidIban('ES9221000418450200051332')).toBe(false);
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('GB28NWBK60161331926819')).toBe(false);
  });

  it('rejects a changed digit and swapped digits in the account', () => {
    expect(isValidIban('ES9121000418450200051333')).toBe(false);
    expect(isValidIban('ES9121000418450200053132')).toBe(false);
  });

  it('rejects the length of another country', () => {
    expect(isValidIban('ES912100041845020005133')).toBe(false); // 23
    expect(isValidIban('ES91210004184502000513320')).toBe(false); // 25
    expect(isValidIban('DE8937040044053201300')).toBe(false); // 21
  });

  it('rejects a wrong length even when the mod-97 check passes', () => {
    // A German BBAN under the Spanish code, and a Spanish one under the German code.
    const germanUnderEs = withCheckDigits('ES', '370400440532013000');
    const spanishUnderDe = withCheckDigits('DE', '21000418450200051332');
    expect(hasValidChecksum(germanUnderEs)).toBe(true);
    expect(hasValidChecksum(spanishUnderDe)).toBe(true);
    expect(isValidIban(germanUnderEs)).toBe(false);
    expect(isValidIban(spanishUnderDe)).toBe(false);
  });

  it('rejects a BBAN that breaks the country structure even when the mod-97 check passes', () => {
    // NL starts with a 4-letter bank code; ES is all digits; GB has 4 letters then 14 digits.
    const cases = [
      withCheckDigits('NL', '1BNA0417164300'),
      withCheckDigits('ES', 'A1000418450200051332'),
      withCheckDigits('GB', 'NWBK6016133192681A'),
    ];
    for (const iban of cases) {
      expect(hasValidChecksum(iban), iban).toBe(true);
      expect(isValidIban(iban), iban).toBe(false);
    }
  });

  it('rejects an unknown country or no country', () => {
    expect(isValidIban('XX9121000418450200051332')).toBe(false);
    expect(isValidIban('US64SVBKUS6S3300958879')).toBe(false);
    expect(isValidIban('9121000418450200051332')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('rejects the non-SEPA placeholder account ES plus 22 zeros', () => {
    expect(PLACEHOLDER_IBAN).toBe('ES0000000000000000000000');
    expect(isValidIban(PLACEHOLDER_IBAN)).toBe(false);
  });

  it('rejects check digits that are not digits', () => {
    expect(isValidIban('ESAB21000418450200051332')).toBe(false);
  });
});

describe('isValidIban per SEPA country', () => {
  it('accepts each example and refuses it one character shorter or longer', () => {
    const sepa = ['AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI',
      'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA', 'AL', 'MD', 'ME', 'MK'];
    for (const country of sepa) {
      const example = REGISTRY_EXAMPLES.find((iban) => iban.startsWith(country));
      expect(example, country).toBeDefined();
      const bban = example!.slice(4);
      expect(isValidIban(withCheckDigits(country, bban.slice(0, -1))), `${country} short`).toBe(false);
      expect(isValidIban(withCheckDigits(country, `${bban}0`)), `${country} long`).toBe(false);
    }
  });
});

describe('isValidIban, national check digits', () => {
  it("rejects a Spanish IBAN whose mod-97 check passes but whose CCC control digits ('DC') do not", () => {
    // 2100 0418 45 0200051332 is right; with DC 46 the IBAN's own check digits can still be made right.
    const wrongDc = withCheckDigits('ES', '21000418460200051332');
    expect(hasValidChecksum(wrongDc)).toBe(true);
    expect(isValidIban(wrongDc)).toBe(false);
  });

  it('rejects check digits 00 and 99, which pass mod 97 where 97 and 02 are the right ones', () => {
    // ISO 13616 check digits are 02–98; 00 ≡ 97 and 99 ≡ 02 (mod 97).
    expect(withCheckDigits('DE', '370400440532013014')).toBe('DE02370400440532013014');
    expect(withCheckDigits('DE', '370400440532013050')).toBe('DE97370400440532013050');
    expect(isValidIban('DE02370400440532013014')).toBe(true);
    expect(isValidIban('DE97370400440532013050')).toBe(true);
    expect(hasValidChecksum('DE99370400440532013014')).toBe(true);
    expect(hasValidChecksum('DE00370400440532013050')).toBe(true);
    expect(isValidIban('DE99370400440532013014')).toBe(false);
    expect(isValidIban('DE00370400440532013050')).toBe(false);
  });
});

describe('normalizeIban and formatIban', () => {
  it('strips white space and upper-cases', () => {
    expect(normalizeIban(' es91 2100\t0418 4502 0005 1332 ')).toBe('ES9121000418450200051332');
  });

  it('prints groups of four', () => {
    expect(formatIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('isSpanishIbanShape', () => {
  it('accepts two capital letters and 22 digits', () => {
    expect(isSpanishIbanShape('ES9121000418450200051332')).toBe(true);
    expect(isSpanishIbanShape(PLACEHOLDER_IBAN)).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(isSpanishIbanShape('es9121000418450200051332')).toBe(false);
    expect(isSpanishIbanShape('ES912100041845020005133')).toBe(false);
    expect(isSpanishIbanShape('ES91 2100 0418 4502 0005 1332')).toBe(false);
    expect(isSpanishIbanShape('NL91ABNA0417164300')).toBe(false);
  });
});
