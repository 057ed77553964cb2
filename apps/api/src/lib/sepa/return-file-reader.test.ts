import { describe, expect, it } from 'vitest';
import { buildReturnFile } from '../../../test/support/sepa-return-files.ts';
import { writePain008, type Pain008Input, type SepaPayment } from './pain-008-writer.ts';
import { readPain008Collections, readReturnFile, RETURN_FILE_MESSAGES, ReturnFileError } from './return-file-reader.ts';
import { RETURN_REASONS, returnReason, returnWaits } from './return-reasons.ts';

const payment = (endToEndId: string, sequenceType: 'FRST' | 'RCUR', iban = 'ES9121000418450200051332'): SepaPayment => ({
  endToEndId,
  amountCents: 12_100,
  collectionDate: '2026-12-09',
  sequenceType,
  mandate: { reference: `CUMPLIA-LOPD-${endToEndId.slice(-4)}`, signatureDate: '2026-10-01' },
  debtor: { name: 'Talleres Ruiz S.L.', iban, address: { streetName: 'Calle Mayor 1', postCode: '38001', townName: 'La Laguna', country: 'ES' } },
  remittanceInformation: `Factura ${endToEndId}`,
});

const input: Pain008Input = {
  messageId: 'CUMPLIA-20261201-0A1B2C3D4E5F6071',
  createdAt: new Date('2026-12-01T10:00:00Z'),
  creditor: {
    name: 'Cumplia Compliance S.L.',
    identifier: 'ES11000B12345674',
    iban: 'ES79 2100 0813 6101 2345 6789',
    bic: 'CAIXESBBXXX',
    address: { streetName: 'Gran Vía 28', postCode: '28013', townName: 'Madrid', country: 'ES' },
  },
  payments: [payment('F2026-000001', 'FRST'), payment('F2026-000002', 'RCUR', 'ES6000491500051234567892'), payment('F2026-000003', 'RCUR')],
};

/** A pain.008 file the product wrote, in each version a bank pairs with the report's. */
const pain008 = {
  'pain.008.001.02': writePain008({ ...input, version: 'pain.008.001.02' }).xml,
  'pain.008.001.08': writePain008({ ...input, version: 'pain.008.001.08' }).xml,
};
const pairedPain008 = (message: string) => (message === 'pain.002.001.03' || message === 'camt.054.001.02' ? pain008['pain.008.001.02'] : pain008['pain.008.001.08']);

