/**
 * The SEPA character set that Spanish banks accept (EPC guidance, the AEB's Cuaderno 19): the Latin
 * letters a-z and A-Z, digits, `/ - ? : ( ) . , ' +` and space. Text from our database is
 * transliterated into it, never rejected: accents and diacritics are removed (á→a, ñ→n, ç→c, ü→u),
 * `&` becomes `y` (Spanish "and": "Pérez & Hijos" → "Perez y Hijos"), a few letters and marks that
 * do not decompose get their usual Latin spelling, white space of any kind becomes one space, and
 * anything else is dropped. Since `&`, `<` and `>` never survive, the result needs no XML escaping.
 */

/** Already in the set, one space between words, none at the ends: the common case, returned as is. */
const CLEAN = /^(?:[A-Za-z0-9/\-?:().,'+]+(?: [A-Za-z0-9/\-?:().,'+]+)*)?$/;
const ALLOWED_CHAR = /[A-Za-z0-9/\-?:().,'+ ]/;
/** Combining diacritical marks, left alone by NFD decomposition: "ñ" is "n" + U+0303. */
const COMBINING_MARK = /[\u0300-\u036f]/;
const WHITE_SPACE = /\s/;

/** Characters with no decomposition into Latin letters, and the spelling banks expect for them. */
const TRANSLITERATION: Readonly<Record<string, string>> = {
  '&': 'y',
  'ß': 'ss',
  'æ': 'ae',
  'Æ': 'AE',
  'œ': 'oe',
  'Œ': 'OE',
  'ø': 'o',
  'Ø': 'O',
  'ł': 'l',
  'Ł': 'L',
  'đ': 'd',
  'Đ': 'D',
  'ð': 'd',
  'Ð': 'D',
  'þ': 'th',
  'Þ': 'TH',
  'ı': 'i',
  // Typographic apostrophes and dashes, which word processors put in names and addresses.
  '‘': "'",
  '’': "'",
  '´': "'",
  '`': "'",
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  // The Catalan "l·l" keeps its separation; Spanish ordinals ("1º", "2ª") lose the mark.
  '·': '.',
};

/**
 * The replacement of every UTF-16 code unit up to U+024F (ASCII, Latin-1 and Latin Extended-A and
 * B), worked out once: the character itself when allowed, a space for white space, the table's
 * spelling, else its NFD decomposition without the combining marks ("ñ" is "n" + U+0303), else
 * nothing. Transliterating is then one look-up per character outside the set.
 */
const LATIN_TABLE_END = 0x250;
const latinTable: string[] = [];
for (let code = 0; code < LATIN_TABLE_END; code += 1) latinTable.push(replacementOf(String.fromCharCode(code)));

function replacementOf(char: string): string {
  if (ALLOWED_CHAR.test(char)) return char;
  if (WHITE_SPACE.test(char)) return ' ';
  const spelled = TRANSLITERATION[char];
  if (spelled !== undefined) return spelled;
  let result = '';
  for (const part of char.normalize('NFD')) {
    if (ALLOWED_CHAR.test(part)) result += part;
    else if (!COMBINING_MARK.test(part)) result += TRANSLITERATION[part] ?? '';
  }
  return result;
}

const NOT_ALLOWED = /[^A-Za-z0-9/\-?:().,'+ ]/g;
const replacement = (char: string) => {
  const code = char.charCodeAt(0);
  return code < LATIN_TABLE_END ? (latinTable[code] as string) : replacementOf(char);
};

/** The text in the SEPA character set (see above), with single spaces and no spaces at the ends. */
export function sepaTransliterate(value: string): string {
  if (CLEAN.test(value)) return value;
  return value.replace(NOT_ALLOWED, replacement).replace(/ {2,}/g, ' ').trim();
}

/** Transliterated, then cut to `maxLength` characters (a cut never leaves a space at the end). */
export function sepaText(value: string, maxLength: number): string {
  const text = sepaTransliterate(value);
  return text.length <= maxLength ? text : text.slice(0, maxLength).trimEnd();
}

const ID = /^[A-Za-z0-9/\-?:().,'+]+(?: [A-Za-z0-9/\-?:().,'+]+)*$/;

/**
 * Identifiers (message, end-to-end, mandate reference) are compared by banks and debtors, so they
 * are checked, never transliterated or cut: 1 to 35 characters of the set, no space at either end,
 * not starting or ending with "/" and without "//" (the EPC's rule for references).
 */
export function isSepaId(value: string): boolean {
  return value.length <= 35 && ID.test(value) && !value.startsWith('/') && !value.endsWith('/') && !value.includes('//');
}
