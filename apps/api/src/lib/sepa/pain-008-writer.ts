import { madridIsoDateTime } from '@cumplia/shared/calendar';
import { isValidIban, normalizeIban } from '@cumplia/shared/validators/iban';
import { isValidCreditorIdentifier } from './creditor-identifier.ts';
import { SepaInputError, sepaIssue, type SepaIssue, type SepaProblem } from './sepa-input-error.ts';
import type { Pain008Version } from './sepa-schemas.ts';
import { isSepaId, sepaText } from './sepa-text.ts';

/**
 * The pain.008 writer: a SEPA Core direct-debit initiation, as Spanish banks take it (AEB Cuaderno
 * 19.14 in its XML form, the EPC implementation guidelines). pain.008.001.08 by default;
 * pain.008.001.02 for a creditor account whose bank still wants it (decision 0025 lists what
 * changes). Pure: plain data in, the XML text out; the service validates the text against the XSD
 * (`validateXml` with `PAIN_008_SCHEMAS`) before serving it.
 */

export type SequenceType = 'FRST' | 'RCUR';

/** A structured postal address: from 15 November 2026 banks reject unstructured ones. */
export interface SepaPostalAddress {
  readonly streetName?: string | null;
  readonly buildingNumber?: string | null;
  readonly postCode?: string | null;
  /** Required, with the country. */
  readonly townName: string | null;
  /** The province. */
  readonly countrySubDivision?: string | null;
  /** ISO 3166 alpha-2, "ES". */
  readonly country: string | null;
}

export interface SepaCreditor {
  readonly name: string;
  /** The SEPA creditor identifier, "ES11000B12345674" (`creditorIdentifier(nif)`). */
  readonly identifier: string;
  /** The account the collections are paid into (BBVA or Caja Siete, from configuration). */
  readonly iban: string;
  readonly bic?: string | null;
  readonly address: SepaPostalAddress;
}

export interface SepaMandate {
  /** The unique mandate reference (at most 35 characters of the SEPA set). */
  readonly reference: string;
  /** YYYY-MM-DD, from the signed contract. */
  readonly signatureDate: string;
}

export interface SepaPayment {
  /** Unique in the file; the bank gives it back with a return (at most 35 characters). */
  readonly endToEndId: string;
  readonly amountCents: number;
  /** YYYY-MM-DD. */
  readonly collectionDate: string;
  readonly sequenceType: SequenceType;
  /** Null when the company has no signed mandate: reported, never written. */
  readonly mandate: SepaMandate | null;
  readonly debtor: {
    readonly name: string;
    /** Null or empty when the company has none: reported as EMPRESA_IBAN_MISSING. */
    readonly iban: string | null;
    readonly bic?: string | null;
    readonly address: SepaPostalAddress;
  };
  /** Free text for the debtor's statement, transliterated and cut to 140 characters. */
  readonly remittanceInformation?: string | null;
}

export interface Pain008Input {
  /** Default pain.008.001.08. */
  readonly version?: Pain008Version;
  /**
   * Unique per file (at most 35 characters). The blocks are named after it with "-1", "-2"…, cut
   * to 35: ids of up to 32 characters keep block ids unique across files too.
   */
  readonly messageId: string;
  readonly createdAt: Date;
  readonly creditor: SepaCreditor;
  readonly payments: readonly SepaPayment[];
}

export interface Pain008Block {
  readonly paymentInformationId: string;
  readonly sequenceType: SequenceType;
  readonly collectionDate: string;
  readonly numberOfTransactions: number;
  readonly controlSumCents: number;
  /** Positions in the input, in the order written. */
  readonly paymentIndexes: readonly number[];
}

export interface Pain008File {
  readonly version: Pain008Version;
  readonly xml: string;
  readonly numberOfTransactions: number;
  readonly controlSumCents: number;
  readonly blocks: readonly Pain008Block[];
}

/** The EPC's largest amount of one collection: 999,999,999.99 €. */
const MAX_AMOUNT_CENTS = 99_999_999_999;
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COUNTRY = /^[A-Z]{2}$/;
/** BICFIDec2014Identifier (.08) and BICIdentifier (.02), as their XSDs write them. */
const BIC: Readonly<Record<Pain008Version, RegExp>> = {
  'pain.008.001.08': /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/,
  'pain.008.001.02': /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9](?:[A-Z0-9]{3})?$/,
};
/** The element that holds a BIC: renamed BICFI in the 2019 version. */
const BIC_ELEMENT: Readonly<Record<Pain008Version, string>> = { 'pain.008.001.08': 'BICFI', 'pain.008.001.02': 'BIC' };
const SEQUENCE_ORDER: readonly SequenceType[] = ['FRST', 'RCUR'];

