import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Reads the bank's report of the direct debits it did not collect (docs/decisions/0051): ISO 20022
 * `pain.002` (customer payment status report, versions 001.03 and 001.10: the rejects before
 * settlement) and `camt.054` (debit/credit notification, versions 001.02 and 001.08: the returns
 * after it). Pure: the file's text in, the collections it names out, each by the original message
 * (`OrgnlMsgId`, the pain.008's `GrpHdr/MsgId`), its payment block and its `EndToEndId`, with the
 * reason code. Nothing is looked up here.
 *
 * Structure (ISO 20022 message definitions; the EPC SDD Core customer-to-bank implementation
 * guidelines, EPC130-08, for the status report):
 * - pain.002: `CstmrPmtStsRpt/OrgnlGrpInfAndSts` (OrgnlMsgId, GrpSts, StsRsnInf),
 *   `OrgnlPmtInfAndSts` (OrgnlPmtInfId, PmtInfSts, StsRsnInf) and `TxInfAndSts` (OrgnlEndToEndId,
 *   TxSts, StsRsnInf/Rsn/Cd). A group or block with status RJCT and no transactions rejects all
 *   of its collections; a transaction counts when its TxSts is RJCT.
 * - camt.054: `BkToCstmrDbtCdtNtfctn/Ntfctn/Ntry/NtryDtls` (Btch/MsgId, Btch/PmtInfId) and
 *   `TxDtls` (Refs/MsgId, Refs/PmtInfId, Refs/EndToEndId, RtrInf/Rsn/Cd). A transaction counts
 *   when it carries return information (RtrInf).
 */

export const RETURN_FILE_MESSAGES = ['pain.002.001.03', 'pain.002.001.10', 'camt.054.001.02', 'camt.054.001.08'] as const;
export type ReturnFileMessage = (typeof RETURN_FILE_MESSAGES)[number];

/** A reject (pain.002: before settlement) or a return (camt.054: after it). */
export type ReturnKind = 'RECHAZO' | 'DEVOLUCION';

/** One collection (or every collection of a block or of a file) the bank did not collect. */
export interface ReturnedCollection {
  readonly kind: ReturnKind;
  /** The pain.008's GrpHdr/MsgId, as the bank repeats it; '' when the bank gave none. */
  readonly originalMessageId: string;
  /** The payment block's PmtInfId, when given. */
  readonly originalPaymentInformationId: string | null;
  /**
   * The collection's EndToEndId; null for a whole block (with `originalPaymentInformationId`) or a
   * whole file (without it) rejected.
   */
  readonly endToEndId: string | null;
  /** The mandate the collection went under (camt.054 `Refs/MndtId`, pain.002 `OrgnlTxRef/MndtRltdInf/MndtId`), when given. */
  readonly mandateReference: string | null;
  /** The collection's amount in cents (camt.054 the transaction's amount, else a one-transaction entry's; pain.002 `OrgnlTxRef/Amt/InstdAmt`), when given. */
  readonly amountCents: number | null;
  /** The ISO 20022 reason code (Rsn/Cd), or a proprietary one (Rsn/Prtry); null when the bank gave none. */
  readonly reasonCode: string | null;
  /** The bank's additional text (AddtlInf), when given. */
  readonly additionalInformation: string | null;
}

export interface ReturnFile {
  readonly message: ReturnFileMessage;
  /** The report's own GrpHdr/MsgId. */
  readonly messageId: string;
  readonly collections: ReturnedCollection[];
}

/** Why a file is not a report this reader takes; the message is what staff read (Spanish). */
export class ReturnFileError extends Error {
  constructor(
    readonly reason: 'NOT_XML' | 'NOT_SUPPORTED' | 'MALFORMED',
    message: string,
  ) {
    super(message);
    this.name = 'ReturnFileError';
  }
}

type Node = Record<string, unknown>;

/** Elements that may repeat, read always as lists. */
const REPEATED = new Set(['OrgnlPmtInfAndSts', 'TxInfAndSts', 'StsRsnInf', 'AddtlInf', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'OrgnlGrpInfAndSts']);

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:(pain\.002\.001\.(?:03|10)|camt\.054\.001\.(?:02|08))$/;

const SUPPORTED_TEXT = 'pain.002 (versiones 001.03 y 001.10) o camt.054 (versiones 001.02 y 001.08)';

function rootNamespace(xml: string): string | null {
  // The first element of the document (after the declaration, comments and processing instructions).
  const start = /<([A-Za-z_][\w.-]*:)?Document\b([^>]*)>/.exec(xml);
  if (!start) return null;
  const prefix = start[1]?.slice(0, -1);
  const attribute = prefix ? new RegExp(`\\sxmlns:${prefix}\\s*=\\s*["']([^"']*)["']`) : /\sxmlns\s*=\s*["']([^"']*)["']/;
  return attribute.exec(start[2] ?? '')?.[1]?.trim() ?? null;
}

const asNode = (value: unknown): Node => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : value === undefined ? [] : [asNode(value)]);
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  const node = asNode(value);
  return typeof node['#text'] === 'string' ? node['#text'].trim() || null : null;
};

