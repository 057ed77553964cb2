export type CsvEncoding = 'utf-8' | 'windows-1252';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Windows-1252 differs from Latin-1 in 0x80–0x9F (€, curly quotes, dashes, Š, Ž…). Node 20's
 * TextDecoder('windows-1252') decodes those bytes as Latin-1 control characters, so they are
 * mapped here (undefined bytes stay as they are).
 */
const WINDOWS_1252_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž',
  0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += WINDOWS_1252_HIGH[byte] ?? String.fromCharCode(byte);
  return text;
}

/**
 * The text of a CSV as Spanish spreadsheets save it: UTF-8 with or without BOM, or Windows-1252
 * (Excel's "CSV (delimitado por comas)"). Bytes that are not valid UTF-8 mean Windows-1252.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  if (hasBom) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}