describe('the return file reader', () => {
  it('reads the collections of a pain.008 the product wrote, with their block and debtor account', () => {
    const collections = readPain008Collections(pain008['pain.008.001.08']);
    expect(collections.map((collection) => collection.endToEndId)).toEqual(['F2026-000001', 'F2026-000002', 'F2026-000003']);
    expect(collections[0]!.paymentInformationId).toBe('CUMPLIA-20261201-0A1B2C3D4E5F6071-1');
    expect(collections[1]).toMatchObject({ paymentInformationId: 'CUMPLIA-20261201-0A1B2C3D4E5F6071-2', debtorIban: 'ES6000491500051234567892' });
  });

  it.each(RETURN_FILE_MESSAGES)('reads each returned collection of a %s built from a generated pain.008: original message, EndToEndId, reason', (message) => {
    const xml = buildReturnFile(pairedPain008(message), { message, returns: [{ endToEndId: 'F2026-000002', reasonCode: 'AM04' }, { endToEndId: 'F2026-000003', reasonCode: 'MD01' }] });
    const file = readReturnFile(xml);
    expect(file.message).toBe(message);
    expect(file.messageId).toMatch(/^BANCO-/);
    expect(file.collections).toEqual([
      expect.objectContaining({ originalMessageId: input.messageId, originalPaymentInformationId: 'CUMPLIA-20261201-0A1B2C3D4E5F6071-2', endToEndId: 'F2026-000002', reasonCode: 'AM04', kind: message.startsWith('pain') ? 'RECHAZO' : 'DEVOLUCION' }),
      expect.objectContaining({ originalMessageId: input.messageId, endToEndId: 'F2026-000003', reasonCode: 'MD01' }),
    ]);
  });

  it.each(['pain.002.001.03', 'pain.002.001.10'] as const)('reads a %s rejecting the whole file, or a whole block, as collections without an EndToEndId', (message) => {
    const whole = readReturnFile(buildReturnFile(pairedPain008(message), { message, wholeFile: 'FF01' }));
    expect(whole.collections).toEqual([expect.objectContaining({ originalMessageId: input.messageId, originalPaymentInformationId: null, endToEndId: null, reasonCode: 'FF01' })]);
    const block = readReturnFile(buildReturnFile(pairedPain008(message), { message, wholeBlocks: [{ paymentInformationId: 'CUMPLIA-20261201-0A1B2C3D4E5F6071-2', reasonCode: 'BE05' }] }));
    expect(block.collections).toEqual([expect.objectContaining({ originalPaymentInformationId: 'CUMPLIA-20261201-0A1B2C3D4E5F6071-2', endToEndId: null, reasonCode: 'BE05' })]);
  });

  it('leaves out accepted transactions of a pain.002 and entries without return information of a camt.054', () => {
    const accepted = buildReturnFile(pain008['pain.008.001.08'], { message: 'pain.002.001.10', returns: [{ endToEndId: 'F2026-000001', reasonCode: 'AM04' }] }).replace('<TxSts>RJCT</TxSts>', '<TxSts>ACSC</TxSts>');
    expect(readReturnFile(accepted).collections).toEqual([]);
    const credited = buildReturnFile(pain008['pain.008.001.08'], { message: 'camt.054.001.08', returns: [{ endToEndId: 'F2026-000001', reasonCode: 'AM04' }] }).replace(/<RtrInf>.*?<\/RtrInf>/, '');
    expect(readReturnFile(credited).collections).toEqual([]);
  });

  it('reads a report whose elements carry a namespace prefix', () => {
    const xml = buildReturnFile(pain008['pain.008.001.08'], { message: 'camt.054.001.08', returns: [{ endToEndId: 'F2026-000001', reasonCode: 'AC04' }] })
      .replace('<Document xmlns=', '<ns2:Document xmlns:ns2=')
      .replace(/<(\/?)(?!\?|ns2:Document)([A-Za-z]+)/g, '<$1ns2:$2');
    expect(readReturnFile(xml).collections).toEqual([expect.objectContaining({ endToEndId: 'F2026-000001', reasonCode: 'AC04' })]);
  });

  it('refuses what is not XML, a pain.008 or another message, and a document type, saying why in Spanish', () => {
    const refusal = (xml: string) => {
      try {
        readReturnFile(xml);
      } catch (error) {
        if (error instanceof ReturnFileError) return { reason: error.reason, message: error.message };
        throw error;
      }
      return null;
    };
    expect(refusal('IBAN;importe\nES91;12,10')).toEqual({ reason: 'NOT_XML', message: expect.stringContaining('no es un XML válido') });
    expect(refusal('<Document><CstmrPmtStsRpt>')).toMatchObject({ reason: 'NOT_XML' });
    expect(refusal(pain008['pain.008.001.08'])).toEqual({ reason: 'NOT_SUPPORTED', message: expect.stringContaining('El fichero es un mensaje pain.008.001.08: solo se admiten') });
    expect(refusal('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt/></Document>')).toMatchObject({ reason: 'NOT_SUPPORTED' });
    expect(refusal('<?xml version="1.0"?><factura/>')).toEqual({ reason: 'NOT_SUPPORTED', message: expect.stringContaining('no es un mensaje ISO 20022') });
    expect(refusal('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "x">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt/></Document>')).toMatchObject({ reason: 'NOT_SUPPORTED' });
  });
});