function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year = '', month = '', day = ''] = match;
  const y = Number(year);
  const m = Number(month);
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const daysInMonth = m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  return y >= 1900 && m >= 1 && m <= 12 && Number(day) >= 1 && Number(day) <= daysInMonth;
}

const compact = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

/** A payment's text fields as written: transliterated and cut once, for the checks and the XML. */
interface PreparedPayment {
  readonly debtorName: string;
  readonly debtorIban: string;
  readonly debtorAddress: string;
  readonly remittance: string;
}

/** The XML of a structured address, or null without town or country (at least both are needed). */
function postalAddressXml(address: SepaPostalAddress, indent: string): string | null {
  const town = sepaText(address.townName ?? '', 35);
  const country = compact(address.country);
  if (town === '' || !COUNTRY.test(country)) return null;
  return postalAddress(address, town, country, indent);
}

function checkFile(input: Pain008Input, version: Pain008Version, issues: SepaIssue[]): string | null {
  const fileIssue = (problem: SepaProblem) => issues.push(sepaIssue(problem));
  if (input.payments.length === 0) fileIssue('NO_PAYMENTS');
  if (!isSepaId(input.messageId)) fileIssue('MESSAGE_ID_INVALID');
  if (Number.isNaN(input.createdAt.getTime())) fileIssue('CREATION_TIME_INVALID');
  const { creditor } = input;
  if (sepaText(creditor.name, NAME_MAX) === '') fileIssue('CREDITOR_NAME_MISSING');
  if (!isValidCreditorIdentifier(creditor.identifier)) fileIssue('CREDITOR_IDENTIFIER_INVALID');
  if (!isValidIban(creditor.iban)) fileIssue('CREDITOR_IBAN_INVALID');
  if (creditor.bic && !BIC[version].test(compact(creditor.bic))) fileIssue('CREDITOR_BIC_INVALID');
  const address = postalAddressXml(creditor.address, '        ');
  if (address === null) fileIssue('CREDITOR_ADDRESS_INCOMPLETE');
  return address;
}

function preparePayment(payment: SepaPayment, index: number, version: Pain008Version, endToEndIds: Set<string>, issues: SepaIssue[]): PreparedPayment {
  const problem = (kind: SepaProblem) => issues.push(sepaIssue(kind, { index, endToEndId: payment.endToEndId }));
  if (!isSepaId(payment.endToEndId)) problem('END_TO_END_ID_INVALID');
  else if (endToEndIds.has(payment.endToEndId)) problem('END_TO_END_ID_REPEATED');
  endToEndIds.add(payment.endToEndId);
  if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents > MAX_AMOUNT_CENTS) problem('AMOUNT_INVALID');
  else if (payment.amountCents <= 0) problem('AMOUNT_NOT_POSITIVE');
  const collectionDateValid = isIsoDate(payment.collectionDate);
  if (!collectionDateValid) problem('COLLECTION_DATE_INVALID');
  if (!SEQUENCE_ORDER.includes(payment.sequenceType)) problem('SEQUENCE_TYPE_INVALID');
  const { mandate, debtor } = payment;
  if (!mandate || mandate.reference.trim() === '') problem('MANDATE_MISSING');
  else {
    if (!isSepaId(mandate.reference)) problem('MANDATE_REFERENCE_INVALID');
    // ISO dates compare as text; a mandate cannot be used before it is signed.
    const signedInTime = !collectionDateValid || mandate.signatureDate <= payment.collectionDate;
    if (!isIsoDate(mandate.signatureDate) || !signedInTime) problem('MANDATE_SIGNATURE_DATE_INVALID');
  }
  const debtorName = sepaText(debtor.name, NAME_MAX);
  if (debtorName === '') problem('DEBTOR_NAME_MISSING');
  const debtorIban = normalizeIban(debtor.iban ?? '');
  if (debtorIban === '') problem('DEBTOR_IBAN_MISSING');
  else if (!isValidIban(debtorIban)) problem('DEBTOR_IBAN_INVALID');
  if (debtor.bic && !BIC[version].test(compact(debtor.bic))) problem('DEBTOR_BIC_INVALID');
  const debtorAddress = postalAddressXml(debtor.address, '          ');
  if (debtorAddress === null) problem('DEBTOR_ADDRESS_INCOMPLETE');
  return { debtorName, debtorIban, debtorAddress: debtorAddress ?? '', remittance: sepaText(payment.remittanceInformation ?? '', REMITTANCE_MAX) };
}

