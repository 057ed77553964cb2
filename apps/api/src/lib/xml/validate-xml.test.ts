import { describe, expect, it } from 'vitest';
import { PAIN_008_SCHEMAS } from '../sepa/sepa-schemas.ts';
import { validateXml } from './validate-xml.ts';

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
  });
});
