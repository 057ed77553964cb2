import { readPain008Collections, type ReturnFileMessage } from '../../src/lib/sepa/return-file-reader.ts';

/**
 * A bank's return or reject file built from a pain.008 file the product generated, as a Spanish bank
 * answers it (docs/decisions/0051): pain.002 (001.03, 001.10) rejecting collections before
 * settlement, camt.054 (001.02, 001.08) notifying returned ones. For tests, the journeys and the bench.
 */
export interface ReturnSpec {
  endToEndId: string;
  reasonCode: string;
}

export interface ReturnFileOptions {
  message: ReturnFileMessage;
  /** The collections returned or rejected, by EndToEndId. */
  returns?: ReturnSpec[];
  /** pain.002 only: the whole file rejected (GrpSts RJCT), with this reason. */
  wholeFile?: string;
  /** pain.002 only: these blocks (PmtInfId) rejected whole, with the reason. */
  wholeBlocks?: Array<{ paymentInformationId: string; reasonCode: string }>;
  /** The report's own message id. */
  messageId?: string;
  /** Replace the original message id the report quotes (a file of another creditor). */
  originalMessageId?: string;
  createdAt?: string;
}

const messageIdOf = (pain008: string) => /<MsgId>([^<]+)<\/MsgId>/.exec(pain008)?.[1] ?? '';
const versionOf = (pain008: string) => /xsd:(pain\.008\.001\.\d\d)/.exec(pain008)?.[1] ?? 'pain.008.001.08';
/** Each collection's amount and mandate, by EndToEndId, in one pass over the file. */
function detailsOf(pain008: string) {
  const details = new Map<string, { amount: string; mandate: string }>();
  for (const [transaction] of pain008.matchAll(/<DrctDbtTxInf>[\s\S]*?<\/DrctDbtTxInf>/g)) {
    const endToEndId = /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(transaction)?.[1];
    if (endToEndId) details.set(endToEndId, { amount: /<InstdAmt Ccy="EUR">([^<]+)<\/InstdAmt>/.exec(transaction)?.[1] ?? '0.00', mandate: /<MndtId>([^<]+)<\/MndtId>/.exec(transaction)?.[1] ?? '' });
  }
  return details;
}

