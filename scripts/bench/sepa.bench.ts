import { Document as SepaDocument } from 'sepa';
import { writePain008, type Pain008Input, type SepaPayment } from '../../apps/api/src/lib/sepa/pain-008-writer.ts';
import { PAIN_008_SCHEMAS } from '../../apps/api/src/lib/sepa/sepa-schemas.ts';
import { validateXml } from '../../apps/api/src/lib/xml/validate-xml.ts';
import { median } from './stats.ts';

/**
 * A 10,000-payment SEPA direct-debit file (pain.008.001.08), built by our writer and by the `sepa`
 * npm package from the same payments, in turns in this process (no server): the median of each,
 * and our file's XSD validation, which the service runs before serving any file.
 */

export const SEPA_PAYMENTS = Number(process.env.BENCH_SEPA_PAYMENTS ?? 10_000);
const RUNS = 5;
/** Validations of the same file after the first, whose median is reported. */
const VALIDATIONS_AFTER_THE_FIRST = 3;

const TOWNS = ['Madrid', 'Santa Cruz de Tenerife', 'A Coruña', 'Logroño', 'Cádiz', 'Lleida'];
const IBANS = ['ES9121000418450200051332', 'ES6000491500051234567892', 'ES1720852066623456789011', 'ES7620770024003102575766'];

/** Realistic names and texts: accents, "ñ", "&" and long names that need cutting, as our data has. */
export function benchSepaInput(count = SEPA_PAYMENTS): Pain008Input {
  const payments: SepaPayment[] = Array.from({ length: count }, (_, index) => ({
    endToEndId: `F2026-${String(index + 1).padStart(6, '0')}`,
    amountCents: 9_075 + (index % 400) * 121,
    collectionDate: index % 3 === 0 ? '2026-12-05' : '2026-12-10',
    sequenceType: index % 5 === 0 ? 'FRST' : 'RCUR',
    mandate: { reference: `CUMPLIA-LOPD-${String(index + 1).padStart(8, '0')}`, signatureDate: '2026-03-02' },
    debtor: {
      name: index % 2 === 0 ? `Obradores Garcés Hermanos & Peñalver S.L. ${index}` : `Talleres Mecánicos del Noroeste Sociedad Limitada Unipersonal número ${index}`,
      iban: IBANS[index % IBANS.length] as string,
      address: { streetName: 'Calle del Coso', buildingNumber: String(1 + (index % 90)), postCode: '50003', townName: TOWNS[index % TOWNS.length] as string, countrySubDivision: 'Zaragoza', country: 'ES' },
    },
    remittanceInformation: `Factura F2026-${String(index + 1).padStart(6, '0')} · Protocolo de protección de datos (LOPDGDD), cuota anual`,
  }));
  return {
    messageId: 'CUMPLIA-20261123-BENCH',
    createdAt: new Date('2026-11-23T10:00:00Z'),
    creditor: {
      name: 'Cumplia Compliance S.L.',
      identifier: 'ES11000B12345674',
      iban: 'ES7921000813610123456789',
      bic: 'CAIXESBBXXX',
      address: { streetName: 'Calle de Alcalá', buildingNumber: '123', postCode: '28009', townName: 'Madrid', country: 'ES' },
    },
    payments,
  };
}

/** The same file through the `sepa` package: one payment information block per sequence type and date. */
function buildWithSepaPackage(input: Pain008Input): string {
  const document = new SepaDocument('pain.008.001.08');
  document.grpHdr.id = input.messageId;
  document.grpHdr.created = input.createdAt;
  document.grpHdr.initiatorName = input.creditor.name;
  const blocks = new Map<string, ReturnType<SepaDocument['createPaymentInfo']>>();
  for (const payment of input.payments) {
    const key = `${payment.sequenceType} ${payment.collectionDate}`;
    let block = blocks.get(key);
    if (!block) {
      block = document.createPaymentInfo();
      block.collectionDate = new Date(`${payment.collectionDate}T12:00:00`);
      block.sequenceType = payment.sequenceType;
      block.creditorName = input.creditor.name;
      block.creditorIBAN = input.creditor.iban;
      block.creditorBIC = input.creditor.bic ?? '';
      block.creditorId = input.creditor.identifier;
      block.creditorStreet = `${input.creditor.address.streetName} ${input.creditor.address.buildingNumber}`;
      block.creditorCity = `${input.creditor.address.postCode} ${input.creditor.address.townName}`;
      block.creditorCountry = input.creditor.address.country;
      document.addPaymentInfo(block);
      blocks.set(key, block);
    }
    const transaction = block.createTransaction();
    transaction.end2endId = payment.endToEndId;
    transaction.amount = payment.amountCents / 100;
    transaction.mandateId = payment.mandate?.reference ?? '';
    transaction.mandateSignatureDate = new Date(`${payment.mandate?.signatureDate}T12:00:00`);
    transaction.debtorName = payment.debtor.name.slice(0, 70);
    transaction.debtorIBAN = payment.debtor.iban ?? '';
    transaction.debtorStreet = `${payment.debtor.address.streetName} ${payment.debtor.address.buildingNumber}`;
    transaction.debtorCity = `${payment.debtor.address.postCode} ${payment.debtor.address.townName}`;
    transaction.debtorCountry = payment.debtor.address.country;
    transaction.remittanceInfo = payment.remittanceInformation ?? '';
    block.addTransaction(transaction);
  }
  return document.toString();
}

export interface SepaFigures {
  payments: number;
  ours: { medianMs: number; bytes: number; blocks: number };
  sepaPackage: { medianMs: number; bytes: number };
  /** The first validation of the process: the XML thread started, its engine loaded. */
  firstValidationMs: number;
  /** The median of the validations after it. */
  validationMs: number;
  validationErrors: number;
  runs: number;
}

function timed<T>(build: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = build();
  return { ms: performance.now() - start, value };
}

export async function benchSepa(): Promise<SepaFigures> {
  const input = benchSepaInput();
  // Warm-up: both libraries compiled by the JIT before anything is timed.
  let ours = writePain008(input);
  let theirs = buildWithSepaPackage(input);
  const oursMs: number[] = [];
  const theirsMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const a = timed(() => writePain008(input));
    oursMs.push(a.ms);
    ours = a.value;
    const b = timed(() => buildWithSepaPackage(input));
    theirsMs.push(b.ms);
    theirs = b.value;
  }
  // The first validation starts the XML thread and loads its engine (here through tsx; the built
  // server loads it bundled); the ones after it are what each file costs the server from then on.
  const validations: Array<{ ms: number; errors: number }> = [];
  for (let run = 0; run <= VALIDATIONS_AFTER_THE_FIRST; run += 1) {
    const start = performance.now();
    const errors = await validateXml(ours.xml, PAIN_008_SCHEMAS['pain.008.001.08']);
    validations.push({ ms: performance.now() - start, errors: errors.length });
  }
  const [first, ...after] = validations;
  return {
    payments: input.payments.length,
    ours: { medianMs: median(oursMs), bytes: Buffer.byteLength(ours.xml), blocks: ours.blocks.length },
    sepaPackage: { medianMs: median(theirsMs), bytes: Buffer.byteLength(theirs) },
    firstValidationMs: first!.ms,
    validationMs: median(after.map((validation) => validation.ms)),
    validationErrors: Math.max(...validations.map((validation) => validation.errors)),
    runs: RUNS,
  };
}
