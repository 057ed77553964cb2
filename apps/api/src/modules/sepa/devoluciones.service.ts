import { createHash, randomUUID } from 'node:crypto';
import { centsToEuros } from '@cumplia/shared/money';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { SepaDevolucion, SepaDevolucionFichero } from '@cumplia/shared/schemas/sepa-devoluciones';
import type { Database } from '../../db/database.ts';
import type { SepaDevolucionSinCoincidencia } from '../../db/schema/index.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { sepaDevolucionesRegistradas } from '../../events/sepa-devoluciones-registradas.event.ts';
import { AppError } from '../../lib/app-error.ts';
import { readPain008Collections, readReturnFile, ReturnFileError, type ReturnedCollection, type ReturnFile } from '../../lib/sepa/return-file-reader.ts';
import { returnReason } from '../../lib/sepa/return-reasons.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { cobroDevueltoEmail, type CobroDevueltoData } from './devolucion-email.ts';
import {
  collectionsByEndToEndId,
  devolucionesToMail,
  findFicheroById,
  findFicheroBySha256,
  insertFicheroOnce,
  listDevolucionesOfFichero,
  listDevolucionesOfRemesa,
  lockCollections,
  recordReturns,
  remesasById,
  remesasByMessageId,
  updateFicheroCounts,
  type DevolucionRow,
  type NewDevolucion,
} from './devoluciones.repository.ts';

export interface DevolucionesService {
  /**
   * Records the bank's return or reject file (pain.002, camt.054): each collection it names,
   * matched by the original message id and its EndToEndId, becomes DEVUELTA and its invoice
   * pending again ("Devuelta"), in one unit of work; the companies are told after the commit.
   * The same file again changes nothing; a file that is not one, or matches nothing, is refused.
   */
  upload(actor: Actor, file: { fileName: string; bytes: Buffer }): Promise<SepaDevolucionFichero>;
  /** The returns of one remittance. */
  listOfRemesa(remesaId: string): Promise<SepaDevolucion[]>;
  /** The listener of `sepa.devoluciones-registradas`: one e-mail per company of the file. */
  mailReturned(uow: UnitOfWork, ficheroId: string): Promise<void>;
}

const refuse = (code: 'SEPA_DEVOLUCION_NO_VALIDA' | 'SEPA_DEVOLUCION_SIN_COINCIDENCIAS', message: string, data?: Record<string, unknown>) => new AppError(400, code, message, data);

const toWire = (row: DevolucionRow): SepaDevolucion => ({
  id: row.id,
  facturaId: row.facturaId,
  numeroFactura: row.numeroFactura,
  empresa: row.empresa,
  importe: centsToEuros(row.amountCents),
  tipo: row.tipo,
  codigo: row.codigo,
  motivo: row.motivo,
  accion: row.accion,
  createdAt: row.createdAt.toISOString(),
  fileName: row.fileName,
});

/** One collection of ours the file names: a block or a file rejected whole is expanded to its collections. */
interface Named {
  collection: ReturnedCollection;
  remesa: { id: string; fileName: string };
  endToEndId: string;
  debtorIban: string;
}

