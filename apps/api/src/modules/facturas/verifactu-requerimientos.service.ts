import { and, asc, desc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import type { Requerimiento, RequerimientoMensaje, RequerimientoSolicitud, Requerimientos } from '@cumplia/shared/schemas/requerimiento';
import type { Database } from '../../db/database.ts';
import { verifactuRegistros, verifactuRequerimientos } from '../../db/schema/index.ts';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { remitRequerimientoJob } from '../../jobs/remit-requerimiento.job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { exportacionRegFacturacion } from '../../lib/verifactu/evento.ts';
import type { SistemaModo } from '../../lib/verifactu/qr-url.ts';
import { MAX_RECORDS, registrosXml, type RegistrosEnvelope } from '../../lib/verifactu/registro-xml.ts';
import { SUMINISTRO_LR_SCHEMA } from '../../lib/verifactu/verifactu-schemas.ts';
import { schemaMessage, validateXml } from '../../lib/xml/validate-xml.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { RegistroEventos } from './verifactu-eventos.ts';
import type { RequerimientoSender } from './verifactu-sender.ts';

/**
 * Records the tax agency asked for, remitted (decision 0083). A system that is not VERI*FACTU keeps its
 * signed records and sends them only when the agency requires them: staff enter the request's
 * reference and the invoices' issue dates it covers; the records are fixed then (`hasta_seq`) and sent
 * by a job, in chain order, at most 1,000 a message (the agency's limit), each message's header naming
 * the request and the last one closing it (FinRequerimiento S). The agency's answer to each message is
 * kept; a message without an answer stops the remittance, which staff resume from that message.
 */
export interface RequerimientosService {
  solicitar(actor: Actor, solicitud: RequerimientoSolicitud): Promise<Requerimiento>;
  /** The remittances, newest first, and why none can be made now. */
  listar(): Promise<Requerimientos>;
  /** Sends again from the first message without an answer (a remittance that stopped). */
  reanudar(actor: Actor, id: string): Promise<Requerimiento>;
  /** The job's work: the messages not yet answered, in order, until the last or the first failure. */
  remitir(id: string): Promise<void>;
  /** At start-up: a job for every remittance a stopped server left unfinished (a run still alive elsewhere keeps its lock). */
  retomar(): Promise<void>;
}

type Row = typeof verifactuRequerimientos.$inferSelect;

const toRequerimiento = (row: Row): Requerimiento => ({
  id: row.id,
  referencia: row.referencia,
  desde: row.desde,
  hasta: row.hasta,
  registros: row.registros,
  estado: row.estado,
  mensajes: row.mensajes,
  error: row.error,
  solicitadoPor: row.solicitadoPor,
  solicitadoEl: row.solicitadoEl.toISOString(),
  remitidoEl: row.remitidoEl?.toISOString() ?? null,
});

/** The records a remittance covers: its invoices' issue dates, and none chained after it was asked for. */
const delPeriodo = (requerimiento: Pick<Row, 'desde' | 'hasta' | 'hastaSeq'>) => {
  const fecha = sql<string>`${verifactuRegistros.registro} -> 'factura' ->> 'fechaExpedicionFactura'`;
  return and(gte(fecha, requerimiento.desde), lte(fecha, requerimiento.hasta), lte(verifactuRegistros.seq, requerimiento.hastaSeq));
};

export function createRequerimientosService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  queue: Pick<JobQueue, 'send' | 'sendAfterCommit'>;
  sender: RequerimientoSender;
  modo: SistemaModo;
  envelope: RegistrosEnvelope;
  eventos: RegistroEventos;
  now: () => Date;
  /** Records a message carries: the agency's 1,000 unless a test asks for fewer. */
  registrosPorMensaje?: number;
}): RequerimientosService {
  const { db, sender } = deps;
  const porMensaje = deps.registrosPorMensaje ?? MAX_RECORDS;

  /** Why this server cannot remit, or null. */
  function sinRemision() {
    // RefRequerimiento belongs to the systems that do not send (the agency refuses it from a VERI*FACTU one).
    if (deps.modo === 'verifactu') return 'REQUERIMIENTO_EN_VERIFACTU' as const;
    if (sender.problem) return 'REQUERIMIENTO_SIN_CERTIFICADO' as const;
    return null;
  }

  function checkCanSend() {
    const problem = sinRemision();
    if (problem) throw conflict(problem);
  }

  async function find(id: string): Promise<Row> {
    const [row] = await db.select().from(verifactuRequerimientos).where(eq(verifactuRequerimientos.id, id));
    if (!row) throw notFound('Remisión no encontrada.');
    return row;
  }

  /** Message `numero` (1-based) of the remittance: its records and signed XML, in chain order. */
  async function mensaje(requerimiento: Row, numero: number) {
    const rows = await db
      .select()
      .from(verifactuRegistros)
      .where(delPeriodo(requerimiento))
      .orderBy(asc(verifactuRegistros.seq))
      .limit(porMensaje)
      .offset((numero - 1) * porMensaje);
    const fin = (numero - 1) * porMensaje + rows.length >= requerimiento.registros;
    const xml = registrosXml(
      deps.envelope,
      rows.map((row) => row.registro),
      rows.map((row) => row.firmaXml),
      { refRequerimiento: requerimiento.referencia, finRequerimiento: fin },
    );
    return { rows, fin, xml };
  }

  /** Sends the next message of a remittance this run holds locked; false when there is nothing more to send. */
  async function sendNext(id: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      // One run at a time: a second run (a resumed job while the first still works) finds the row locked and leaves.
      const [requerimiento] = await tx.select().from(verifactuRequerimientos).where(eq(verifactuRequerimientos.id, id)).for('update', { skipLocked: true });
      if (!requerimiento || requerimiento.estado === 'remitido' || requerimiento.estado === 'fallido') return false;
      const numero = requerimiento.mensajes.length + 1;
      const { rows, fin, xml } = await mensaje(requerimiento, numero);
      const stop = async (why: string) => {
        await tx.update(verifactuRequerimientos).set({ estado: 'fallido', error: `Mensaje ${numero}: ${why}` }).where(eq(verifactuRequerimientos.id, id));
        return false;
      };
      // The agency refuses a message that fails its schema whole: say which record and why, send nothing.
      const errors = await validateXml(xml, SUMINISTRO_LR_SCHEMA);
      if (errors.length > 0) return stop(`el mensaje no cumple SuministroLR.xsd: ${errors.map((error) => schemaMessage(error.message)).join(' ')}`.slice(0, 1500));
      let respuesta;
      try {
        respuesta = await sender.send(xml);
      } catch (error) {
        return stop(error instanceof Error ? error.message : String(error));
      }
      const answered: RequerimientoMensaje = {
        numero,
        registros: rows.length,
        estado: respuesta.estado,
        csv: respuesta.csv,
        fin,
        rechazados: respuesta.lineas.filter((linea) => linea.estado === 'Incorrecto').map((linea) => ({ numSerieFactura: linea.numSerieFactura, operacion: linea.operacion, codigo: linea.codigoError, descripcion: linea.descripcionError })),
      };
      await tx
        .update(verifactuRequerimientos)
        .set({ mensajes: [...requerimiento.mensajes, answered], estado: fin ? 'remitido' : 'enviando', error: null, remitidoEl: fin ? deps.now() : null })
        .where(eq(verifactuRequerimientos.id, id));
      if (fin) {
        // The remittance whole is an export of records in the event log (type 08), committed with its last answer.
        const registros = await tx.select({ registro: verifactuRegistros.registro }).from(verifactuRegistros).where(delPeriodo(requerimiento)).orderBy(asc(verifactuRegistros.seq));
        const mensajes = [...requerimiento.mensajes, answered].map((item) => ({ numero: item.numero, csv: item.csv, estado: item.estado }));
        await deps.eventos.registrar(
          {
            tipo: 'REMISION_REQUERIMIENTO',
            detail: { requerimientoId: id, referencia: requerimiento.referencia, registros: registros.length, mensajes },
            regulation: { tipoEvento: '08', datos: exportacionRegFacturacion(registros.map((row) => row.registro)) },
          },
          tx,
        );
      }
      return !fin;
    });
  }

  return {
    async solicitar(actor, solicitud) {
      checkCanSend();
      try {
        return await deps.unitOfWork.run(async (uow) => {
          const [{ ultimo } = { ultimo: null }] = await uow.tx.select({ ultimo: max(verifactuRegistros.seq) }).from(verifactuRegistros);
          const periodo = { desde: solicitud.desde, hasta: solicitud.hasta, hastaSeq: Number(ultimo ?? 0) };
          const [{ registros } = { registros: 0 }] = await uow.tx.select({ registros: sql<number>`count(*)::int` }).from(verifactuRegistros).where(delPeriodo(periodo));
          if (registros === 0) throw badRequest('REQUERIMIENTO_SIN_REGISTROS', undefined, { desde: 'No hay facturas expedidas entre estas fechas.' });
          const [row] = await uow.tx
            .insert(verifactuRequerimientos)
            .values({ referencia: solicitud.referencia, ...periodo, registros, solicitadoPor: actor.username, solicitadoEl: deps.now() })
            .returning();
          await recordAudit(uow.tx, actor, { action: 'CREATE', entityType: 'requerimiento-aeat', entityId: row!.id, changes: { referencia: solicitud.referencia, desde: solicitud.desde, hasta: solicitud.hasta, registros } });
          deps.queue.sendAfterCommit(uow, remitRequerimientoJob, { id: row!.id });
          return toRequerimiento(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'verifactu_requerimientos_referencia')) throw conflict('REQUERIMIENTO_DUPLICADO', undefined, { referencia: 'Ya hay una remisión con esta referencia.' });
        throw error;
      }
    },

    async listar() {
      const problem = sinRemision();
      const rows = await db.select().from(verifactuRequerimientos).orderBy(desc(verifactuRequerimientos.solicitadoEl));
      return { sinRemision: problem ? ERROR_MESSAGES[problem] : null, remisiones: rows.map(toRequerimiento) };
    },

    async reanudar(actor, id) {
      checkCanSend();
      return deps.unitOfWork.run(async (uow) => {
        const [row] = await uow.tx
          .update(verifactuRequerimientos)
          .set({ estado: 'enviando', error: null })
          .where(and(eq(verifactuRequerimientos.id, id), eq(verifactuRequerimientos.estado, 'fallido')))
          .returning();
        if (!row) {
          await find(id);
          throw conflict('REQUERIMIENTO_EN_CURSO');
        }
        await recordAudit(uow.tx, actor, { action: 'UPDATE', entityType: 'requerimiento-aeat', entityId: id, changes: { reanudada: true, desdeMensaje: row.mensajes.length + 1 } });
        deps.queue.sendAfterCommit(uow, remitRequerimientoJob, { id });
        return toRequerimiento(row);
      });
    },

    async remitir(id) {
      while (await sendNext(id));
    },

    async retomar() {
      const unfinished = await db.select({ id: verifactuRequerimientos.id }).from(verifactuRequerimientos).where(inArray(verifactuRequerimientos.estado, ['pendiente', 'enviando']));
      for (const { id } of unfinished) await deps.queue.send(remitRequerimientoJob, { id });
    },
  };
}
