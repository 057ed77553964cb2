import { isUtf8 } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';
import iconv from 'iconv-lite';

export type CsvEncoding = 'utf-8' | 'windows-1252';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Windows-1252 bytes decoded in one go (~1 ms); between two pieces the event loop gets a turn. */
const BYTES_PER_PIECE = 128 * 1024;

/**
 * A CSV as Spanish spreadsheets save it, as UTF-8 bytes for the parser: UTF-8 with or without BOM
 * (passed on as it is, without the BOM), or Windows-1252 (Excel's "CSV (delimitado por comas)"):
 * bytes that are not valid UTF-8 mean Windows-1252. That goes through iconv-lite: Node 20's
 * TextDecoder('windows-1252') is Latin-1, wrong on 0x80–0x9F (€, curly quotes, dashes, Š, Ž…);
 * csv.test.ts checks both against the code page.
 */
export async function csvAsUtf8(bytes: Uint8Array): Promise<{ utf8: Buffer; encoding: CsvEncoding }> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const hasBom = UTF8_BOM.every((byte, index) => buffer[index] === byte);
  if (hasBom) return { utf8: buffer.subarray(3), encoding: 'utf-8' };
  if (isUtf8(buffer)) return { utf8: buffer, encoding: 'utf-8' };
  const decoder = iconv.getDecoder('windows-1252');
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < buffer.length; offset += BYTES_PER_PIECE) {
    pieces.push(Buffer.from(decoder.write(buffer.subarray(offset, offset + BYTES_PER_PIECE))));
    await nextTurn();
  }
  pieces.push(Buffer.from(decoder.end() ?? ''));
  return { utf8: Buffer.concat(pieces), encoding: 'windows-1252' };
}
