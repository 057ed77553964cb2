import { describe, expect, it } from 'vitest';
import { empresaCreateSchema } from '@cumplia/shared/schemas/empresa';
import { decodeCsv } from './decode.ts';
import { detectSeparator, parseCsv } from './parse.ts';
import { CSV_COLUMNS, mapHeader, rowToForm, sampleCsv } from './columns.ts';

const windows1252 = (text: string) =>
  Buffer.from([...text].map((character) => ({ 'ñ': 0xf1, 'á': 0xe1, 'é': 0xe9, 'í': 0xed, 'ó': 0xf3, 'ú': 0xfa, 'Ñ': 0xd1, '€': 0x80, '“': 0x93, '”': 0x94 })[character] ?? character.charCodeAt(0)));

describe('decodeCsv', () => {
  it('reads UTF-8 with a BOM, without it, and Windows-1252', () => {
    const text = 'razonSocial;nombre\nPeñalara “Añil” S.L.;José Núñez €';
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeCsv(Buffer.from(text))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeCsv(windows1252(text))).toEqual({ text, encoding: 'windows-1252' });
  });
});

describe('detectSeparator and parseCsv', () => {
  it('finds ; , or tab in the header, ignoring quoted ones', () => {
    expect(detectSeparator('a;b;c\n1,2;3')).toBe(';');
    expect(detectSeparator('a,b,c\n1;2;3')).toBe(',');
    expect(detectSeparator('"a;b",c,d\n')).toBe(',');
    expect(detectSeparator('a\tb\tc')).toBe('\t');
  });

  it('parses quotes, doubled quotes, separators and line breaks inside quotes, CRLF, and skips empty rows', () => {
    const rows = parseCsv('razon;dir\r\n"Talleres ""El Rayo"", S.L.";"Calle A; nave 2"\r\n;\r\n"Multi\nlínea";x\r\n', ';');
    expect(rows).toEqual([
      { line: 1, cells: ['razon', 'dir'] },
      { line: 2, cells: ['Talleres "El Rayo", S.L.', 'Calle A; nave 2'] },
      { line: 4, cells: ['Multi\nlínea', 'x'] },
    ]);
  });

  it('keeps the last row without a final line break', () => {
    expect(parseCsv('a,b\n1,2', ',')).toEqual([{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1', '2'] }]);
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
    const form = rowToForm(['A S.L.', 'B45678901', 'e', 'Ana', '12345678Z', 'a@a.es', '612345678', 'A', 'C/ 1', 'Madrid', '28001', '1', 'x', '', '', 'Adeudo bancario', 'Sí', 'no', 'SI'], columns);
    expect(form).toMatchObject({ tipo: 'E', numTrabajadores: 0, metodoDePago: 'SEPA', lopdgdd: true, acosoLaboral: false, desconexionDigital: true });
  });

  it('offers a sample whose example lines pass the creation form rules', () => {
    const { text } = decodeCsv(sampleCsv());
    const [header, ...lines] = parseCsv(text, detectSeparator(text));
    const { columns, missing } = mapHeader(header!.cells);
    expect(missing).toEqual([]);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(empresaCreateSchema.safeParse(rowToForm(line.cells, columns)).success).toBe(true);
  });
});
