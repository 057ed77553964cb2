import { describe, expect, it } from 'vitest';
import { validateXml } from '../xml/validate-xml.ts';
import { centsToSepaAmount, findSepaIssues, sepaCreationTime, writePain008, type Pain008Input, type SepaPayment } from './pain-008-writer.ts';
import { SepaInputError } from './sepa-input-error.ts';
import { PAIN_008_SCHEMAS } from './sepa-schemas.ts';

const creditor: Pain008Input['creditor'] = {
  name: 'Cumplia Compliance S.L.',
  identifier: 'ES11000B12345674',
  iban: 'ES79 2100 0813 6101 2345 6789',
  bic: 'CAIXESBBXXX',
  address: { streetName: 'Gran Vía', buildingNumber: '28', postCode: '28013', townName: 'Madrid', countrySubDivision: 'Madrid', country: 'ES' },
};

function payment(overrides: Partial<SepaPayment> & { endToEndId: string }): SepaPayment {
  return {
    amountCents: 12_100,
    collectionDate: '2026-12-05',
    sequenceType: 'FRST',
    mandate: { reference: `MANDATO-${overrides.endToEndId}`, signatureDate: '2026-10-01' },
    debtor: {
      name: 'Ñandú Logística & Hijos, S.L.',
      iban: 'ES9121000418450200051332',
      address: { streetName: 'Calle Mayor', buildingNumber: '1', postCode: '38001', townName: 'Santa Cruz de Tenerife', country: 'ES' },
    },
    remittanceInformation: `Factura ${overrides.endToEndId} protección de datos`,
    ...overrides,
  };
}

/** FRST and RCUR on two collection dates, given out of order, with a debtor that has a BIC. */
const payments: SepaPayment[] = [
  payment({ endToEndId: 'F2026-000001', sequenceType: 'RCUR', collectionDate: '2026-12-10', amountCents: 9_075 }),
  payment({ endToEndId: 'F2026-000002', sequenceType: 'FRST', collectionDate: '2026-12-10', amountCents: 14_520 }),
  payment({ endToEndId: 'F2026-000003', sequenceType: 'RCUR', collectionDate: '2026-12-05', amountCents: 10_890 }),
  payment({ endToEndId: 'F2026-000004', sequenceType: 'FRST', collectionDate: '2026-12-05', amountCents: 21_780 }),
  payment({
    endToEndId: 'F2026-000005',
    sequenceType: 'RCUR',
    collectionDate: '2026-12-10',
    amountCents: 1,
    debtor: { name: 'Jürgen Müller', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', address: { townName: 'Köln', country: 'de' } },
  }),
];

const input: Pain008Input = { messageId: 'CUMPLIA-20261123-0001', createdAt: new Date('2026-11-23T17:30:05Z'), creditor, payments };

/** The text of every `<name>` element, in document order. */
const values = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]);
const blocksOf = (xml: string) => xml.split('<PmtInf>').slice(1);