describe('a camt.054 as a bank writes it (ISO 20022 camt.054 TxDtls/Refs: MsgId is often the bank\'s own message id)', () => {
  /** The bank's own id in Refs/MsgId and Btch/MsgId; our block (PmtInfId = our MsgId + "-n"), EndToEndId and MndtId kept. */
  const asBankWritesIt = (xml: string) => xml.replaceAll(`<MsgId>${input.messageId}</MsgId>`, '<MsgId>BBVA-CAMT054-20261214-000731</MsgId>');

  it.each(['camt.054.001.02', 'camt.054.001.08'] as const)('%s: gives the block, the EndToEndId, the mandate (Refs/MndtId) and the amount of each returned collection', (message) => {
    const xml = asBankWritesIt(buildReturnFile(pairedPain008(message), { message, returns: [{ endToEndId: 'F2026-000002', reasonCode: 'AC04' }] }));
    expect(xml).not.toContain(input.messageId + '<');
    expect(readReturnFile(xml).collections).toEqual([
      expect.objectContaining({
        originalMessageId: 'BBVA-CAMT054-20261214-000731',
        originalPaymentInformationId: 'CUMPLIA-20261201-0A1B2C3D4E5F6071-2',
        endToEndId: 'F2026-000002',
        mandateReference: 'CUMPLIA-LOPD-0002',
        amountCents: 12_100,
        reasonCode: 'AC04',
      }),
    ]);
  });

  it('reads the amount from the entry when the transaction gives none', () => {
    const xml = buildReturnFile(pain008['pain.008.001.08'], { message: 'camt.054.001.08', returns: [{ endToEndId: 'F2026-000001', reasonCode: 'AM04' }] }).replace(/<Amt Ccy="EUR">121\.00<\/Amt><CdtDbtInd>DBIT<\/CdtDbtInd><RtrInf>/, '<RtrInf>');
    expect(readReturnFile(xml).collections[0]).toMatchObject({ amountCents: 12_100, mandateReference: 'CUMPLIA-LOPD-0001' });
  });
});

describe('the reason codes (EPC guidance on SDD R-transactions)', () => {
  it('gives each code of the brief its Spanish meaning, and what it asks before presenting again', () => {
    for (const code of ['AC01', 'AC04', 'AC06', 'AG01', 'AM04', 'AM05', 'MD01', 'MD06', 'MD07', 'MS02', 'MS03', 'SL01']) expect(RETURN_REASONS.get(code)?.meaning).toBeTruthy();
    expect(returnReason('AM04')).toEqual({ code: 'AM04', meaning: 'Saldo insuficiente', action: 'REPRESENTAR' });
    expect(returnReason('MD01').action).toBe('NUEVO_MANDATO');
    expect(returnReason('MD07').action).toBe('NUEVO_MANDATO');
    expect(returnReason('AC04').action).toBe('NUEVA_CUENTA');
    expect(returnReason('AC06').action).toBe('NUEVA_CUENTA');
    expect(returnReason('XY99')).toEqual({ code: 'XY99', meaning: 'Motivo XY99 indicado por el banco', action: 'REPRESENTAR' });
    expect(returnReason(null).code).toBe('MS03');
  });

  // EPC SDD Core Rulebook 4.6 / EPC173-14: AM05 "duplicate collection", MD06 "refund request by the debtor"
  // (a disputed, authorised debit), SL01 "specific service offered by the debtor agent" (e.g. the debtor
  // blocked this creditor); BE05 "identifier of the creditor incorrect", FF01 "invalid file format",
  // AG02 "invalid bank operation code", FF05 "direct debit type incorrect": the same collection would
  // come back again. None is presented again automatically: staff decide (docs/decisions/0051).
  it.each(['AM05', 'MD06', 'SL01', 'BE05', 'FF01', 'AG02', 'FF05'])('%s is never presented again automatically: it waits for staff\'s decision (REVISAR)', (code) => {
    expect(returnReason(code).action).toBe('REVISAR');
  });

  it('holds the invoices of the same mandate after a mandate-level reason, and of the same account after an account-level one', () => {
    const returned = { mandateReference: 'CUMPLIA-LOPD-1', debtorIban: 'ES91 2100 0418 4502 0005 1332' };
    // MD01 "no valid mandate or unable to obtain mandate details": every collection under that mandate.
    expect(returnWaits({ action: 'NUEVO_MANDATO', ...returned }, { mandateReference: 'CUMPLIA-LOPD-1', debtorIban: 'ES6000491500051234567892' })).toBe(true);
    expect(returnWaits({ action: 'NUEVO_MANDATO', ...returned }, { mandateReference: 'CUMPLIA-LOPD-2', debtorIban: 'ES9121000418450200051332' })).toBe(false);
    // AC04 "account closed": every collection from that account, whatever its mandate.
    expect(returnWaits({ action: 'NUEVA_CUENTA', ...returned }, { mandateReference: 'CUMPLIA-ACOSO-9', debtorIban: 'ES9121000418450200051332' })).toBe(true);
    expect(returnWaits({ action: 'REVISAR', ...returned }, returned)).toBe(false);
  });
});