/** The first reason of a list of StsRsnInf (pain.002) or of one RtrInf (camt.054). */
function reasonOf(infos: Node[]): { code: string | null; additional: string | null } | null {
  for (const info of infos) {
    const reason = asNode(info['Rsn']);
    const code = text(reason['Cd']) ?? text(reason['Prtry']);
    const additional = list(info['AddtlInf']).map(text).filter((line): line is string => line !== null).join(' ') || (text(info['AddtlInf']) ?? null);
    if (code !== null || additional) return { code, additional: additional || null };
  }
  return null;
}

/** "121.00" (an ISO 20022 ActiveOrHistoricCurrencyAndAmount) in cents; null for anything else. */
function cents(value: unknown): number | null {
  const amount = text(value);
  const match = amount === null ? null : /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

const REJECTED = 'RJCT';

function readPain002(document: Node): { messageId: string; collections: ReturnedCollection[] } {
  const report = asNode(document['CstmrPmtStsRpt']);
  if (Object.keys(report).length === 0) throw new ReturnFileError('MALFORMED', 'El fichero no contiene un informe de estado de pagos (CstmrPmtStsRpt).');
  const messageId = text(asNode(report['GrpHdr'])['MsgId']) ?? '';
  const group = list(report['OrgnlGrpInfAndSts'])[0];
  if (!group) throw new ReturnFileError('MALFORMED', 'El informe no indica el mensaje original (OrgnlGrpInfAndSts).');
  const originalMessageId = text(group['OrgnlMsgId']) ?? '';
  const groupReason = reasonOf(list(group['StsRsnInf']));
  const collections: ReturnedCollection[] = [];
  const push = (paymentInformationId: string | null, endToEndId: string | null, reason: { code: string | null; additional: string | null } | null, transaction: Node = {}) => {
    const original = asNode(transaction['OrgnlTxRef']);
    collections.push({
      kind: 'RECHAZO',
      originalMessageId,
      originalPaymentInformationId: paymentInformationId,
      endToEndId,
      mandateReference: text(asNode(original['MndtRltdInf'])['MndtId']),
      amountCents: cents(asNode(original['Amt'])['InstdAmt']),
      reasonCode: reason?.code ?? null,
      additionalInformation: reason?.additional ?? null,
    });
  };

  const blocks = list(report['OrgnlPmtInfAndSts']);
  const groupRejected = text(group['GrpSts']) === REJECTED;
  // A file rejected whole: every collection of it, whatever the blocks say.
  if (groupRejected && !blocks.some((block) => list(block['TxInfAndSts']).length > 0)) {
    push(null, null, groupReason);
    return { messageId, collections };
  }
  for (const block of blocks) {
    const paymentInformationId = text(block['OrgnlPmtInfId']);
    const blockReason = reasonOf(list(block['StsRsnInf'])) ?? groupReason;
    const transactions = list(block['TxInfAndSts']);
    const blockRejected = text(block['PmtInfSts']) === REJECTED || groupRejected;
    if (transactions.length === 0) {
      if (blockRejected) push(paymentInformationId, null, blockReason);
      continue;
    }
    for (const transaction of transactions) {
      const status = text(transaction['TxSts']) ?? (blockRejected ? REJECTED : null);
      if (status !== REJECTED) continue;
      push(paymentInformationId, text(transaction['OrgnlEndToEndId']) ?? '', reasonOf(list(transaction['StsRsnInf'])) ?? blockReason, transaction);
    }
  }
  return { messageId, collections };
}

function readCamt054(document: Node): { messageId: string; collections: ReturnedCollection[] } {
  const notification = asNode(document['BkToCstmrDbtCdtNtfctn']);
  if (Object.keys(notification).length === 0) throw new ReturnFileError('MALFORMED', 'El fichero no contiene una notificación de adeudos y abonos (BkToCstmrDbtCdtNtfctn).');
  const messageId = text(asNode(notification['GrpHdr'])['MsgId']) ?? '';
  const collections: ReturnedCollection[] = [];
  for (const account of list(notification['Ntfctn'])) {
    for (const entry of list(account['Ntry'])) {
      const entryDetails = list(entry['NtryDtls']);
      // The entry's amount is the collection's only when the entry books one transaction.
      const oneTransaction = entryDetails.reduce((sum, details) => sum + list(details['TxDtls']).length, 0) === 1;
      for (const details of entryDetails) {
        const batch = asNode(details['Btch']);
        for (const transaction of list(details['TxDtls'])) {
          if (transaction['RtrInf'] === undefined) continue;
          const references = asNode(transaction['Refs']);
          const reason = reasonOf([asNode(transaction['RtrInf'])]);
          const amounts = asNode(transaction['AmtDtls']);
          collections.push({
            kind: 'DEVOLUCION',
            // A bank's camt.054 often gives its own message id here, not ours: the matching falls back (docs/decisions/0051).
            originalMessageId: text(references['MsgId']) ?? text(batch['MsgId']) ?? '',
            originalPaymentInformationId: text(references['PmtInfId']) ?? text(batch['PmtInfId']),
            // A return names its collection: one without an EndToEndId matches none (never a whole file).
            endToEndId: text(references['EndToEndId']) ?? '',
            mandateReference: text(references['MndtId']),
            // camt.054.001.08 TxDtls/Amt; .001.02 TxDtls/AmtDtls/(TxAmt|InstdAmt)/Amt; else a one-transaction entry's Amt.
            amountCents:
              cents(transaction['Amt']) ?? cents(asNode(amounts['TxAmt'])['Amt']) ?? cents(asNode(amounts['InstdAmt'])['Amt']) ?? (oneTransaction ? cents(entry['Amt']) : null),
            reasonCode: reason?.code ?? null,
            additionalInformation: reason?.additional ?? null,
          });
        }
      }
    }
  }
  return { messageId, collections };
}

/** Reads a return or reject file, or throws a `ReturnFileError` saying why it is not one. */
export function readReturnFile(xml: string): ReturnFile {
  const trimmed = xml.replace(/^\uFEFF/, '').trim();
  if (!trimmed.startsWith('<') || XMLValidator.validate(trimmed) !== true) {
    throw new ReturnFileError('NOT_XML', `El fichero no es un XML válido. Suba el fichero de devoluciones o rechazos del banco: ${SUPPORTED_TEXT}.`);
  }
  // A bank's report has no document type; one with entities is refused rather than expanded.
  if (/<!DOCTYPE/i.test(trimmed)) throw new ReturnFileError('NOT_SUPPORTED', `El fichero declara un tipo de documento (DOCTYPE): no es un informe del banco ${SUPPORTED_TEXT}.`);
  const namespace = rootNamespace(trimmed);
  const match = namespace ? NAMESPACE.exec(namespace) : null;
  if (!match) {
    const seen = namespace?.replace('urn:iso:std:iso:20022:tech:xsd:', '');
    throw new ReturnFileError('NOT_SUPPORTED', `${seen ? `El fichero es un mensaje ${seen}` : 'El fichero no es un mensaje ISO 20022'}: solo se admiten ficheros de devoluciones o rechazos ${SUPPORTED_TEXT}.`);
  }
  const message = match[1] as ReturnFileMessage;
  const document = asNode(asNode(parser.parse(trimmed))['Document']);
  const { messageId, collections } = message.startsWith('pain.002') ? readPain002(document) : readCamt054(document);
  return { message, messageId, collections };
}

/** One collection of a pain.008 the product wrote: which block it is in and the account it debits. */
export interface Pain008Collection {
  readonly paymentInformationId: string;
  readonly endToEndId: string;
  readonly debtorIban: string;
}

/** The collections of a pain.008 file (either version), in file order: to expand a block or a file rejected whole. */
export function readPain008Collections(xml: string): Pain008Collection[] {
  const document = asNode(asNode(parser.parse(xml))['Document']);
  const initiation = asNode(document['CstmrDrctDbtInitn']);
  const blocks = Array.isArray(initiation['PmtInf']) ? initiation['PmtInf'].map(asNode) : list(initiation['PmtInf']);
  return blocks.flatMap((block) => {
    const paymentInformationId = text(block['PmtInfId']) ?? '';
    const transactions = Array.isArray(block['DrctDbtTxInf']) ? block['DrctDbtTxInf'].map(asNode) : list(block['DrctDbtTxInf']);
    return transactions.map((transaction) => ({
      paymentInformationId,
      endToEndId: text(asNode(transaction['PmtId'])['EndToEndId']) ?? '',
      debtorIban: text(asNode(asNode(transaction['DbtrAcct'])['Id'])['IBAN']) ?? '',
    }));
  });
}