function prepare(input: Pain008Input) {
  const version = input.version ?? 'pain.008.001.08';
  const issues: SepaIssue[] = [];
  const creditorAddress = checkFile(input, version, issues);
  const endToEndIds = new Set<string>();
  const payments = input.payments.map((payment, index) => preparePayment(payment, index, version, endToEndIds, issues));
  return { version, issues, creditorAddress: creditorAddress ?? '', payments };
}

/**
 * Every problem of the input, in order: the file's and the creditor's first, then each payment's.
 * The writer throws them as a `SepaInputError`; a service may call this first to answer without
 * writing anything.
 */
export function findSepaIssues(input: Pain008Input): SepaIssue[] {
  return prepare(input).issues;
}

/** Cents as the schemas' decimal with two places: 123450 → "1234.50". */
export function centsToSepaAmount(cents: number): string {
  const remainder = cents % 100;
  return `${(cents - remainder) / 100}.${remainder < 10 ? '0' : ''}${remainder}`;
}

/**
 * The creation time as Spanish banks print it: local time in Madrid, to the second, with no
 * offset (ISO 20022's ISODateTime allows both; the AEB's examples have none).
 */
export const sepaCreationTime = (date: Date): string => madridIsoDateTime(date);

/** Structured, in the schema's order; both versions have these elements (PostalAddress24 and 6). */
function postalAddress(address: SepaPostalAddress, town: string, country: string, indent: string): string {
  let xml = `${indent}<PstlAdr>\n`;
  const street = sepaText(address.streetName ?? '', 70);
  const building = sepaText(address.buildingNumber ?? '', 16);
  const postCode = sepaText(address.postCode ?? '', 16);
  const province = sepaText(address.countrySubDivision ?? '', 35);
  if (street) xml += `${indent}  <StrtNm>${street}</StrtNm>\n`;
  if (building) xml += `${indent}  <BldgNb>${building}</BldgNb>\n`;
  if (postCode) xml += `${indent}  <PstCd>${postCode}</PstCd>\n`;
  xml += `${indent}  <TwnNm>${town}</TwnNm>\n`;
  if (province) xml += `${indent}  <CtrySubDvsn>${province}</CtrySubDvsn>\n`;
  xml += `${indent}  <Ctry>${country}</Ctry>\n${indent}</PstlAdr>\n`;
  return xml;
}

/** A bank by its BIC, or "NOTPROVIDED" (the EPC's value when the BIC is not given). */
function agent(element: string, bic: string | null | undefined, version: Pain008Version, indent: string): string {
  const id = bic
    ? `<${BIC_ELEMENT[version]}>${compact(bic)}</${BIC_ELEMENT[version]}>`
    : '<Othr><Id>NOTPROVIDED</Id></Othr>';
  return `${indent}<${element}><FinInstnId>${id}</FinInstnId></${element}>\n`;
}

/** The creditor identifier with the scheme name SEPA, as Spanish banks read it. */
function sepaIdentification(kind: 'OrgId' | 'PrvtId', identifier: string): string {
  return `<Id><${kind}><Othr><Id>${identifier}</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></${kind}></Id>`;
}

function transaction(payment: SepaPayment, prepared: PreparedPayment, version: Pain008Version): string {
  const { mandate } = payment;
  return (
    '      <DrctDbtTxInf>\n' +
    `        <PmtId><EndToEndId>${payment.endToEndId}</EndToEndId></PmtId>\n` +
    `        <InstdAmt Ccy="EUR">${centsToSepaAmount(payment.amountCents)}</InstdAmt>\n` +
    `        <DrctDbtTx><MndtRltdInf><MndtId>${mandate?.reference ?? ''}</MndtId><DtOfSgntr>${mandate?.signatureDate ?? ''}</DtOfSgntr></MndtRltdInf></DrctDbtTx>\n` +
    agent('DbtrAgt', payment.debtor.bic, version, '        ') +
    '        <Dbtr>\n' +
    `          <Nm>${prepared.debtorName}</Nm>\n` +
    prepared.debtorAddress +
    '        </Dbtr>\n' +
    `        <DbtrAcct><Id><IBAN>${prepared.debtorIban}</IBAN></Id></DbtrAcct>\n` +
    (prepared.remittance ? `        <RmtInf><Ustrd>${prepared.remittance}</Ustrd></RmtInf>\n` : '') +
    '      </DrctDbtTxInf>\n'
  );
}

/**
 * One payment information block per (sequence type, collection date): FRST blocks first, then
 * RCUR, each by date; payments keep their input order inside a block.
 */
