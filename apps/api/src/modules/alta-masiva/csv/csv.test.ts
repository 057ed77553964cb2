import { describe, expect, it } from 'vitest';
import { empresaCreateSchema } from '@cumplia/shared/schemas/empresa';
import { DATOS_PROTOCOLOS_VACIOS, datosProtocolosDeCsv, datosProtocolosSchema } from '@cumplia/shared/schemas/datos-protocolos';
import { ALTA_MASIVA_MESSAGES } from '@cumplia/shared/schemas/alta-masiva';
import { csvAsUtf8 } from './decode.ts';

const decodeCsv = async (bytes: Uint8Array) => {
  const { utf8, encoding } = await csvAsUtf8(bytes);
  return { text: utf8.toString(), encoding };
};
import { CsvFormatError, csvRows, detectSeparator, parseCsv } from './parse.ts';
import { CSV_COLUMNS, mapHeader, rowToDatosCells, rowToForm, sampleCsv } from './columns.ts';
import { checkCsv, openCsv } from './open.ts';

const windows1252 = (text: string) =>
  Buffer.from([...text].map((character) => ({ 'ñ': 0xf1, 'á': 0xe1, 'é': 0xe9, 'í': 0xed, 'ó': 0xf3, 'ú': 0xfa, 'Ñ': 0xd1, '€': 0x80, '“': 0x93, '”': 0x94 })[character] ?? character.charCodeAt(0)));

