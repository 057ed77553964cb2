import { createHash, randomUUID } from 'node:crypto';
import { centsToEuros } from '@cumplia/shared/money';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import { sepaBatchFileName, sepaIndividualFileName, type SepaCuenta, type SepaRemesa } from '@cumplia/shared/schemas/sepa';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import { isValidIban, normalizeIban } from '@cumplia/shared/validators/iban';
import { PLACEHOLDER_IBAN } from '@cumplia/shared/enums';
import type { ErrorCode } from '@cumplia/shared/errors';
import type { Database, Transaction } from '../../db/database.ts';
import type { SepaRemesaTipo } from '../../db/schema/index.ts';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { AppError } from '../../lib/app-error.ts';
import { madridIsoDate } from '@cumplia/shared/calendar';
import { writePain008, type Pain008File, type SepaPayment, type SequenceType } from '../../lib/sepa/pain-008-writer.ts';
import { SepaInputError, type SepaIssue } from '../../lib/sepa/sepa-input-error.ts';
import { PAIN_008_SCHEMAS } from '../../lib/sepa/sepa-schemas.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { collectionDateFor, earliestCollectionDate } from './collection-date.ts';
import {
  countCollectable,
  earlierSequenceTypes,
  findEmpresa,
  findRemesaFile,
  insertRemesa,
  listRemesas,
  lockCandidate,
  lockCandidates,
  mandatesOf,
  markRemitted,
  productNamesOf,
  usedMandates,
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
  /** The batch file (spec 3 §7 POST admin/facturas/sepa); its invoices become remitted with it. */
  generateBatch(actor: Actor, input: BatchInput): Promise<SepaFile>;
  /** One invoice's file (POST admin/facturas/{id}/sepa): a pending invoice becomes remitted, a remitted one stays so. */
  generateIndividual(actor: Actor, facturaId: string, input: IndividualInput): Promise<SepaFile>;
  list(page: { page: number; size: number }): Promise<Page<SepaRemesa>>;
  /** A stored file exactly as it was first served. */
  download(id: string): Promise<{ fileName: string; xml: string }>;
}

const fail = (status: number, code: ErrorCode, message?: string, data?: Record<string, unknown>) => new AppError(status, code, message, data);

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
  };
}

export function createSepaService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  proveedor: Proveedor;
  creditorIdentifier: string;
  accounts: SepaCuenta[];
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

    // Spec 3 §5: the company of every invoice pays by SEPA and has a well-formed IBAN.
    const companies = new Map(candidates.map((candidate) => [candidate.empresa.id, candidate.empresa]));
    const ibanProblems = [...companies.values()].flatMap((empresa) => {
      const problem = companyIbanProblem(empresa);
      return problem ? [{ ...problem, empresa: { id: empresa.id, razonSocial: empresa.razonSocial, nifCif: empresa.nifCif } }] : [];
    });
    const [firstIbanProblem] = ibanProblems;
    if (firstIbanProblem) {
      const more = ibanProblems.length > 1 ? ` (y ${ibanProblems.length - 1} empresas más)` : '';
      throw fail(400, firstIbanProblem.code, `${firstIbanProblem.message}${more}`, {
        empresa: firstIbanProblem.empresa,
        empresas: ibanProblems.map((problem) => ({ ...problem.empresa, code: problem.code, message: problem.message })),
      });
    }

    const mandates = await mandatesOf(tx, [...companies.keys()]);
    const earliest = earliestCollectionDate(today);
    // Payments in collection-date order, then by number: a mandate's first collection is its earliest.
    const ordered = candidates
      .map((candidate) => ({ candidate, collectionDate: collectionDateFor(candidate.fechaCuandoFacturar, earliest) }))
      .sort((a, b) => (a.collectionDate < b.collectionDate ? -1 : a.collectionDate > b.collectionDate ? 1 : a.candidate.numeroFactura < b.candidate.numeroFactura ? -1 : 1));
    const ids = ordered.map(({ candidate }) => candidate.id);
    // One after the other: a transaction is one connection.
    const earlier = await earlierSequenceTypes(tx, ids);
    const used = await usedMandates(tx, [...new Set([...mandates.values()].map((mandate) => mandate.reference))]);
    const products = await productNamesOf(tx, ids);

    // FRST for a mandate's first collection, RCUR after; an invoice already in a file keeps its type.
    const payments: SepaPayment[] = ordered.map(({ candidate, collectionDate }) => {
      const mandate = mandates.get(candidate.empresa.id);
      let sequenceType: SequenceType = 'RCUR';
      const before = earlier.get(candidate.id);
      if (before) sequenceType = before;
      else if (mandate && !used.has(mandate.reference)) {
        sequenceType = 'FRST';
        used.add(mandate.reference);
      }
      const parte = candidate.destinatario;
      return {
        endToEndId: candidate.numeroFactura,
        amountCents: candidate.totalCents,
        collectionDate,
        sequenceType,
        mandate: mandate ? { reference: mandate.reference, signatureDate: madridIsoDate(mandate.signedAt) } : null,
        debtor: {
          name: parte.nombre,
          iban: candidate.empresa.numCuenta,
          address: { streetName: parte.direccion, postCode: parte.codigoPostal, townName: parte.localidad || parte.provincia, countrySubDivision: parte.provincia, country: 'ES' },
        },
        remittanceInformation: `Factura ${candidate.numeroFactura} de ${candidate.fecha.split('-').reverse().join('/')}: ${(products.get(candidate.id) ?? []).join(', ')}`,
      };
    });

    const remesaId = randomUUID();
    const input = {
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
    };
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
        const payment = payments[index]!;
        return {
          remesaId,
          facturaId: ordered[index]!.candidate.id,
          posicion: index + 1,
          endToEndId: payment.endToEndId,
          mandateReference: payment.mandate!.reference,
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
      }, lines);
      remitted = await markRemitted(tx, ids, moment);
    } catch (error) {
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
        ...(request.batch ?? {}),
        ...(request.tipo === 'INDIVIDUAL' ? { factura: candidates[0]!.numeroFactura } : {}),
      },
    });
    return { remesaId, fileName, xml: file.xml, numeroFacturas: file.numberOfTransactions, totalCents: file.controlSumCents, remitted };
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

    async download(id) {
      const file = await findRemesaFile(db, id);
      if (!file) throw fail(404, 'NOT_FOUND', 'Fichero SEPA no encontrado.');
      return { fileName: file.fileName, xml: file.xml };
    },
  };
}
