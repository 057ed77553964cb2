import { createHash, randomUUID } from 'node:crypto';
import { centsToEuros } from '@cumplia/shared/money';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import { SEPA_DEFAULT_DAYS_AHEAD, SEPA_MAX_RANGE_DAYS, sepaBatchFileName, sepaIndividualFileName, type SepaCuenta, type SepaPeriodo, type SepaRemesa } from '@cumplia/shared/schemas/sepa';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import { isValidIban, normalizeIban } from '@cumplia/shared/validators/iban';
import { PLACEHOLDER_IBAN } from '@cumplia/shared/enums';
import type { ErrorCode } from '@cumplia/shared/errors';
import type { Database, Transaction } from '../../db/database.ts';
import type { SepaExcluida, SepaRemesaTipo } from '../../db/schema/index.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { addDaysIso, formatDate, formatLongDate, madridIsoDate } from '@cumplia/shared/calendar';
import { formatEuros } from '@cumplia/shared/money';
import { maskIban } from '@cumplia/shared/validators/iban';
import type { FacturaFechaCobroCambiada } from '../../events/factura-fecha-cobro-cambiada.event.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { preavisoCobroEmail } from './preaviso-cobro-email.ts';
import { isMandateExpired, mandateExpiryDate, sequenceTypes } from '../../lib/sepa/mandate-rules.ts';
import { findSepaIssues, writePain008, type Pain008File, type SepaPayment } from '../../lib/sepa/pain-008-writer.ts';
import { SepaInputError, type SepaIssue } from '../../lib/sepa/sepa-input-error.ts';
import { PAIN_008_SCHEMAS } from '../../lib/sepa/sepa-schemas.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { returnWaits } from '../../lib/sepa/return-reasons.ts';
import { collectionDateFor, earliestCollectionDate } from './collection-date.ts';
import { holdingReturns, latestReturns, type HoldingReturn } from './devoluciones.repository.ts';
import {
  cancelRemesa,
  countCollectable,
  findRemesa,
  findEmpresa,
  findEmpresaContact,
  findRemesaFile,
  insertRemesa,
  invoiceMandates,
  lastPresentedCollections,
  listRemesas,
  liveCollections,
  lockCandidate,
  lockCandidates,
  lockRemesa,
  markRemitted,
  oldestPendingCollectionDate,
  productNamesOf,
  type NewRemesaFactura,
  type RemesaListRow,
  type SepaCandidate,
} from './sepa.repository.ts';

/** A file generated and stored, ready to be served. */
export interface SepaFile {
  remesaId: string;
  fileName: string;
  xml: string;
  numeroFacturas: number;
  totalCents: number;
  /** Invoices that became remitted with this file (those already remitted stay as they were). */
  remitted: number;
  /** Invoices of the range left out, with the reason (docs/decisions/0042). */
  excluidas: SepaExcluida[];
}

export interface BatchInput {
  empresaId?: string;
  fechaInicio: string;
  fechaFin: string;
  incluirFacturadas: boolean;
  cuentaIBAN: string;
  transactionId: string;
}

export interface IndividualInput {
  cuentaIBAN: string;
  transactionId: string;
}

export interface SepaService {
  /** The creditor accounts staff choose from. */
  cuentas(): SepaCuenta[];
  /**
   * The period the remittance dialog opens with (issue 20): what is due to be collected now, from
   * the oldest pending collection date up to 30 days ahead (at most 365 days, spec 3 §9).
   */
  periodo(): Promise<SepaPeriodo>;
  /** The batch file (spec 3 §7 POST admin/facturas/sepa); its invoices become remitted with it. */
  generateBatch(actor: Actor, input: BatchInput): Promise<SepaFile>;
  /** One invoice's file (POST admin/facturas/{id}/sepa): a pending invoice becomes remitted, a remitted one stays so. */
  generateIndividual(actor: Actor, facturaId: string, input: IndividualInput): Promise<SepaFile>;
  list(page: { page: number; size: number }): Promise<Page<SepaRemesa>>;
  /**
   * "Anular remesa" (docs/decisions/0042): a file not sent, or rejected whole by the bank, is
   * cancelled with its reason; its invoices are pending again and may go into a new file. Audited.
   */
  anular(actor: Actor, remesaId: string, motivo: string): Promise<SepaRemesa>;
  /** A stored file exactly as it was first served. */
  download(id: string): Promise<{ fileName: string; xml: string }>;
  /**
   * Of these invoices, those that wait for a mandate ("Pendiente de mandato" in the staff list;
   * decision 0050), or for a new mandate or account after a return of theirs (decision 0051).
   */
  waitingForMandate(facturaIds: readonly string[]): Promise<Set<string>>;
  /**
   * The pre-notification of a moved collection date (EPC SDD Core rulebook; decision 0050): a company
   * paying by SEPA gets the new date, the amount, the mandate and the creditor identifier by e-mail,
   * in the listener's unit.
   */
  preNotifyDateChange(uow: UnitOfWork, cambio: FacturaFechaCobroCambiada): Promise<void>;
}