function groupIntoBlocks(input: Pain008Input): Pain008Block[] {
  const groups = new Map<string, { sequenceType: SequenceType; collectionDate: string; indexes: number[]; cents: number }>();
  input.payments.forEach((payment, index) => {
    const key = `${payment.sequenceType} ${payment.collectionDate}`;
    let group = groups.get(key);
    if (!group) {
      group = { sequenceType: payment.sequenceType, collectionDate: payment.collectionDate, indexes: [], cents: 0 };
      groups.set(key, group);
    }
    group.indexes.push(index);
    group.cents += payment.amountCents;
  });
  const ordered = [...groups.values()].sort(
    (a, b) => SEQUENCE_ORDER.indexOf(a.sequenceType) - SEQUENCE_ORDER.indexOf(b.sequenceType) || (a.collectionDate < b.collectionDate ? -1 : a.collectionDate > b.collectionDate ? 1 : 0),
  );
  return ordered.map((group, position) => {
    const suffix = `-${position + 1}`;
    return {
      paymentInformationId: `${input.messageId.slice(0, 35 - suffix.length).replace(/[ /]+$/, '')}${suffix}`,
      sequenceType: group.sequenceType,
      collectionDate: group.collectionDate,
      numberOfTransactions: group.indexes.length,
      controlSumCents: group.cents,
      paymentIndexes: group.indexes,
    };
  });
}

/**
 * Writes the pain.008 file, or throws a `SepaInputError` with every problem of the input. The
 * initiating party carries the creditor identifier (InitgPty/Id/OrgId/Othr, scheme SEPA), as
 * Spanish banks ask, and every block carries it as CdtrSchmeId; NbOfTxs and CtrlSum are written for
 * the file and for each block.
 */
export function writePain008(input: Pain008Input): Pain008File {
  const { version, issues, creditorAddress, payments } = prepare(input);
  if (issues.length > 0) throw new SepaInputError(issues);

  const { creditor } = input;
  const blocks = groupIntoBlocks(input);
  const controlSumCents = blocks.reduce((sum, block) => sum + block.controlSumCents, 0);
  const creditorName = sepaText(creditor.name, NAME_MAX);

  // The creditor's part is the same in every block.
  const creditorXml =
    '      <Cdtr>\n' +
    `        <Nm>${creditorName}</Nm>\n` +
    creditorAddress +
    '      </Cdtr>\n' +
    `      <CdtrAcct><Id><IBAN>${normalizeIban(creditor.iban)}</IBAN></Id></CdtrAcct>\n` +
    agent('CdtrAgt', creditor.bic, version, '      ') +
    '      <ChrgBr>SLEV</ChrgBr>\n' +
    `      <CdtrSchmeId>${sepaIdentification('PrvtId', creditor.identifier)}</CdtrSchmeId>\n`;

  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
      '  <CstmrDrctDbtInitn>\n' +
      '    <GrpHdr>\n' +
      `      <MsgId>${input.messageId}</MsgId>\n` +
      `      <CreDtTm>${sepaCreationTime(input.createdAt)}</CreDtTm>\n` +
      `      <NbOfTxs>${input.payments.length}</NbOfTxs>\n` +
      `      <CtrlSum>${centsToSepaAmount(controlSumCents)}</CtrlSum>\n` +
      `      <InitgPty><Nm>${creditorName}</Nm>${sepaIdentification('OrgId', creditor.identifier)}</InitgPty>\n` +
      '    </GrpHdr>\n',
  ];
  for (const block of blocks) {
    parts.push(
      '    <PmtInf>\n' +
        `      <PmtInfId>${block.paymentInformationId}</PmtInfId>\n` +
        '      <PmtMtd>DD</PmtMtd>\n' +
        `      <NbOfTxs>${block.numberOfTransactions}</NbOfTxs>\n` +
        `      <CtrlSum>${centsToSepaAmount(block.controlSumCents)}</CtrlSum>\n` +
        `      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>${block.sequenceType}</SeqTp></PmtTpInf>\n` +
        `      <ReqdColltnDt>${block.collectionDate}</ReqdColltnDt>\n` +
        creditorXml,
    );
    for (const index of block.paymentIndexes) parts.push(transaction(input.payments[index] as SepaPayment, payments[index] as PreparedPayment, version));
    parts.push('    </PmtInf>\n');
  }
  parts.push('  </CstmrDrctDbtInitn>\n</Document>\n');

  return { version, xml: parts.join(''), numberOfTransactions: input.payments.length, controlSumCents, blocks };
}
