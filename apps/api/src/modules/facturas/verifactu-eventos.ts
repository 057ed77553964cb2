import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Database, Executor } from '../../db/database.ts';
import { verifactuEventos } from '../../db/schema/index.ts';
import { chainEvento, eventoAnterior, eventoProblem, eventosPorTipo, registrosEventoXml, type DatosPropiosEvento, type RegistroEvento, type TipoEvento } from '../../lib/verifactu/evento.ts';
import { asAnterior } from '../../lib/verifactu/registro.ts';
import { createVerificadorXades } from '../../lib/verifactu/firma-xades.ts';
import { verificarXadesEnHilo } from '../../lib/verifactu/xades-workers.ts';
import { sistemaInformatico } from '../../lib/verifactu/sistema-informatico.ts';
import { fechaHoraHuso } from '../../lib/verifactu/verifactu-format.ts';
import { resumenRegistros } from './facturas.repository.ts';
import type { RegistroFirmador } from './verifactu-firma.ts';

/**
 * The event log (decision 0052). Every event is a row of `verifactu_eventos` (`tipo`, `detail`); in
 * non-VERI*FACTU mode (a firmador given) the ones the regulation lists are also a RegistroEvento of
 * EventosSIF.xsd, chained to the previous one under a lock of their own and signed like the records
 * (Orden HAC/1177/2024 art. 9). A VERI*FACTU system keeps no regulation log (art. 9 asks it of
 * non-VERI*FACTU systems only): its rows stay the system's own log.
 */

/** What the next event names as its own. */
export interface EventoInput {
  /** The system's own name for it (ENVIO, EXPORTACION…). */
  tipo: string;
  detail?: Record<string, unknown>;
  facturaId?: string | null;
  registroSeq?: number | null;
  /** For the regulation's events: its TipoEvento, its data and a short text (OtrosDatosEvento). */
  regulation?: { tipoEvento: TipoEvento; datos?: DatosPropiosEvento | null; otrosDatos?: string | null };
}

/** A problem of the events' chain or signatures, as the integrity check reports it. */
export interface EventoProblema {
  seq: number;
  tipoEvento: string;
  problema: 'HUELLA_MISMATCH' | 'ANTERIOR_MISMATCH' | 'FIRMA';
  evento: RegistroEvento;
}

export interface RegistroEventos {
  /** Whether the regulation's log is kept (non-VERI*FACTU mode). */
  readonly enabled: boolean;
  /** Records an event in its own transaction (`tx` when it must commit with other work). */
  registrar(input: EventoInput, tx?: Executor): Promise<void>;
  /** The regulation's events, in order. */
  chained(): Promise<Array<{ seq: number; evento: RegistroEvento; firmaXml: string | null; firmaDemo: boolean }>>;
  /** Recomputes every event's hash and link, and verifies every signature. */
  verify(): Promise<{ eventos: number; firmados: number; problemas: EventoProblema[] }>;
  /** The signed events as one XML (each as it was signed), and the export recorded as an event (09). */
  exportar(usuario: string): Promise<{ xml: string; eventos: number }>;
  /**
   * The summary of events (10; Orden HAC/1177/2024 art. 9.2): how many events of each type since the
   * previous summary (since the log's first event for the first one), and the invoice records
   * generated in that time. With `siAnteriorAntesDe`, only when the previous summary is that old or
   * there is none. Decided and recorded under the log's lock, so that two servers at once record one.
   * Answers whether it recorded one; nothing outside non-VERI*FACTU mode.
   */
  resumir(options?: { siAnteriorAntesDe?: Date }): Promise<boolean>;
}

/**
 * Art. 9.2 asks for a summary for every 6 hours the system works: the job looks every half hour
 * (jobs/summarize-verifactu-events.job.ts) and records one once the last is this old, so that while
 * a server runs two summaries are never more than 6 hours apart.
 */
export const RESUMEN_EVENTOS_TRAS_MS = 5.5 * 60 * 60 * 1000;

const LOCK = sql`select pg_advisory_xact_lock(hashtextextended('cumplia.verifactu-eventos', 0))`;

export const EVENTOS_DEMO_NOTICE = '<!-- Registros de evento firmados con un certificado de demostración, generado por Cumplia al no haber un certificado configurado: no sirve ante la Agencia Tributaria. -->';