/** Why a file left an invoice out. */
export type SepaExclusionMotivo = 'ESPERANDO_MANDATO' | 'MANDATO_CADUCADO' | 'SIN_IBAN' | 'IBAN_NO_VALIDO' | 'DEVUELTA' | 'DATOS_NO_VALIDOS';

/** Why an invoice waits for a mandate, as the left-out list says it (decisions 0042, 0050). */
const WAITING_MESSAGES: Record<'PENDIENTE_FIRMA' | 'SIN_MANDATO' | 'CUENTA_NUEVA', string> = {
  PENDIENTE_FIRMA: 'esperando mandato: el contrato que factura con su orden de domiciliación aún no está firmado.',
  SIN_MANDATO: 'esperando mandato: la empresa no ha firmado la orden de domiciliación (mandato SEPA) del contrato que factura.',
  CUENTA_NUEVA: 'esperando mandato: la cuenta de cargo cambió y la empresa aún no ha firmado la orden de domiciliación de la nueva cuenta (pendiente de mandato).',
};

const fail = (status: number, code: ErrorCode, message?: string, data?: Record<string, unknown>) => new AppError(status, code, message, data);

/**
 * The return of the mandate or the account that holds an invoice about to go under `mandateReference`
 * from `debtorIban` (decision 0051; EPC SDD Core Rulebook 4.6): its own return first, else the newest
 * of another invoice's. Undefined when none holds it.
 */
function holdOf(facturaId: string, now: { mandateReference: string; debtorIban: string }, holding: readonly HoldingReturn[]): HoldingReturn | undefined {
  const holds = holding.filter((returned) => returnWaits({ action: returned.accion, mandateReference: returned.mandateReference, debtorIban: returned.debtorIban }, now));
  return holds.find((returned) => returned.facturaId === facturaId) ?? holds[0];
}

/** Why a held invoice is left out, as the file's left-out list says it. */
function holdMessage(facturaId: string, hold: HoldingReturn): string {
  const waits = hold.accion === 'NUEVO_MANDATO' ? 'espera un nuevo mandato firmado' : 'espera una nueva cuenta (IBAN) de la empresa y su mandato';
  const reason = `(${hold.codigo}: ${hold.motivo})`;
  if (hold.facturaId === facturaId) return `devuelta por el banco ${reason}; ${waits}.`;
  const same = hold.accion === 'NUEVO_MANDATO' ? `cobrada con el mismo mandato ${hold.mandateReference}` : `cargada en la misma cuenta ${maskIban(hold.debtorIban)}`;
  return `retenida: el banco devolvió la factura ${hold.numeroFactura} ${same} ${reason}; ${waits}.`;
}

/** "«Panadería Ñuño S.L.» (B12345674)": how a message names a company. */
const named = (empresa: { razonSocial: string; nifCif: string }) => `«${empresa.razonSocial}» (${empresa.nifCif})`;

const SPANISH_IBAN_SHAPE = /^[A-Z]{2}\d{22}$/;

