import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Database } from '../../db/database.ts';
import { verifactuEventos, verifactuRegistros } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';
import { registrosXml, type RegistrosEnvelope } from '../../lib/verifactu/registro-xml.ts';
import { SUMINISTRO_LR_SCHEMA } from '../../lib/verifactu/verifactu-schemas.ts';
import { findFactura, registrosOfFactura } from './facturas.repository.ts';
import type { RespuestaLinea, VerifactuSender } from './verifactu-sender.ts';

/** At most this many records go in one message (the agency's limit). */
const MESSAGE_RECORDS = 1000;
/** A record's verdict, as its event type: a record with one of these is not sent again. */
const VERDICTS = { Correcto: 'ENVIO_CORRECTO', AceptadoConErrores: 'ENVIO_ACEPTADO_CON_ERRORES', Incorrecto: 'ENVIO_INCORRECTO' } as const;

export type SendOutcome =
  | { outcome: 'off' }
  | { outcome: 'waiting'; until: Date }
  | { outcome: 'nothing-to-send' }
  | { outcome: 'failed'; error: string }
  | { outcome: 'sent'; estado: string; registros: number };

export interface VerifactuService {
  /** The XML of an invoice's records (alta, and anulación if cancelled), valid against SuministroLR.xsd. */
  recordsXml(facturaId: string): Promise<string>;
  /** Sends the records not yet answered, in chain order, a message at a time, as the agency's wait allows. */
  sendPending(): Promise<SendOutcome>;
}

export function createVerifactuService(deps: { db: Database; proveedor: Proveedor; sender: VerifactuSender; installation: string; now?: () => Date }): VerifactuService {
  const { db, proveedor, sender } = deps;
  const now = deps.now ?? (() => new Date());
  const envelope: RegistrosEnvelope = {
    obligadoEmision: { nombreRazon: proveedor.nombre, nif: proveedor.nif },
    // The provider makes and runs the software for its own invoices.
    sistemaInformatico: { nombreRazon: proveedor.nombre, nif: proveedor.nif, idSistemaInformatico: 'CU', version: '1.0', numeroInstalacion: deps.installation },
  };

  async function event(tipo: string, detail: Record<string, unknown>, ids: { facturaId?: string; registroSeq?: number } = {}) {
    await db.insert(verifactuEventos).values({ tipo, detail, facturaId: ids.facturaId ?? null, registroSeq: ids.registroSeq ?? null, at: now() });
  }

  /** When the agency's last answer lets the next message go. */
  async function nextAllowed(): Promise<Date | null> {
    const [last] = await db.select().from(verifactuEventos).where(eq(verifactuEventos.tipo, 'ENVIO')).orderBy(desc(verifactuEventos.seq)).limit(1);
    const wait = Number(last?.detail?.tiempoEsperaSegundos ?? 0);
    return last ? new Date(last.at.getTime() + wait * 1000) : null;
  }

  async function pending() {
    return db
      .select()
      .from(verifactuRegistros)
      .where(
        sql`not exists (select 1 from ${verifactuEventos} e where e.registro_seq = ${verifactuRegistros.seq} and e.tipo in (${sql.join(Object.values(VERDICTS).map((tipo) => sql`${tipo}`), sql`, `)}))`,
      )
      .orderBy(verifactuRegistros.seq)
      .limit(MESSAGE_RECORDS);
  }

  return {
    async recordsXml(facturaId) {
      if (!(await findFactura(db, facturaId))) throw notFound('Factura no encontrada.');
      const registros = await registrosOfFactura(db, facturaId);
      const xml = registrosXml(envelope, registros.map((row) => row.registro));
      const errors = await validateXml(xml, SUMINISTRO_LR_SCHEMA);
      if (errors.length > 0) throw new Error(`VERI*FACTU XML does not validate: ${errors.map((error) => error.message).join('; ')}`);
      await event('EXPORTACION', { registros: registros.length }, { facturaId });
      return xml;
    },

    async sendPending() {
      if (!sender.enabled) return { outcome: 'off' };
      const until = await nextAllowed();
      if (until && until > now()) return { outcome: 'waiting', until };
      const registros = await pending();
      if (registros.length === 0) return { outcome: 'nothing-to-send' };
      let respuesta;
      try {
        respuesta = await sender.send(registrosXml(envelope, registros.map((row) => row.registro)));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await event('ENVIO_FALLIDO', { error: message, registros: registros.length });
        return { outcome: 'failed', error: message };
      }
      const verdictOf = (numSerie: string, tipo: 'alta' | 'anulacion'): RespuestaLinea | undefined =>
        respuesta.lineas.find((linea) => linea.numSerieFactura === numSerie && (linea.operacion === 'Anulacion') === (tipo === 'anulacion'));
      await db.transaction(async (tx) => {
        await tx.insert(verifactuEventos).values({ tipo: 'ENVIO', at: now(), detail: { estado: respuesta.estado, csv: respuesta.csv, tiempoEsperaSegundos: respuesta.tiempoEsperaSegundos, registros: registros.length } });
        const verdicts = registros.map((row) => {
          // A record the answer leaves out was refused with the whole message when it says Incorrecto; otherwise it is accepted.
          const linea = verdictOf(row.registro.factura.numSerieFactura, row.tipo);
          const estado = linea?.estado ?? (respuesta.estado === 'Incorrecto' ? 'Incorrecto' : 'Correcto');
          return { tipo: VERDICTS[estado], at: now(), facturaId: row.facturaId, registroSeq: row.seq, detail: { csv: respuesta.csv, codigo: linea?.codigoError ?? null, descripcion: linea?.descripcionError ?? null } };
        });
        await tx.insert(verifactuEventos).values(verdicts);
      });
      return { outcome: 'sent', estado: respuesta.estado, registros: registros.length };
    },
  };
}

/** The verdicts of an invoice's records, newest first (for staff). */
export async function sendingEvents(db: Database, facturaId: string) {
  return db
    .select()
    .from(verifactuEventos)
    .where(and(eq(verifactuEventos.facturaId, facturaId), inArray(verifactuEventos.tipo, Object.values(VERDICTS))))
    .orderBy(desc(verifactuEventos.seq));
}