export function createDevolucionesService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  outbox: Pick<OutboxService, 'queueEmails'>;
  proveedor: Proveedor;
  publicUrl: string;
  now?: () => Date;
}): DevolucionesService {
  const { db, unitOfWork, outbox, proveedor } = deps;
  const now = deps.now ?? (() => new Date());

  async function summary(ficheroId: string, yaProcesado: boolean): Promise<SepaDevolucionFichero> {
    const [fichero, rows] = await Promise.all([findFicheroById(db, ficheroId), listDevolucionesOfFichero(db, ficheroId)]);
    return {
      id: ficheroId,
      fileName: fichero!.fileName,
      mensaje: fichero!.mensaje,
      yaProcesado,
      devueltas: rows.map(toWire),
      yaDevueltas: fichero!.yaDevueltas,
      sinCoincidencia: fichero!.sinCoincidencia,
    };
  }

  function read(xml: string): ReturnFile {
    try {
      return readReturnFile(xml);
    } catch (error) {
      if (error instanceof ReturnFileError) throw refuse('SEPA_DEVOLUCION_NO_VALIDA', error.message, { reason: error.reason });
      throw error;
    }
  }

  return {
    async upload(actor, { fileName, bytes }) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const xml = bytes.toString('utf8');
      const report = read(xml);
      if (report.collections.length === 0) {
        throw refuse('SEPA_DEVOLUCION_SIN_COINCIDENCIAS', `El fichero ${report.message} no contiene ningún cobro rechazado ni devuelto: no hay nada que registrar.`);
      }
      // The same file again: nothing changes (answered from what the first upload recorded).
      const earlier = await findFicheroBySha256(db, sha256);
      if (earlier) return summary(earlier.id, true);

      const outcome = await unitOfWork.run(async (uow) => {
        const ficheroId = randomUUID();
        const stored = await insertFicheroOnce(uow.tx, {
          id: ficheroId,
          createdAt: now(),
          fileName,
          mensaje: report.message,
          messageId: report.messageId,
          sha256,
          xml,
          byteLength: bytes.length,
          devueltas: 0,
          yaDevueltas: 0,
          createdByUserId: actor.userId,
          createdByUsername: actor.username,
        });
        // Uploaded at the same moment by someone else, who stored it first.
        if (!stored) return { ficheroId: null };

        // Which file of ours each collection is in (decision 0051): the original message id; for a
        // camt.054, whose Refs/MsgId is often the bank's own message id, else its block (PmtInfId: our
        // MsgId and "-n"), else its EndToEndId with the mandate and amount the bank gives. A pain.002's
        // OrgnlMsgId is the original message's by definition: one that is not ours is another's file.
        const blockFile = (paymentInformationId: string | null) => paymentInformationId?.replace(/-\d+$/, '') ?? null;
        const byMessage = await remesasByMessageId(uow.tx, [
          ...new Set(report.collections.flatMap((collection) => [collection.originalMessageId, blockFile(collection.originalPaymentInformationId) ?? ''].filter((id) => id !== ''))),
        ]);
        const remesaOf = new Map(byMessage.map((remesa) => [remesa.messageId, remesa]));
        const collectionsOf = new Map<string, ReturnType<typeof readPain008Collections>>();
        const inFileOf = (remesa: { id: string; xml: string }) => {
          let inFile = collectionsOf.get(remesa.id);
          if (!inFile) collectionsOf.set(remesa.id, (inFile = readPain008Collections(remesa.xml)));
          return inFile;
        };
        const byBlock = (collection: ReturnedCollection) => {
          if (collection.kind !== 'DEVOLUCION') return undefined;
          const remesa = remesaOf.get(blockFile(collection.originalPaymentInformationId) ?? '');
          return remesa && inFileOf(remesa).some((line) => line.paymentInformationId === collection.originalPaymentInformationId) ? remesa : undefined;
        };
        const unresolved = report.collections.filter((collection) => collection.kind === 'DEVOLUCION' && collection.endToEndId && !remesaOf.has(collection.originalMessageId) && !byBlock(collection));
        const byEndToEnd = await collectionsByEndToEndId(uow.tx, [...new Set(unresolved.map((collection) => collection.endToEndId!))]);
        const endToEndFiles = new Map((await remesasById(uow.tx, [...new Set(byEndToEnd.map((line) => line.remesaId))])).map((remesa) => [remesa.id, remesa]));
        // The EndToEndId is our invoice number: the mandate and the amount must agree with it, and at least one must be given.
        const byReference = (collection: ReturnedCollection) => {
          if (collection.kind !== 'DEVOLUCION' || !collection.endToEndId || (collection.mandateReference === null && collection.amountCents === null)) return undefined;
          const line = byEndToEnd.find(
            (candidate) =>
              candidate.endToEndId === collection.endToEndId &&
              (collection.mandateReference === null || candidate.mandateReference === collection.mandateReference) &&
              (collection.amountCents === null || candidate.amountCents === collection.amountCents),
          );
          return line ? endToEndFiles.get(line.remesaId) : undefined;
        };

        const sinCoincidencia: SepaDevolucionSinCoincidencia[] = [];
        const named: Named[] = [];
        for (const collection of report.collections) {
          const remesa = remesaOf.get(collection.originalMessageId) ?? byBlock(collection) ?? byReference(collection);
          if (!remesa) {
            sinCoincidencia.push({ originalMessageId: collection.originalMessageId, endToEndId: collection.endToEndId, reasonCode: collection.reasonCode, motivo: `No corresponde a ninguna remesa generada (mensaje original «${collection.originalMessageId || 'sin indicar'}»).` });
            continue;
          }
          const inFile = inFileOf(remesa);
          const covered =
            collection.endToEndId !== null
              ? inFile.filter((line) => line.endToEndId === collection.endToEndId)
              : inFile.filter((line) => collection.originalPaymentInformationId === null || line.paymentInformationId === collection.originalPaymentInformationId);
          if (covered.length === 0) {
            sinCoincidencia.push({
              originalMessageId: collection.originalMessageId,
              endToEndId: collection.endToEndId,
              reasonCode: collection.reasonCode,
              motivo: collection.endToEndId !== null ? `El cobro «${collection.endToEndId}» no está en la remesa ${remesa.fileName}.` : `El bloque «${collection.originalPaymentInformationId}» no está en la remesa ${remesa.fileName}.`,
            });
            continue;
          }
          for (const line of covered) named.push({ collection, remesa, endToEndId: line.endToEndId, debtorIban: line.debtorIban });
        }

        const lines = await lockCollections(uow.tx, [...new Set(named.map((entry) => entry.remesa.id))]);
        const lineOf = new Map(lines.map((line) => [`${line.remesaId} ${line.endToEndId}`, line]));
        const rows: NewDevolucion[] = [];
        const seen = new Set<string>();
        let yaDevueltas = 0;
        for (const entry of named) {
          const key = `${entry.remesa.id} ${entry.endToEndId}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const line = lineOf.get(key);
          if (!line || line.estado === 'ANULADA') {
            sinCoincidencia.push({
              originalMessageId: entry.collection.originalMessageId,
              endToEndId: entry.endToEndId,
              reasonCode: entry.collection.reasonCode,
              motivo: line ? `La remesa ${entry.remesa.fileName} está anulada: el cobro «${entry.endToEndId}» no se presentó.` : `El cobro «${entry.endToEndId}» no está en la remesa ${entry.remesa.fileName}.`,
            });
            continue;
          }
          if (line.estado === 'DEVUELTA') {
            yaDevueltas += 1;
            continue;
          }
          const reason = returnReason(entry.collection.reasonCode);
          rows.push({
            ficheroId,
            remesaId: line.remesaId,
            facturaId: line.facturaId,
            createdAt: now(),
            tipo: entry.collection.kind,
            endToEndId: line.endToEndId,
            codigo: reason.code.slice(0, 35),
            motivo: reason.meaning,
            accion: reason.action,
            informacionAdicional: entry.collection.additionalInformation,
            mandateReference: line.mandateReference,
            debtorIban: entry.debtorIban,
          });
        }
        if (rows.length === 0 && yaDevueltas === 0) {
          const first = sinCoincidencia[0];
          throw refuse('SEPA_DEVOLUCION_SIN_COINCIDENCIAS', `El fichero no corresponde a ningún cobro de las remesas generadas: ${first?.motivo ?? ''} No se ha registrado nada.`.replace(/\s+/g, ' ').trim(), {
            sinCoincidencia: sinCoincidencia.slice(0, 50),
          });
        }
        await recordReturns(uow.tx, rows);
        await updateFicheroCounts(uow.tx, ficheroId, { devueltas: rows.length, yaDevueltas, sinCoincidencia });
        await recordAudit(uow.tx, actor, {
          action: 'sepa.devoluciones-registradas',
          entityType: 'sepa_devolucion_fichero',
          entityId: ficheroId,
          changes: { fileName, mensaje: report.message, messageId: report.messageId, devueltas: rows.length, yaDevueltas, sinCoincidencia: sinCoincidencia.length },
        });
        if (rows.length > 0) await uow.publish(sepaDevolucionesRegistradas, { ficheroId });
        return { ficheroId };
      });
      if (!outcome.ficheroId) {
        const stored = await findFicheroBySha256(db, sha256);
        return summary(stored!.id, true);
      }
      return summary(outcome.ficheroId, false);
    },

    async listOfRemesa(remesaId) {
      const rows = await listDevolucionesOfRemesa(db, remesaId);
      return rows.map(toWire);
    },

    async mailReturned(uow, ficheroId) {
      const rows = await devolucionesToMail(uow.tx, ficheroId);
      const byEmpresa = new Map<string, { to: string; data: CobroDevueltoData }>();
      for (const row of rows) {
        if (!row.email) continue;
        let mail = byEmpresa.get(row.empresaId);
        if (!mail) {
          mail = {
            to: row.email,
            data: {
              publicUrl: deps.publicUrl,
              empresa: { razonSocial: row.razonSocial, nifCif: row.nifCif },
              facturas: [],
              proveedor: { nombre: proveedor.nombre, email: proveedor.email, telefono: proveedor.telefono },
            },
          };
          byEmpresa.set(row.empresaId, mail);
        }
        mail.data.facturas.push({ numeroFactura: row.numeroFactura, fecha: row.fecha, totalCents: row.amountCents, codigo: row.codigo, motivo: row.motivo, accion: row.accion });
      }
      await outbox.queueEmails(uow, cobroDevueltoEmail, [...byEmpresa.values()]);
    },
  };
}
