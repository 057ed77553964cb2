import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAIN_008_SCHEMAS } from '../sepa/sepa-schemas.ts';
import { validateXml, type XmlSchema } from './validate-xml.ts';

const schema = PAIN_008_SCHEMAS['pain.008.001.08'];

describe('validateXml', () => {
  it('returns the schema errors of an invalid document, with their lines', async () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08">',
      '  <CstmrDrctDbtInitn>',
      '    <GrpHdr><MsgId>M-1</MsgId><CreDtTm>ayer</CreDtTm><NbOfTxs>1</NbOfTxs><InitgPty/></GrpHdr>',
      '  </CstmrDrctDbtInitn>',
      '</Document>',
    ].join('\n');
    const errors = await validateXml(xml, schema);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toMatchObject({ line: 4 });
    expect(errors[0]?.message).toContain('CreDtTm');
    expect(errors.some((error) => error.message.includes('PmtInf'))).toBe(true);
  });

  it('returns the parse error of a document that is not well formed', async () => {
    const errors = await validateXml('<Document><a></Document>', schema);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]?.line).toBe(1);
    expect(errors.map((error) => error.message.trim())).not.toContain('^');
  });

  it('keeps validating after xmllint itself fails on a broken schema', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cumplia-xsd-'));
    const schemaFile = (name: string, text: string): XmlSchema => {
      writeFileSync(join(folder, name), text);
      return { files: [pathToFileURL(join(folder, name))] };
    };
    try {
      const number = schemaFile('number.xsd', '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="n" type="xs:int"/></xs:schema>');
      const broken = schemaFile('broken.xsd', '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="n" type="xs:nothing"/></xs:schema>');

      expect(await validateXml('<n>1</n>', number)).toEqual([]);
      await expect(validateXml('<n>1</n>', broken)).rejects.toThrow(/nothing/);
      const errors = await validateXml('<n>uno</n>', number);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ line: 1, message: expect.stringContaining("'uno' is not a valid value") });
      expect(await validateXml('<n>2</n>', number)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