export function createRegistroEventos(deps: { db: Database; proveedor: Proveedor; installation: string; firma?: Pick<RegistroFirmador, 'firmarEvento'>; now: () => Date }): RegistroEventos {
  const { db, firma, now } = deps;
  const sistema = sistemaInformatico(deps.proveedor, deps.installation);
  const obligadoEmision = { nombreRazon: deps.proveedor.nombre, nif: deps.proveedor.nif };
  const verificarXades = createVerificadorXades(verificarXadesEnHilo);

  async function append(tx: Executor, input: EventoInput) {
    const at = now();
    const row = { tipo: input.tipo, detail: input.detail ?? null, facturaId: input.facturaId ?? null, registroSeq: input.registroSeq ?? null, at };
    if (!firma || !input.regulation) {
      await tx.insert(verifactuEventos).values(row);
      return;
    }
    await tx.execute(LOCK);
    const [last] = await tx.select({ evento: verifactuEventos.evento }).from(verifactuEventos).where(isNotNull(verifactuEventos.huellaEvento)).orderBy(desc(verifactuEventos.seq)).limit(1);
    const evento = chainEvento(
      {
        sistemaInformatico: sistema,
        obligadoEmision,
        tipoEvento: input.regulation.tipoEvento,
        fechaHoraHusoGenEvento: fechaHoraHuso(at),
        datos: input.regulation.datos ?? null,
        otrosDatos: input.regulation.otrosDatos?.slice(0, 100) ?? null,
      },
      last?.evento ? eventoAnterior(last.evento) : null,
    );
    const firmado = await firma.firmarEvento(evento, at);
    await tx.insert(verifactuEventos).values({
      ...row,
      tipoEvento: evento.tipoEvento,
      evento,
      huellaEvento: evento.huellaEvento,
      huellaEventoAnterior: evento.anterior?.huellaEvento ?? null,
      firmaXml: firmado.firmaXml,
      firmaDemo: firmado.firmaDemo,
    });
  }

  async function chained() {
    const rows = await db
      .select({ seq: verifactuEventos.seq, evento: verifactuEventos.evento, firmaXml: verifactuEventos.firmaXml, firmaDemo: verifactuEventos.firmaDemo })
      .from(verifactuEventos)
      .where(isNotNull(verifactuEventos.huellaEvento))
      .orderBy(asc(verifactuEventos.seq));
    return rows.map((row) => ({ ...row, evento: row.evento! }));
  }

  const registrar: RegistroEventos['registrar'] = async (input, tx) => {
    if (tx) return append(tx, input);
    await db.transaction((inner) => append(inner, input));
  };

  async function resumir(tx: Executor, siAnteriorAntesDe: Date | undefined): Promise<boolean> {
    await tx.execute(LOCK);
    const [anterior] = await tx
      .select({ seq: verifactuEventos.seq, at: verifactuEventos.at, detail: verifactuEventos.detail })
      .from(verifactuEventos)
      .where(eq(verifactuEventos.tipoEvento, '10'))
      .orderBy(desc(verifactuEventos.seq))
      .limit(1);
    if (anterior && siAnteriorAntesDe && anterior.at > siAnteriorAntesDe) return false;
    const counts = await tx
      .select({ tipoEvento: verifactuEventos.tipoEvento, numero: sql<number>`count(*)::int` })
      .from(verifactuEventos)
      .where(and(isNotNull(verifactuEventos.huellaEvento), gt(verifactuEventos.seq, anterior?.seq ?? 0)))
      .groupBy(verifactuEventos.tipoEvento);
    // The records after the last one the previous summary counted (kept in its row).
    const registros = await resumenRegistros(tx, Number(anterior?.detail?.registroHasta ?? 0));
    const eventos = eventosPorTipo(Object.fromEntries(counts.map((row) => [row.tipoEvento, row.numero])));
    await append(tx, {
      tipo: 'RESUMEN_EVENTOS',
      detail: { registroHasta: registros.hastaSeq, eventos: counts.reduce((sum, row) => sum + row.numero, 0) },
      regulation: {
        tipoEvento: '10',
        datos: {
          tipo: 'ResumenEventos',
          eventos,
          inicial: registros.primero && asAnterior(registros.primero),
          final: registros.ultimo && asAnterior(registros.ultimo),
          altas: registros.altas,
          sumaCuotaCents: registros.sumaCuotaCents,
          sumaImporteCents: registros.sumaImporteCents,
          anulaciones: registros.anulaciones,
        },
      },
    });
    return true;
  }

  return {
    enabled: Boolean(firma),
    registrar,
    chained,

    async verify() {
      const rows = await chained();
      const problemas: EventoProblema[] = [];
      let firmados = 0;
      for (const [index, row] of rows.entries()) {
        const problem = eventoProblem(row.evento, index > 0 ? rows[index - 1]!.evento : null);
        if (problem) problemas.push({ seq: row.seq, tipoEvento: row.evento.tipoEvento, problema: problem, evento: row.evento });
        if (!row.firmaXml) continue;
        firmados += 1;
        // The signature must verify and sign this event: its hash, which covers the event's fields.
        const signsThis = row.firmaXml.includes(`<sfe:HuellaEvento>${row.evento.huellaEvento}</sfe:HuellaEvento>`);
        if (!signsThis || !(await verificarXades(row.firmaXml))) problemas.push({ seq: row.seq, tipoEvento: row.evento.tipoEvento, problema: 'FIRMA', evento: row.evento });
      }
      return { eventos: rows.length, firmados, problemas };
    },

    async exportar(usuario) {
      const rows = await chained();
      const xml = registrosEventoXml(
        rows.map((row) => row.firmaXml ?? ''),
        rows.some((row) => row.firmaDemo) ? EVENTOS_DEMO_NOTICE : undefined,
      );
      const first = rows[0];
      const last = rows.at(-1);
      await registrar({
        tipo: 'EXPORTACION_EVENTOS',
        detail: { eventos: rows.length, usuario },
        regulation:
          first && last
            ? {
                tipoEvento: '09',
                datos: { tipo: 'ExportacionRegEvento', desde: first.evento.fechaHoraHusoGenEvento, hasta: last.evento.fechaHoraHusoGenEvento, inicial: eventoAnterior(first.evento), final: eventoAnterior(last.evento), eventos: rows.length },
              }
            : undefined,
      });
      return { xml, eventos: rows.length };
    },

    async resumir(options = {}) {
      if (!firma) return false;
      return db.transaction((tx) => resumir(tx, options.siAnteriorAntesDe));
    },
  };
}

/** The last start (01) or stop (02) of the log, if any. */
export async function lastStartStop(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ tipoEvento: verifactuEventos.tipoEvento })
    .from(verifactuEventos)
    .where(and(isNotNull(verifactuEventos.huellaEvento), sql`${verifactuEventos.tipoEvento} in ('01', '02')`))
    .orderBy(desc(verifactuEventos.seq))
    .limit(1);
  return row?.tipoEvento ?? null;
}