describe('the pain.008 writer', () => {
  it.each(['pain.008.001.08', 'pain.008.001.02'] as const)('writes a %s file that validates against the official XSD', async (version) => {
    const file = writePain008({ ...input, version });
    expect(file.version).toBe(version);
    expect(file.xml).toContain(`xmlns="urn:iso:std:iso:20022:tech:xsd:${version}"`);
    expect(await validateXml(file.xml, PAIN_008_SCHEMAS[version])).toEqual([]);
  });

  it('is pain.008.001.08 by default, and the .02 fallback differs only where its schema does', () => {
    const v08 = writePain008(input).xml;
    const v02 = writePain008({ ...input, version: 'pain.008.001.02' }).xml;
    expect(v08).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(values(v08, 'BICFI')).toEqual(['CAIXESBBXXX', 'CAIXESBBXXX', 'CAIXESBBXXX', 'CAIXESBBXXX', 'COBADEFFXXX']);
    expect(values(v02, 'BIC')).toEqual(['CAIXESBBXXX', 'CAIXESBBXXX', 'CAIXESBBXXX', 'CAIXESBBXXX', 'COBADEFFXXX']);
    const normalise = (xml: string) => xml.replace(/pain\.008\.001\.0[28]/g, 'V').replace(/<(\/?)BIC(FI)?>/g, '<$1B>');
    expect(normalise(v02)).toBe(normalise(v08));
  });

  it('writes one block per sequence type and collection date, FRST first, then by date', () => {
    const file = writePain008(input);
    expect(file.blocks.map((block) => [block.sequenceType, block.collectionDate, block.paymentIndexes])).toEqual([
      ['FRST', '2026-12-05', [3]],
      ['FRST', '2026-12-10', [1]],
      ['RCUR', '2026-12-05', [2]],
      ['RCUR', '2026-12-10', [0, 4]],
    ]);
    const blocks = blocksOf(file.xml);
    expect(blocks).toHaveLength(4);
    expect(blocks.map((block) => [values(block, 'SeqTp')[0], values(block, 'ReqdColltnDt')[0], values(block, 'EndToEndId')])).toEqual([
      ['FRST', '2026-12-05', ['F2026-000004']],
      ['FRST', '2026-12-10', ['F2026-000002']],
      ['RCUR', '2026-12-05', ['F2026-000003']],
      ['RCUR', '2026-12-10', ['F2026-000001', 'F2026-000005']],
    ]);
    expect(values(file.xml, 'PmtInfId')).toEqual(['CUMPLIA-20261123-0001-1', 'CUMPLIA-20261123-0001-2', 'CUMPLIA-20261123-0001-3', 'CUMPLIA-20261123-0001-4']);
  });

  it('writes NbOfTxs and CtrlSum for the file and for each block, amounts with two decimals', () => {
    const file = writePain008(input);
    const header = file.xml.split('<PmtInf>')[0] ?? '';
    expect(values(header, 'NbOfTxs')).toEqual(['5']);
    expect(values(header, 'CtrlSum')).toEqual(['562.66']);
    expect(file.controlSumCents).toBe(56_266);
    const blocks = blocksOf(file.xml);
    expect(blocks.map((block) => values(block, 'NbOfTxs')[0])).toEqual(['1', '1', '1', '2']);
    expect(blocks.map((block) => values(block, 'CtrlSum')[0])).toEqual(['217.80', '145.20', '108.90', '90.76']);
    expect(file.xml).toContain('<InstdAmt Ccy="EUR">0.01</InstdAmt>');
    expect(file.xml).toContain('<InstdAmt Ccy="EUR">90.75</InstdAmt>');
    expect([1, 10, 100, 12_345, 99_999_999_999].map(centsToSepaAmount)).toEqual(['0.01', '0.10', '1.00', '123.45', '999999999.99']);
  });

  it('carries the creditor identifier in the initiating party and in every block, with the scheme name SEPA', () => {
    const xml = writePain008(input).xml;
    expect(xml).toContain('<InitgPty><Nm>Cumplia Compliance S.L.</Nm><Id><OrgId><Othr><Id>ES11000B12345674</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></OrgId></Id></InitgPty>');
    const schemeIds = xml.match(/<CdtrSchmeId><Id><PrvtId><Othr><Id>ES11000B12345674<\/Id><SchmeNm><Prtry>SEPA<\/Prtry><\/SchmeNm><\/Othr><\/PrvtId><\/Id><\/CdtrSchmeId>/g);
    expect(schemeIds).toHaveLength(4);
    expect(values(xml, 'IBAN').slice(0, 2)).toEqual(['ES7921000813610123456789', 'ES9121000418450200051332']);
  });

  it('writes the mandate, structured addresses and transliterated, cut texts', () => {
    const long = payment({
      endToEndId: 'LARGO-1',
      debtor: {
        name: `Compañía ${'Ñ'.repeat(80)}`,
        iban: 'ES6000491500051234567892',
        address: { streetName: 'Avenida de la Constitución', townName: 'Las Palmas de Gran Canaria y alrededores del norte', country: 'ES', countrySubDivision: 'Las Palmas' },
      },
      remittanceInformation: `Factura ${'á'.repeat(200)}`,
    });
    const xml = writePain008({ ...input, payments: [long] }).xml;
    expect(xml).toContain('<MndtRltdInf><MndtId>MANDATO-LARGO-1</MndtId><DtOfSgntr>2026-10-01</DtOfSgntr></MndtRltdInf>');
    const [initiatingParty, creditorName, debtorName] = values(xml, 'Nm');
    expect([initiatingParty, creditorName]).toEqual(['Cumplia Compliance S.L.', 'Cumplia Compliance S.L.']);
    expect(debtorName).toBe(`Compania ${'N'.repeat(61)}`);
    expect(values(xml, 'Ustrd')[0]).toBe(`Factura ${'a'.repeat(132)}`);
    const debtorAddress = xml.split('<Dbtr>')[1] ?? '';
    expect(values(debtorAddress, 'StrtNm')).toEqual(['Avenida de la Constitucion']);
    expect(values(debtorAddress, 'TwnNm')).toEqual(['Las Palmas de Gran Canaria y alrede']);
    expect(values(debtorAddress, 'CtrySubDvsn')).toEqual(['Las Palmas']);
    expect(values(debtorAddress, 'Ctry')).toEqual(['ES']);
    expect(xml).toContain('<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>');
    expect(xml).not.toMatch(/AdrLine/);
    expect(xml.replace(/<[^>]*>/g, '')).toMatch(/^[A-Za-z0-9/\-?:().,'+ \n]*$/);
  });

  it('writes the creation time as Madrid local time, to the second', () => {
    expect(sepaCreationTime(new Date('2026-11-23T17:30:05.900Z'))).toBe('2026-11-23T18:30:05');
    expect(sepaCreationTime(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00');
    expect(writePain008(input).xml).toContain('<CreDtTm>2026-11-23T18:30:05</CreDtTm>');
  });

  it('reports each payment that cannot be collected, naming it, with the code of spec 3', () => {
    const wrong: SepaPayment[] = [
      payment({ endToEndId: 'OK-1' }),
      payment({ endToEndId: 'SIN-IBAN', debtor: { name: 'Sin IBAN S.L.', iban: null, address: { townName: 'Madrid', country: 'ES' } } }),
      payment({ endToEndId: 'IBAN-MALO', debtor: { name: 'Iban Malo S.L.', iban: 'ES9121000418450200051333', address: { townName: 'Madrid', country: 'ES' } } }),
      payment({ endToEndId: 'SIN-MANDATO', mandate: null }),
      payment({ endToEndId: 'CERO', amountCents: 0 }),
      payment({ endToEndId: 'NEGATIVO', amountCents: -500 }),
      payment({ endToEndId: 'MANDATO-TARDE', mandate: { reference: 'M-1', signatureDate: '2026-12-06' } }),
      payment({ endToEndId: 'SIN-CIUDAD', debtor: { name: 'Sin Ciudad S.L.', iban: 'ES9121000418450200051332', address: { townName: ' ', country: 'ES' } } }),
      payment({ endToEndId: 'OK-1' }),
    ];
    const issues = findSepaIssues({ ...input, payments: wrong });
    expect(issues.map(({ paymentIndex, endToEndId, problem, code }) => ({ paymentIndex, endToEndId, problem, code }))).toEqual([
      { paymentIndex: 1, endToEndId: 'SIN-IBAN', problem: 'DEBTOR_IBAN_MISSING', code: 'EMPRESA_IBAN_MISSING' },
      { paymentIndex: 2, endToEndId: 'IBAN-MALO', problem: 'DEBTOR_IBAN_INVALID', code: 'EMPRESA_IBAN_INVALID' },
      { paymentIndex: 3, endToEndId: 'SIN-MANDATO', problem: 'MANDATE_MISSING', code: 'SEPA_VALIDATION_ERROR' },
      { paymentIndex: 4, endToEndId: 'CERO', problem: 'AMOUNT_NOT_POSITIVE', code: 'SEPA_VALIDATION_ERROR' },
      { paymentIndex: 5, endToEndId: 'NEGATIVO', problem: 'AMOUNT_NOT_POSITIVE', code: 'SEPA_VALIDATION_ERROR' },
      { paymentIndex: 6, endToEndId: 'MANDATO-TARDE', problem: 'MANDATE_SIGNATURE_DATE_INVALID', code: 'SEPA_VALIDATION_ERROR' },
      { paymentIndex: 7, endToEndId: 'SIN-CIUDAD', problem: 'DEBTOR_ADDRESS_INCOMPLETE', code: 'SEPA_VALIDATION_ERROR' },
      { paymentIndex: 8, endToEndId: 'OK-1', problem: 'END_TO_END_ID_REPEATED', code: 'SEPA_VALIDATION_ERROR' },
    ]);
    expect(issues[0]?.message).toBe('Cobro SIN-IBAN: La empresa no tiene IBAN.');

    let thrown: unknown;
    try {
      writePain008({ ...input, payments: wrong });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SepaInputError);
    expect((thrown as SepaInputError).code).toBe('EMPRESA_IBAN_MISSING');
    expect((thrown as SepaInputError).issues).toHaveLength(8);
    expect((thrown as SepaInputError).message).toBe('Cobro SIN-IBAN: La empresa no tiene IBAN. (y 7 problemas más)');
  });

  it('reports the problems of the file and its creditor apart from the payments', () => {
    const issues = findSepaIssues({
      messageId: 'FICHERO CON Ñ',
      createdAt: new Date('no es una fecha'),
      creditor: { ...creditor, identifier: 'ES12000B12345674', iban: 'ES0000000000000000000000', bic: 'caixesbb', address: { townName: 'Madrid', country: 'España' } },
      payments: [],
    });
    expect(issues.map(({ problem, code, paymentIndex }) => [problem, code, paymentIndex])).toEqual([
      ['NO_PAYMENTS', 'NO_SEPA_INVOICES', null],
      ['MESSAGE_ID_INVALID', 'SEPA_VALIDATION_ERROR', null],
      ['CREATION_TIME_INVALID', 'DATETIME_CONFIGURATION_ERROR', null],
      ['CREDITOR_IDENTIFIER_INVALID', 'SEPA_VALIDATION_ERROR', null],
      ['CREDITOR_IBAN_INVALID', 'INVALID_IBAN', null],
      ['CREDITOR_ADDRESS_INCOMPLETE', 'SEPA_VALIDATION_ERROR', null],
    ]);
  });

  it('checks a BIC against the pattern of the chosen version', () => {
    // "AAAAES1O": allowed by the 2019 pattern, not by the older one (only 2-9 or a letter in the seventh place).
    const withBic = [payment({ endToEndId: 'BIC-1', debtor: { name: 'Banco Raro', iban: 'ES9121000418450200051332', bic: 'AAAAES1O', address: { townName: 'Madrid', country: 'ES' } } })];
    expect(findSepaIssues({ ...input, payments: withBic })).toEqual([]);
    expect(findSepaIssues({ ...input, version: 'pain.008.001.02', payments: withBic }).map((issue) => issue.problem)).toEqual(['DEBTOR_BIC_INVALID']);
  });

  it('refuses ids it would have to change, and impossible dates', () => {
    const issues = findSepaIssues({
      ...input,
      payments: [
        payment({ endToEndId: 'F2026_000001', mandate: { reference: 'M-1', signatureDate: '2026-10-01' } }),
        payment({ endToEndId: 'F-2', mandate: { reference: 'M'.repeat(36), signatureDate: '2026-02-30' } }),
        payment({ endToEndId: 'F-3', collectionDate: '2026-13-01', amountCents: 1.5 }),
      ],
    });
    expect(issues.map((issue) => [issue.endToEndId, issue.problem])).toEqual([
      ['F2026_000001', 'END_TO_END_ID_INVALID'],
      ['F-2', 'MANDATE_REFERENCE_INVALID'],
      ['F-2', 'MANDATE_SIGNATURE_DATE_INVALID'],
      ['F-3', 'AMOUNT_INVALID'],
      ['F-3', 'COLLECTION_DATE_INVALID'],
    ]);
  });
});