describe('csvAsUtf8', () => {
  it('reads UTF-8 with a BOM, without it, and Windows-1252', async () => {
    const text = 'razonSocial;nombre\nPeñalara “Añil” S.L.;José Núñez €';
    expect(await decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual({ text, encoding: 'utf-8' });
    expect(await decodeCsv(Buffer.from(text))).toEqual({ text, encoding: 'utf-8' });
    expect(await decodeCsv(windows1252(text))).toEqual({ text, encoding: 'windows-1252' });
  });

  // Code page 1252 as published (unicode.org MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT): 0x80–0x9F
  // are letters and signs, not the C1 controls of Latin-1; 0x81, 0x8D, 0x8F, 0x90, 0x9D are unassigned.
  const CP1252_80_9F = [
    0x20ac, null, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, null, 0x017d, null,
    null, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, null, 0x017e, 0x0178,
  ];
  const assigned = CP1252_80_9F.flatMap((code, index) => (code === null ? [] : [{ byte: 0x80 + index, code }]));
  // "Año" keeps the file from being valid UTF-8, so it is read as Windows-1252.
  const withByte = (byte: number) => Buffer.from([0x41, 0xf1, 0x6f, 0x20, byte]);

  it('decodes every assigned byte of 0x80–0x9F as code page 1252 does (iconv-lite)', async () => {
    for (const { byte, code } of assigned) expect(await decodeCsv(withByte(byte)), `byte 0x${byte.toString(16)}`).toEqual({ text: `Año ${String.fromCodePoint(code)}`, encoding: 'windows-1252' });
    expect((await decodeCsv(Buffer.from([0x80, 0x20, 0xa0, 0xff]))).text).toBe('€ \u00a0ÿ');
    // Decoded a piece at a time: a long file reads the same across the pieces.
    const line = 'Peñalara “Añil” 50 €;Núñez\r\n';
    const long = await decodeCsv(Buffer.concat(Array.from({ length: 10_000 }, () => windows1252(line))));
    expect(long.encoding).toBe('windows-1252');
    expect(long.text === line.repeat(10_000)).toBe(true);
  });

  // Why iconv-lite: on Node 20 the platform's decoder for that label is Latin-1. Should it ever
  // decode the whole range right, this fails, and decode.ts could use it instead.
  it.runIf(process.versions.node.startsWith('20.'))('Node 20 TextDecoder("windows-1252") is not exact on 0x80–0x9F', () => {
    const platform = new TextDecoder('windows-1252');
    const wrong = assigned.filter(({ byte, code }) => platform.decode(Uint8Array.of(byte)).codePointAt(0) !== code);
    expect(wrong.length).toBeGreaterThan(0);
  });
});

describe('detectSeparator and parseCsv', () => {
  it('finds ; , or tab in the header, ignoring quoted ones', () => {
    expect(detectSeparator('a;b;c\n1,2;3')).toBe(';');
    expect(detectSeparator('a,b,c\n1;2;3')).toBe(',');
    expect(detectSeparator('"a;b",c,d\n')).toBe(',');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
  });

  it('parses quotes, doubled quotes, separators and line breaks inside quotes, CRLF, and skips empty rows', async () => {
    const rows = await parseCsv('razon;dir\r\n"Talleres ""El Rayo"", S.L.";"Calle A; nave 2"\r\n;\r\n"Multi\nlínea";x\r\n', ';');
    expect(rows).toEqual([
      { line: 1, cells: ['razon', 'dir'] },
      { line: 2, cells: ['Talleres "El Rayo", S.L.', 'Calle A; nave 2'] },
      { line: 4, cells: ['Multi\nlínea', 'x'] },
    ]);
  });

  it('keeps the last row without a final line break', async () => {
    expect(await parseCsv('a,b\n1,2', ',')).toEqual([{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1', '2'] }]);
  });

  it('takes a quote inside an unquoted cell as text, rows of any length, and LF, CRLF or CR in one file', async () => {
    expect(await parseCsv('a\tb\r\nPerfiles 5" S.L.\r1\t2\t3\n  "x"\t\n', '\t')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['Perfiles 5" S.L.'] },
      { line: 3, cells: ['1', '2', '3'] },
      { line: 4, cells: ['x', ''] },
    ]);
  });

  it('numbers lines as the file shows them across the slices it is parsed in', async () => {
    const lines = ['razonSocial;direccion'];
    for (let index = 2; index <= 2_400; index += 1) lines.push(index % 300 === 0 ? ';' : index % 7 === 0 ? `"Línea ${index}";"dos\nlíneas"` : `Línea ${index};x`);
    const rows = await parseCsv(`${lines.join('\r\n')}\r\n`, ';');
    // A row's number is 1 + the line breaks before it, those inside quoted cells included.
    let line = 1;
    const expected = lines.flatMap((text) => {
      const row = { line, cells: text.split(';').map((cell) => cell.replaceAll('"', '')) };
      line += 1 + (text.match(/\n/g)?.length ?? 0);
      return text === ';' ? [] : [row];
    });
    expect(rows).toEqual(expected);
  });

  it('refuses a quote that never closes, naming the line where it opens', async () => {
    const text = `razonSocial;nifCif\r\n${'A;B\r\n'.repeat(700)}"Sin cerrar;B\r\nC;D\r\n`;
    await expect(parseCsv(text, ';')).rejects.toThrow(new CsvFormatError('El archivo no es un CSV válido: unas comillas no se cierran desde la línea 702.'));
  });

  it('parses no further than it is read', async () => {
    const text = `a;b\r\n${'1;2\r\n'.repeat(1_200)}"sin cerrar\r\n`;
    const rows = csvRows(text, ';');
    for (let read = 0; read < 600; read += 1) await rows.next();
    await rows.return(undefined);
    await expect(parseCsv(text, ';')).rejects.toThrow(CsvFormatError);
  });
});

describe('openCsv and checkCsv', () => {
  const header = CSV_COLUMNS.join(';');

  it('reads the header, then the lines after it as they are asked for', async () => {
    const file = await openCsv(Buffer.from(`${header}\r\n\r\nA;B45678901\r\nB;B45678902\r\n`));
    expect(file).toMatchObject({ encoding: 'utf-8', separator: ';', columns: { razonSocial: 0, nifCif: 1 } });
    const lines = [];
    for await (const row of file.rows) lines.push(row.line);
    expect(lines).toEqual([3, 4]);
  });

  it('refuses a file without lines, without required columns, or with more than 100,000 lines', async () => {
    await expect(openCsv(Buffer.from(''))).rejects.toThrow(ALTA_MASIVA_MESSAGES.empty);
    await expect(openCsv(Buffer.from(`${header}\r\n;;\r\n`))).rejects.toThrow(ALTA_MASIVA_MESSAGES.empty);
    await expect(openCsv(Buffer.from('razonSocial;nifCif\nA;B45678901\n'))).rejects.toThrow(`${ALTA_MASIVA_MESSAGES.missingColumns} tipo, nombre, username`);
    const lines = (count: number) => Buffer.from(`${header}\n${'A;B\n'.repeat(count)}`);
    expect(await checkCsv(lines(100_000))).toMatchObject({ encoding: 'utf-8', separator: ';', lines: 100_000 });
    await expect(checkCsv(lines(100_001))).rejects.toThrow(new CsvFormatError(ALTA_MASIVA_MESSAGES.tooManyLines));
  });
});

describe('checkCsv', () => {
  it('opens the file it checked again at its first line, decoded once, for its processing', async () => {
    const header = CSV_COLUMNS.join(';');
    const windows1252 = Buffer.concat([Buffer.from(`${header}\r\n`), Buffer.from([0x4d, 0x75, 0xf1, 0x6f, 0x7a, 0x80]), Buffer.from(';B45678901\r\nB;B45678902\r\n')]);
    const checked = await checkCsv(windows1252);
    expect(checked).toMatchObject({ encoding: 'windows-1252', separator: ';', lines: 2 });
    for (let reading = 0; reading < 2; reading += 1) {
      const file = await checked.reopen();
      expect(file.columns).toMatchObject({ razonSocial: 0, nifCif: 1 });
      const rows = [];
      for await (const row of file.rows) rows.push([row.line, row.cells[0], row.cells[1]]);
      expect(rows).toEqual([
        [2, 'Muñoz€', 'B45678901'],
        [3, 'B', 'B45678902'],
      ]);
    }
  });
});

describe('columns', () => {
  it('maps Spanish headers with accents and spaces, and names the missing required ones', () => {
    const { columns, missing } = mapHeader(['Razón Social', 'NIF/CIF', 'Correo electrónico', 'LOPDGDD']);
    expect(columns).toMatchObject({ razonSocial: 0, nifCif: 1, email: 2, lopdgdd: 3 });
    expect(missing).toContain('username');
    expect(missing).not.toContain('lopdgdd');
  });

  it('turns a row into the creation form: SI/NO tools, payment labels, default workers', () => {
    const { columns } = mapHeader([...CSV_COLUMNS]);
    const form = rowToForm(['A S.L.', 'B45678901', 'e', 'Ana', '12345678Z', 'a@a.es', '612345678', 'A', 'C/ 1', 'Madrid', 'Madrid', '28001', '1', 'x', '', '', 'Adeudo bancario', 'Sí', 'no', 'SI'], columns);
    expect(form).toMatchObject({ tipo: 'E', numTrabajadores: 0, metodoDePago: 'SEPA', lopdgdd: true, acosoLaboral: false, desconexionDigital: true, localidad: 'Madrid' });
  });

  it('reads the town under its Spanish names, and takes a file made before the column existed (decision 0057)', () => {
    for (const name of ['Población', 'poblacion', 'Localidad', 'Municipio']) expect(mapHeader([name]).columns).toEqual({ localidad: 0 });
    const old = CSV_COLUMNS.filter((column) => column !== 'localidad');
    const { columns, missing } = mapHeader([...old]);
    expect(missing).toEqual([]);
    expect(columns.localidad).toBeUndefined();
    const form = rowToForm(['A S.L.', 'B45678901', 'E', 'Ana', '12345678Z', 'a@a.es', '612345678', 'A', 'C/ 1', 'Madrid', '28001', '1', 'x', '', '', 'SEPA', 'SI', 'NO', 'NO'], columns);
    expect(form).toMatchObject({ direccion: 'C/ 1', localidad: '', provincia: 'Madrid', codigoPostal: '28001' });
  });

  it('offers a sample whose example lines pass the creation form rules', async () => {
    const { text } = await decodeCsv(sampleCsv());
    const [header, ...lines] = await parseCsv(text, detectSeparator(text));
    const { columns, missing } = mapHeader(header!.cells);
    expect(missing).toEqual([]);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(empresaCreateSchema.safeParse(rowToForm(line.cells, columns)).success).toBe(true);
    // The optional protocol facts: the first example gives them, the second leaves them unknown.
    const [given, unknown] = lines.map((line) => datosProtocolosSchema.parse(datosProtocolosDeCsv(rowToDatosCells(line.cells, columns))));
    expect(given).toMatchObject({ representacion: 'NINGUNA', horaInicio: '08:00', videovigilancia: true, encargados: ['NOMINAS', 'CONTABILIDAD'] });
    expect(unknown).toEqual(DATOS_PROTOCOLOS_VACIOS);
  });
});