/** The company checks of spec 3 §5, for every company of the file: IBAN present, 2 capital letters and 22 digits, valid. */
function companyIbanProblem(empresa: SepaCandidate['empresa']): { code: 'EMPRESA_IBAN_MISSING' | 'EMPRESA_IBAN_INVALID'; message: string } | null {
  const iban = normalizeIban(empresa.numCuenta ?? '');
  if (iban === '' || iban === PLACEHOLDER_IBAN) return { code: 'EMPRESA_IBAN_MISSING', message: `La empresa ${named(empresa)} no tiene IBAN para el adeudo.` };
  if (!SPANISH_IBAN_SHAPE.test(iban) || !isValidIban(iban)) {
    return { code: 'EMPRESA_IBAN_INVALID', message: `El IBAN de la empresa ${named(empresa)} no es válido: deben ser 2 letras mayúsculas y 22 dígitos, con dígitos de control correctos.` };
  }
  return null;
}

/** GrpHdr/MsgId: CUMPLIA-yyyymmdd-{16 hex of the file's id}, 33 characters of the SEPA set, unique per file. */
const messageIdOf = (remesaId: string, today: string) => `CUMPLIA-${today.replace(/-/g, '')}-${remesaId.replace(/-/g, '').slice(0, 16).toUpperCase()}`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function toRemesaWire(row: RemesaListRow): SepaRemesa {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    tipo: row.tipo,
    fileName: row.fileName,
    painVersion: row.painVersion,
    cuenta: { id: row.cuentaId, nombre: row.cuentaNombre, iban: row.cuentaIban },
    transactionId: row.transactionId,
    fechaInicio: row.fechaInicio,
    fechaFin: row.fechaFin,
    incluirFacturadas: row.incluirFacturadas,
    empresa: row.empresaId ? { id: row.empresaId, razonSocial: row.empresaRazonSocial ?? '' } : null,
    numeroFacturas: row.numeroFacturas,
    importeTotal: centsToEuros(row.totalCents),
    facturas: row.facturas,
    createdBy: row.createdByUsername,
    excluidas: row.excluidas,
    devueltas: row.devueltas,
    anulada: row.anuladaAt ? { at: row.anuladaAt.toISOString(), motivo: row.anuladaMotivo ?? '', por: row.anuladaPor } : null,
  };
}

