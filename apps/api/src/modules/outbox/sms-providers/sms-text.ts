/**
 * The text of an SMS as it goes on the air (3GPP TS 23.038). A message written only with the GSM
 * 7-bit alphabet fits 160 characters in one SMS (153 per part when concatenated); one character
 * outside it turns the whole message into UCS-2, 70 characters (67 per part). Spanish needs care:
 * ñ, Ñ, é, É, ü, Ü, ¿, ¡ and the grave vowels are in the GSM alphabet, but á, í, ó, ú (and their
 * capitals, and º/ª) are not, so one "código" would more than double the cost of a signing code.
 * We write those letters without the accent (decision 0024); anything still outside the alphabet
 * (an emoji, a name in another script) is sent as UCS-2 with the original text, never mangled.
 */

/** The basic GSM 7-bit alphabet, one septet each (the escape character left out). */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: two septets each (escape + character). */
const GSM7_EXTENSION = new Set('^{}\\[~]|€');

/** Letters and signs Spanish (and Catalan, Galician, Basque) text uses that GSM lacks, and what they become. */
const TRANSLITERATION: Record<string, string> = {
  á: 'a', í: 'i', ó: 'o', ú: 'u', Á: 'A', Í: 'I', Ó: 'O', Ú: 'U',
  À: 'A', È: 'E', Ì: 'I', Ò: 'O', Ù: 'U',
  â: 'a', ê: 'e', î: 'i', ô: 'o', û: 'u', Â: 'A', Ê: 'E', Î: 'I', Ô: 'O', Û: 'U',
  ã: 'a', õ: 'o', Ã: 'A', Õ: 'O', ï: 'i', Ï: 'I', ë: 'e', Ë: 'E', ç: 'c',
  º: 'o', ª: 'a', '·': '.',
  '‘': "'", '’': "'", '‚': "'", '´': "'", '`': "'",
  '“': '"', '”': '"', '„': '"', '«': '"', '»': '"',
  '–': '-', '—': '-', '−': '-', '‐': '-', '•': '-',
  '…': '...',
  '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\t': ' ',
};

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsText {
  /** What to send: the transliterated text in GSM-7, the original text in UCS-2. */
  text: string;
  encoding: SmsEncoding;
  /** How many SMS the message takes (each one is charged). */
  parts: number;
}

function isGsm7(character: string) {
  return GSM7_BASIC.has(character) || GSM7_EXTENSION.has(character);
}

/** The message ready for the provider: in GSM-7 whenever transliteration is enough. */
export function prepareSmsText(original: string): SmsText {
  const normalized = original.normalize('NFC');
  const transliterated = Array.from(normalized, (character) => TRANSLITERATION[character] ?? character).join('');
  const characters = Array.from(transliterated);
  if (characters.every(isGsm7)) {
    const septets = characters.reduce((total, character) => total + (GSM7_EXTENSION.has(character) ? 2 : 1), 0);
    return { text: transliterated, encoding: 'GSM-7', parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  }
  // UCS-2 counts UTF-16 code units: an emoji outside the basic plane takes two.
  const units = normalized.length;
  return { text: normalized, encoding: 'UCS-2', parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}