export function buildReturnFile(pain008: string, options: ReturnFileOptions): string {
  const collections = readPain008Collections(pain008);
  const details = detailsOf(pain008);
  const blockOf = new Map(collections.map((collection) => [collection.endToEndId, collection.paymentInformationId]));
  const amountOf = (_: string, endToEndId: string) => details.get(endToEndId)?.amount ?? '0.00';
  const mandateOf = (_: string, endToEndId: string) => details.get(endToEndId)?.mandate ?? '';
  const originalMessageId = options.originalMessageId ?? messageIdOf(pain008);
  const createdAt = options.createdAt ?? '2026-12-14T09:15:00';
  const messageId = options.messageId ?? `BANCO-${options.message.slice(0, 4).toUpperCase()}-${originalMessageId.slice(-12)}`;
  const returns = options.returns ?? [];
  const block = (endToEndId: string) => blockOf.get(endToEndId) ?? 'DESCONOCIDO';
  const namespace = `urn:iso:std:iso:20022:tech:xsd:${options.message}`;
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n`;

  if (options.message.startsWith('pain.002')) {
    const byBlock = new Map<string, ReturnSpec[]>();
    for (const spec of returns) byBlock.set(block(spec.endToEndId), [...(byBlock.get(block(spec.endToEndId)) ?? []), spec]);
    const reason = (code: string) => `<StsRsnInf><Rsn><Cd>${code}</Cd></Rsn></StsRsnInf>`;
    const groupStatus = options.wholeFile ? 'RJCT' : 'PART';
    let body =
      '  <CstmrPmtStsRpt>\n' +
      `    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>${createdAt}</CreDtTm></GrpHdr>\n` +
      `    <OrgnlGrpInfAndSts><OrgnlMsgId>${originalMessageId}</OrgnlMsgId><OrgnlMsgNmId>${versionOf(pain008)}</OrgnlMsgNmId><OrgnlNbOfTxs>${collections.length}</OrgnlNbOfTxs><GrpSts>${groupStatus}</GrpSts>${options.wholeFile ? reason(options.wholeFile) : ''}</OrgnlGrpInfAndSts>\n`;
    for (const whole of options.wholeBlocks ?? []) {
      body += `    <OrgnlPmtInfAndSts><OrgnlPmtInfId>${whole.paymentInformationId}</OrgnlPmtInfId><PmtInfSts>RJCT</PmtInfSts>${reason(whole.reasonCode)}</OrgnlPmtInfAndSts>\n`;
    }
    for (const [paymentInformationId, specs] of byBlock) {
      body += `    <OrgnlPmtInfAndSts><OrgnlPmtInfId>${paymentInformationId}</OrgnlPmtInfId><PmtInfSts>PART</PmtInfSts>\n`;
      specs.forEach((spec, index) => {
        body +=
          `      <TxInfAndSts><StsId>RJ${String(index + 1).padStart(6, '0')}</StsId><OrgnlEndToEndId>${spec.endToEndId}</OrgnlEndToEndId><TxSts>RJCT</TxSts>${reason(spec.reasonCode)}` +
          `<OrgnlTxRef><Amt><InstdAmt Ccy="EUR">${amountOf(pain008, spec.endToEndId)}</InstdAmt></Amt></OrgnlTxRef></TxInfAndSts>\n`;
      });
      body += '    </OrgnlPmtInfAndSts>\n';
    }
    return `${head}${body}  </CstmrPmtStsRpt>\n</Document>\n`;
  }

  const v08 = options.message === 'camt.054.001.08';
  const date = createdAt.slice(0, 10);
  const creditorIban = /<CdtrAcct><Id><IBAN>([^<]+)<\/IBAN>/.exec(pain008)?.[1] ?? '';
  let entries = '';
  returns.forEach((spec, index) => {
    const amount = amountOf(pain008, spec.endToEndId);
    const paymentInformationId = block(spec.endToEndId);
    entries +=
      `      <Ntry><NtryRef>${index + 1}</NtryRef><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd>${v08 ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>'}` +
      `<BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt>` +
      '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RDDT</Cd><SubFmlyCd>UPDD</SubFmlyCd></Fmly></Domn></BkTxCd>\n' +
      `        <NtryDtls><Btch><MsgId>${originalMessageId}</MsgId><PmtInfId>${paymentInformationId}</PmtInfId><NbOfTxs>1</NbOfTxs></Btch>\n` +
      `          <TxDtls><Refs><MsgId>${originalMessageId}</MsgId><PmtInfId>${paymentInformationId}</PmtInfId><EndToEndId>${spec.endToEndId}</EndToEndId><MndtId>${mandateOf(pain008, spec.endToEndId)}</MndtId></Refs>` +
      (v08 ? `<Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd>` : `<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>`) +
      `<RtrInf><Rsn><Cd>${spec.reasonCode}</Cd></Rsn><AddtlInf>Devolucion ${spec.reasonCode}</AddtlInf></RtrInf></TxDtls>\n` +
      '        </NtryDtls>\n' +
      '      </Ntry>\n';
  });
  return (
    head +
    '  <BkToCstmrDbtCdtNtfctn>\n' +
    `    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>${createdAt}</CreDtTm></GrpHdr>\n` +
    `    <Ntfctn><Id>${messageId}-1</Id><CreDtTm>${createdAt}</CreDtTm><Acct><Id><IBAN>${creditorIban}</IBAN></Id></Acct>\n` +
    entries +
    '    </Ntfctn>\n' +
    '  </BkToCstmrDbtCdtNtfctn>\n</Document>\n'
  );
}