export function createSepaService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  proveedor: Proveedor;
  creditorIdentifier: string;
  accounts: SepaCuenta[];
  /** The pre-notification e-mails (absent in the bench, which sends none). */
  outbox?: OutboxService;
  publicUrl?: string;
  /** Where a failure of ours is logged with its cause; the answer never carries internals. */
  log: { error(details: { err: unknown; transactionId: string }, message: string): void };
  now?: () => Date;
}): SepaService {
  const { db, unitOfWork, proveedor } = deps;
  const now = deps.now ?? (() => new Date());

  /** INVALID_IBAN tells a malformed IBAN from one that is not among the configured accounts (spec 3 §8). */
  function creditorAccount(cuentaIBAN: string): SepaCuenta {
    const iban = normalizeIban(cuentaIBAN);
    if (!SPANISH_IBAN_SHAPE.test(iban) || !isValidIban(iban)) {
      throw fail(400, 'INVALID_IBAN', 'El IBAN de la cuenta de abono no tiene un formato válido: deben ser 2 letras mayúsculas y 22 dígitos, con dígitos de control correctos.', { reason: 'FORMAT', cuentaIBAN });
    }
    const account = deps.accounts.find((candidate) => normalizeIban(candidate.iban) === iban);
    if (!account) {
      throw fail(400, 'INVALID_IBAN', 'La cuenta de abono indicada no es una de las cuentas autorizadas para cobrar (BBVA o Caja Siete).', { reason: 'NOT_AUTHORISED', cuentaIBAN });
    }
    return account;
  }

  /**
   * Builds, validates and stores one file for `candidates` (already locked), and marks them
   * remitted, all in the caller's transaction: a failure at any step leaves nothing stored and no
   * invoice remitted.
   */
  async function produce(
    tx: Transaction,
    actor: Actor,
    request: { tipo: SepaRemesaTipo; account: SepaCuenta; transactionId: string; fileName: (today: string) => string; batch?: Omit<BatchInput, 'cuentaIBAN' | 'transactionId'> },
    candidates: SepaCandidate[],
  ): Promise<SepaFile> {
    const moment = now();
    const today = madridIsoDate(moment);

    // No invoice collected twice (docs/decisions/0042): one already in a live file refuses this one, naming them.
    const live = await liveCollections(tx, candidates.map((candidate) => candidate.id));
    if (live.length > 0) {
      const names = live.slice(0, 10).map((row) => `${row.numeroFactura} (${row.fileName})`).join(', ');
      const more = live.length > 10 ? ` y ${live.length - 10} más` : '';
      throw fail(409, 'FACTURAS_YA_REMESADAS', `Estas facturas ya están en una remesa: ${names}${more}. Anule esa remesa si no se envió o el banco la rechazó.`, {
        facturas: live.map((row) => ({ id: row.facturaId, numeroFactura: row.numeroFactura, remesaId: row.remesaId, fileName: row.fileName })),
      });
    }

    const earliest = earliestCollectionDate(today);
    const mandates = await invoiceMandates(tx, candidates.map((candidate) => candidate.id));
    const references = [...new Set([...mandates.values()].flatMap((mandate) => (mandate.found ? [mandate.reference] : [])))];
    const lastUses = await lastPresentedCollections(tx, references);
    const returns = await latestReturns(tx, candidates.map((candidate) => candidate.id));
    const holding = await holdingReturns(tx, { mandateReferences: references, debtorIbans: [...new Set(candidates.map((candidate) => normalizeIban(candidate.empresa.numCuenta ?? '')))] });

    // What cannot be collected is left out with its reason; the file holds the rest (issue 20).
    const excluidas: SepaExcluida[] = [];
    const collectable: Array<{ candidate: SepaCandidate; collectionDate: string; mandate: { reference: string; signatureDate: string } }> = [];
    for (const candidate of candidates) {
      const collectionDate = collectionDateFor(candidate.fechaCuandoFacturar, earliest);
      const exclusion = (motivo: SepaExclusionMotivo, code: ErrorCode, message: string) =>
        excluidas.push({ facturaId: candidate.id, numeroFactura: candidate.numeroFactura, empresa: { id: candidate.empresa.id, razonSocial: candidate.empresa.razonSocial, nifCif: candidate.empresa.nifCif }, motivo, code, message: `Factura ${candidate.numeroFactura} de ${named(candidate.empresa)}: ${message}` });
      const ibanProblem = companyIbanProblem(candidate.empresa);
      if (ibanProblem) {
        exclusion(ibanProblem.code === 'EMPRESA_IBAN_MISSING' ? 'SIN_IBAN' : 'IBAN_NO_VALIDO', ibanProblem.code, ibanProblem.message);
        continue;
      }
      const mandate = mandates.get(candidate.id);
      if (!mandate?.found) {
        exclusion('ESPERANDO_MANDATO', 'SEPA_VALIDATION_ERROR', WAITING_MESSAGES[mandate?.reason ?? 'SIN_MANDATO']);
        continue;
      }
      const use = { signatureDate: madridIsoDate(mandate.signedAt), lastCollectionDate: lastUses.get(mandate.reference) ?? null };
      if (isMandateExpired(use, collectionDate)) {
        exclusion('MANDATO_CADUCADO', 'SEPA_VALIDATION_ERROR', `esperando mandato: el mandato ${mandate.reference} caducó el ${formatDate(mandateExpiryDate(use))} (36 meses sin cobros); la empresa debe firmar uno nuevo.`);
        continue;
      }
      // A return of its mandate or its account, its own or another invoice's, holds it until there is a
      // new mandate or account (docs/decisions/0051): the bank would return it too, with a fee.
      const hold = holdOf(candidate.id, { mandateReference: mandate.reference, debtorIban: normalizeIban(candidate.empresa.numCuenta) }, holding);
      if (hold) {
        exclusion('DEVUELTA', 'SEPA_VALIDATION_ERROR', holdMessage(candidate.id, hold));
        continue;
      }
      // Returned for a reason staff must look at (AM05, MD06, SL01…): never in a batch by itself; the
      // invoice's own file, which staff make for it, is their decision to present it again.
      const returned = returns.get(candidate.id);
      if (returned?.accion === 'REVISAR' && request.tipo === 'BATCH') {
        exclusion(
          'DEVUELTA',
          'SEPA_VALIDATION_ERROR',
          `devuelta por el banco (${returned.codigo}: ${returned.motivo}); no se vuelve a presentar sola: si procede cobrarla de nuevo, genere su fichero SEPA individual; si no, márquela como remesada o anúlela.`,
        );
        continue;
      }
      collectable.push({ candidate, collectionDate, mandate: { reference: mandate.reference, signatureDate: use.signatureDate } });
    }
    if (collectable.length === 0) {
      const [first] = excluidas;
      const more = excluidas.length > 1 ? ` (y ${excluidas.length - 1} facturas más)` : '';
      const status = first!.code === 'EMPRESA_IBAN_MISSING' || first!.code === 'EMPRESA_IBAN_INVALID' || first!.code === 'SEPA_VALIDATION_ERROR' ? 400 : 409;
      throw fail(status, first!.code as ErrorCode, `Ninguna factura se puede cobrar. ${first!.message}${more}`, {
        empresa: first!.empresa,
        excluidas: excluidas.slice(0, 50),
        problems: excluidas.slice(0, 50).map((excluida) => ({ code: excluida.code, message: excluida.message, factura: excluida.numeroFactura, empresa: excluida.empresa })),
      });
    }

    // Payments in collection-date order, then by number: a mandate's first collection is its earliest.
    let ordered = collectable.sort((a, b) => (a.collectionDate < b.collectionDate ? -1 : a.collectionDate > b.collectionDate ? 1 : a.candidate.numeroFactura < b.candidate.numeroFactura ? -1 : 1));
    const products = await productNamesOf(tx, ordered.map(({ candidate }) => candidate.id));
    const paymentsOf = (rows: typeof ordered): SepaPayment[] => {
      const sequences = sequenceTypes(rows.map(({ mandate }) => ({ mandateReference: mandate.reference })), new Set(lastUses.keys()));
      return rows.map(({ candidate, collectionDate, mandate }, index) => paymentOf(candidate, collectionDate, mandate, sequences[index]!));
    };
    const paymentOf = (candidate: SepaCandidate, collectionDate: string, mandate: { reference: string; signatureDate: string }, sequenceType: SepaPayment['sequenceType']): SepaPayment => {
      const parte = candidate.destinatario;
      return {
        endToEndId: candidate.numeroFactura,
        amountCents: candidate.totalCents,
        collectionDate,
        sequenceType,
        mandate: { reference: mandate.reference, signatureDate: mandate.signatureDate },
        debtor: {
          name: parte.nombre,
          iban: candidate.empresa.numCuenta,
          address: { streetName: parte.direccion, postCode: parte.codigoPostal, townName: parte.localidad || parte.provincia, countrySubDivision: parte.provincia, country: 'ES' },
        },
        remittanceInformation: `Factura ${candidate.numeroFactura} de ${candidate.fecha.split('-').reverse().join('/')}: ${(products.get(candidate.id) ?? []).join(', ')}`,
      };
    };

    const remesaId = randomUUID();
    const inputOf = (payments: SepaPayment[]) => ({
      version: request.account.painVersion,
      messageId: messageIdOf(remesaId, today),
      createdAt: moment,
      creditor: {
        name: proveedor.nombre,
        identifier: deps.creditorIdentifier,
        iban: request.account.iban,
        bic: request.account.bic,
        address: { streetName: proveedor.direccion, postCode: proveedor.codigoPostal, townName: proveedor.localidad, countrySubDivision: proveedor.provincia, country: 'ES' },
      },
      payments,
    });
    let input = inputOf(paymentsOf(ordered));
    // A batch leaves out an invoice whose own data the writer refuses (a debtor name with no letter it
    // can write, say) with the others left out, rather than failing the whole file (decision 0042).
    const refused = request.tipo === 'BATCH' ? new Map(findSepaIssues(input).flatMap((issue) => (issue.paymentIndex === null ? [] : [[issue.paymentIndex, issue] as const]))) : new Map();
    if (refused.size > 0 && refused.size < ordered.length) {
      for (const [index, issue] of refused) {
        const { candidate } = ordered[index]!;
        excluidas.push({
          facturaId: candidate.id,
          numeroFactura: candidate.numeroFactura,
          empresa: { id: candidate.empresa.id, razonSocial: candidate.empresa.razonSocial, nifCif: candidate.empresa.nifCif },
          motivo: 'DATOS_NO_VALIDOS',
          code: issue.code,
          message: `Factura ${candidate.numeroFactura} de ${named(candidate.empresa)}: ${issue.message.replace(/^Cobro [^:]+: /, '')}`,
        });
      }
      ordered = ordered.filter((_, index) => !refused.has(index));
      input = inputOf(paymentsOf(ordered));
    }
    // The writer checks everything first and throws every problem at once.
    let file: Pain008File;
    try {
      file = writePain008(input);
    } catch (error) {
      if (error instanceof SepaInputError) throw issuesError(error.issues, ordered.map(({ candidate }) => candidate));
      deps.log.error({ err: error, transactionId: request.transactionId }, 'SEPA file not written');
      throw fail(500, 'SEPA_SERVICE_ERROR');
    }

    // Never served, never stored, nothing remitted unless the file is valid against the official schema.
    let xsdErrors;
    try {
      xsdErrors = await validateXml(file.xml, PAIN_008_SCHEMAS[file.version]);
    } catch (error) {
      deps.log.error({ err: error, transactionId: request.transactionId }, 'SEPA file not validated: xmllint failed');
      throw fail(500, 'SEPA_SERVICE_ERROR', 'No se pudo comprobar el fichero SEPA contra el esquema oficial.');
    }
    if (xsdErrors.length > 0) {
      deps.log.error({ err: new Error(xsdErrors.slice(0, 10).map((error) => `${error.line ?? '-'}: ${error.message}`).join('\n')), transactionId: request.transactionId }, 'SEPA file invalid against its XSD: not served');
      throw fail(500, 'XML_VALIDATION_ERROR', undefined, { errors: xsdErrors.slice(0, 10).map((error) => (error.line ? `Línea ${error.line}: ${error.message}` : error.message)) });
    }

    const fileName = request.fileName(today);
    const lines: NewRemesaFactura[] = file.blocks.flatMap((block) =>
      block.paymentIndexes.map((index) => {
        const payment = input.payments[index]!;
        return {
          remesaId,
          facturaId: ordered[index]!.candidate.id,
          posicion: index + 1,
          endToEndId: payment.endToEndId,
          mandateReference: payment.mandate!.reference,
          mandateSignedOn: payment.mandate!.signatureDate,
          sequenceType: block.sequenceType,
          fechaCobro: block.collectionDate,
          amountCents: payment.amountCents,
        };
      }),
    );
    let remitted: number;
    try {
      await insertRemesa(tx, {
        id: remesaId,
        createdAt: moment,
        tipo: request.tipo,
        fileName,
        messageId: input.messageId,
        painVersion: file.version,
        cuentaId: request.account.id,
        cuentaNombre: request.account.nombre,
        cuentaIban: request.account.iban,
        transactionId: request.transactionId,
        fechaInicio: request.batch?.fechaInicio ?? null,
        fechaFin: request.batch?.fechaFin ?? null,
        empresaId: request.batch?.empresaId ?? (request.tipo === 'INDIVIDUAL' ? candidates[0]!.empresa.id : null),
        incluirFacturadas: request.batch ? request.batch.incluirFacturadas : null,
        numeroFacturas: file.numberOfTransactions,
        totalCents: file.controlSumCents,
        xml: file.xml,
        sha256: sha256(file.xml),
        byteLength: Buffer.byteLength(file.xml, 'utf8'),
        createdByUserId: actor.userId,
        createdByUsername: actor.username,
        excluidas,
      }, lines);
      remitted = await markRemitted(tx, ordered.map(({ candidate }) => candidate.id), moment);
    } catch (error) {
      // Another file took one of these invoices between the check and the store: the database's one live collection per invoice.
      if (isUniqueViolation(error, 'sepa_remesa_facturas_one_live')) throw fail(409, 'FACTURAS_YA_REMESADAS', 'Otra remesa acaba de incluir alguna de estas facturas. Vuelva a generar el fichero.');
      deps.log.error({ err: error, transactionId: request.transactionId }, 'SEPA file not stored');
      throw fail(500, 'IO_ERROR');
    }
    await recordAudit(tx, actor, {
      action: request.tipo === 'BATCH' ? 'sepa.batch-generated' : 'sepa.individual-generated',
      entityType: 'sepa_remesa',
      entityId: remesaId,
      changes: {
        fileName,
        transactionId: request.transactionId,
        cuenta: request.account.id,
        painVersion: file.version,
        numeroFacturas: file.numberOfTransactions,
        importeTotal: centsToEuros(file.controlSumCents),
        remesadas: remitted,
        excluidas: excluidas.length,
        ...(request.batch ?? {}),
        ...(request.tipo === 'INDIVIDUAL' ? { factura: candidates[0]!.numeroFactura } : {}),
      },
    });
    return { remesaId, fileName, xml: file.xml, numeroFacturas: file.numberOfTransactions, totalCents: file.controlSumCents, remitted, excluidas };
  }

  /** The writer's problems, each naming the company of its invoice; the code is the first's. */
  function issuesError(issues: readonly SepaIssue[], ordered: SepaCandidate[]) {
    const described = issues.map((issue) => {
      const candidate = issue.paymentIndex === null ? undefined : ordered[issue.paymentIndex];
      return {
        code: issue.code,
        message: candidate ? `Factura ${candidate.numeroFactura} de ${named(candidate.empresa)}: ${issue.message.replace(/^Cobro [^:]+: /, '')}` : issue.message,
        ...(candidate ? { factura: candidate.numeroFactura, empresa: { id: candidate.empresa.id, razonSocial: candidate.empresa.razonSocial, nifCif: candidate.empresa.nifCif } } : {}),
      };
    });
    const first = described[0]!;
    const status = first.code === 'NO_SEPA_INVOICES' ? 404 : 400;
    const more = described.length > 1 ? ` (y ${described.length - 1} problemas más)` : '';
    return fail(status, first.code, `${first.message}${more}`, { problems: described.slice(0, 50) });
  }

  return {
    cuentas: () => deps.accounts,

    async periodo() {
      const today = madridIsoDate(now());
      const fechaFin = addDaysIso(today, SEPA_DEFAULT_DAYS_AHEAD);
      const oldest = (await oldestPendingCollectionDate(db)) ?? today;
      const earliestAllowed = addDaysIso(fechaFin, -SEPA_MAX_RANGE_DAYS);
      const fechaInicio = oldest < earliestAllowed ? earliestAllowed : oldest > today ? today : oldest;
      return { fechaInicio, fechaFin };
    },

    async generateBatch(actor, input) {
      const account = creditorAccount(input.cuentaIBAN);
      if (input.empresaId) {
        const empresa = await findEmpresa(db, input.empresaId);
        if (!empresa) throw fail(404, 'EMPRESA_NOT_FOUND', undefined, { empresaId: input.empresaId });
        if (empresa.metodoDePago !== 'SEPA') throw fail(400, 'EMPRESA_NOT_SEPA', `La empresa ${named(empresa)} no paga por adeudo bancario (SEPA).`, { empresa });
      }
      const filter = { fechaInicio: input.fechaInicio, fechaFin: input.fechaFin, empresaId: input.empresaId };
      return unitOfWork.run(async (uow) => {
        const candidates = await lockCandidates(uow.tx, { ...filter, incluirFacturadas: input.incluirFacturadas });
        if (candidates.length === 0) {
          // Invoices in the range that are all remitted (or taken by a file generated just now) are not "none".
          const inRange = input.incluirFacturadas ? 0 : await countCollectable(uow.tx, filter);
          if (inRange > 0) throw fail(409, 'NO_PROCESSED_INVOICES', undefined, { facturasEnPeriodo: inRange });
          throw fail(404, 'NO_SEPA_INVOICES');
        }
        return produce(
          uow.tx,
          actor,
          {
            tipo: 'BATCH',
            account,
            transactionId: input.transactionId,
            fileName: () => sepaBatchFileName(input.fechaInicio, input.fechaFin),
            batch: { empresaId: input.empresaId, fechaInicio: input.fechaInicio, fechaFin: input.fechaFin, incluirFacturadas: input.incluirFacturadas },
          },
          candidates,
        );
      });
    },

    async generateIndividual(actor, facturaId, input) {
      const account = creditorAccount(input.cuentaIBAN);
      return unitOfWork.run(async (uow) => {
        const candidate = await lockCandidate(uow.tx, facturaId);
        if (!candidate) throw fail(404, 'NOT_FOUND', 'Factura no encontrada.');
        if (candidate.empresa.metodoDePago !== 'SEPA') throw fail(400, 'EMPRESA_NOT_SEPA', `La empresa ${named(candidate.empresa)} no paga por adeudo bancario (SEPA): la factura no se cobra por remesa.`, { empresa: { id: candidate.empresa.id, razonSocial: candidate.empresa.razonSocial, nifCif: candidate.empresa.nifCif } });
        if (candidate.anulada) throw fail(409, 'SEPA_VALIDATION_ERROR', `La factura ${candidate.numeroFactura} está anulada: no se cobra.`);
        if (candidate.totalCents <= 0) throw fail(400, 'SEPA_VALIDATION_ERROR', `La factura ${candidate.numeroFactura} no tiene importe a cobrar.`);
        return produce(uow.tx, actor, { tipo: 'INDIVIDUAL', account, transactionId: input.transactionId, fileName: (today) => sepaIndividualFileName(candidate.numeroFactura, today) }, [candidate]);
      });
    },

    async list(page) {
      const { rows, total } = await listRemesas(db, page);
      return pageOf(rows.map(toRemesaWire), total, page);
    },

    async anular(actor, remesaId, motivo) {
      await unitOfWork.run(async (uow) => {
        const remesa = await lockRemesa(uow.tx, remesaId);
        if (!remesa) throw fail(404, 'NOT_FOUND', 'Fichero SEPA no encontrado.');
        if (remesa.anuladaAt) throw fail(409, 'REMESA_YA_ANULADA', `La remesa ${remesa.fileName} ya está anulada.`);
        const liberadas = await cancelRemesa(uow.tx, remesaId, { at: now(), motivo, por: actor.username });
        await recordAudit(uow.tx, actor, { action: 'sepa.remesa-anulada', entityType: 'sepa_remesa', entityId: remesaId, changes: { fileName: remesa.fileName, motivo, facturasPendientes: liberadas.length } });
      });
      const row = await findRemesa(db, remesaId);
      return toRemesaWire(row!);
    },

    async waitingForMandate(facturaIds) {
      const mandates = await invoiceMandates(db, facturaIds);
      // Held by a return of its mandate or account (its own or another invoice's, decision 0051): it waits for a new one too.
      const found = [...mandates.values()].flatMap((mandate) => (mandate.found ? [mandate] : []));
      const holding = await holdingReturns(db, { mandateReferences: [...new Set(found.map((mandate) => mandate.reference))], debtorIbans: [...new Set(found.map((mandate) => mandate.debtorIban))] });
      return new Set(
        [...mandates].flatMap(([id, mandate]) => (!mandate.found || holdOf(id, { mandateReference: mandate.reference, debtorIban: mandate.debtorIban }, holding) ? [id] : [])),
      );
    },

    async preNotifyDateChange(uow, cambio) {
      const empresa = await findEmpresaContact(uow.tx, cambio.empresaId);
      if (!empresa || empresa.metodoDePago !== 'SEPA' || !deps.outbox) return;
      const mandate = (await invoiceMandates(uow.tx, [cambio.facturaId])).get(cambio.facturaId);
      await deps.outbox.queueEmail(uow, preavisoCobroEmail, empresa.email, {
        publicUrl: deps.publicUrl ?? '',
        name: empresa.nombre,
        razonSocial: empresa.razonSocial,
        numeroFactura: cambio.numeroFactura,
        importe: formatEuros(cambio.totalCents),
        fechaAnterior: formatDate(cambio.fechaAnterior),
        fechaNueva: formatLongDate(cambio.fechaNueva),
        cuenta: maskIban(empresa.numCuenta),
        mandato: mandate?.found ? mandate.reference : null,
        acreedor: deps.creditorIdentifier,
        proveedor: proveedor.nombre,
      });
    },

    async download(id) {
      const file = await findRemesaFile(db, id);
      if (!file) throw fail(404, 'NOT_FOUND', 'Fichero SEPA no encontrado.');
      return { fileName: file.fileName, xml: file.xml };
    },
  };
}
