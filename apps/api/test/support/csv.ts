import { randomInt } from 'node:crypto';
import { CSV_COLUMNS } from '../../src/modules/alta-masiva/csv/columns.ts';
import { cifFor as cif, dniFor as dni } from './spanish-ids.ts';

/**
 * A bulk-upload file of `count` companies as a Spanish spreadsheet saves it. Every `badEvery`-th
 * line has an invalid administrator NIF (0 = none). Accented names check the encoding. Line i's
 * company is numbered `base + i` (random unless given): its CIF, e-mail and administrator's DNI.
 * `withoutLocalidad` writes a file as made before the town column existed.
 */
export function companiesCsv(count: number, options: { separator?: ';' | ','; badEvery?: number; base?: number; withoutLocalidad?: boolean } = {}): string {
  const separator = options.separator ?? ';';
  const base = options.base ?? randomInt(1_000_000, 8_000_000);
  const kept = CSV_COLUMNS.map((column) => !(options.withoutLocalidad && column === 'localidad'));
  const lines = [CSV_COLUMNS.filter((_, column) => kept[column]).join(separator)];
  for (let index = 1; index <= count; index += 1) {
    const bad = options.badEvery ? index % options.badEvery === 0 : false;
    const username = bad ? '12345678A' : dni(10_000_000 + base + index);
    lines.push(
      [
        `Compañía Número ${index} S.L.`,
        cif(base + index),
        'E',
        `José Núñez ${index}`,
        username,
        `empresa${base + index}@example.es`,
        '+34612345678',
        `Compañía ${index}`,
        `Calle Peñalara ${index}`,
        'Vélez-Málaga',
        'Málaga',
        '29700',
        '4711',
        'Comercio al por menor',
        String(index % 50),
        'ES9121000418450200051332',
        'SEPA',
        'SI',
        index % 2 === 0 ? 'SI' : 'NO',
        'NO',
      ]
        .filter((_, column) => kept[column])
        .join(separator),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The text as Windows-1252 bytes (only the Spanish letters these files use). */
export function asWindows1252(text: string): Buffer {
  const map: Record<string, number> = { 'ñ': 0xf1, 'Ñ': 0xd1, 'á': 0xe1, 'é': 0xe9, 'í': 0xed, 'ó': 0xf3, 'ú': 0xfa, 'ü': 0xfc };
  return Buffer.from([...text].map((character) => map[character] ?? character.charCodeAt(0)));
}

/** A multipart/form-data body with one file in the field "file", for app.inject. */
export function multipartFile(filename: string, bytes: Buffer, mimetype = 'text/csv') {
  const boundary = `----cumplia${randomInt(1e9)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mimetype}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
