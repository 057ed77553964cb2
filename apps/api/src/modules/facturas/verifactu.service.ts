import { desc, eq, sql } from 'drizzle-orm';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Database } from '../../db/database.ts';
import type { Restauracion } from '../../db/embedded/backup.ts';
import { verifactuEventos, verifactuRegistros } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { schemaMessage, validateXml } from '../../lib/xml/validate-xml.ts';
import { registrosXml } from '../../lib/verifactu/registro-xml.ts';
import { registrosEnvelope } from './verifactu-firma.ts';
import { SUMINISTRO_LR_SCHEMA } from '../../lib/verifactu/verifactu-schemas.ts';
import type { DeclaracionResponsable, Integridad } from '@cumplia/shared/schemas/factura';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import type { SistemaModo } from '../../lib/verifactu/qr-url.ts';
import { declaracionResponsable, declaracionResponsableDocument } from './declaracion-responsable.ts';
import { createVerificadorXades } from '../../lib/verifactu/firma-xades.ts';
import { verificarXadesEnHilo } from '../../lib/verifactu/xades-workers.ts';
import { chainRecord, verifyChain, type ChainProblem } from '../../lib/verifactu/registro.ts';
import type { Actor } from '../audit/audit.service.ts';
import { chainRegistros, findFactura, registrosOfFactura } from './facturas.repository.ts';
import type { RegistroDuplicado, RespuestaLinea, VerifactuSender } from './verifactu-sender.ts';
import { createRegistroEventos, RESUMEN_EVENTOS_TRAS_MS, type EventoInput, type EventoProblema, type RegistroEventos } from './verifactu-eventos.ts';
import { eventoAnterior, exportacionRegFacturacion, type TipoAnomalia } from '../../lib/verifactu/evento.ts';
import type { IdFactura } from '../../lib/verifactu/huella.ts';

/** What an export signed with the demo certificate says first. */
export const DEMO_NOTICE = '<!-- Registros firmados con un certificado de demostración, generado por Cumplia al no haber un certificado configurado: no sirve ante la Agencia Tributaria. -->';

/** At most this many records go in one message (the agency's limit). */
const MESSAGE_RECORDS = 1000;
/** A record's verdict, as its event type: a record with one of these is not sent again. */
const VERDICTS = { Correcto: 'ENVIO_CORRECTO', AceptadoConErrores: 'ENVIO_ACEPTADO_CON_ERRORES', Incorrecto: 'ENVIO_INCORRECTO' } as const;
/** A record the agency's answer left out (no RespuestaLinea): not a verdict, the record stays pending and goes again. */
const SIN_VEREDICTO = 'ENVIO_SIN_VEREDICTO';
/** How the agency holds a record it answered as a duplicate (EstadoRegistroDuplicado), as our verdict on that record. */
const DUPLICADO_VERDICT: Record<RegistroDuplicado['estado'], RespuestaLinea['estado']> = { Correcta: 'Correcto', AceptadaConErrores: 'AceptadoConErrores', Anulada: 'Correcto' };
/** Rounds of setting aside the records that fail the schema before a run gives up (a message that is not well-formed shows one bad record a round). */
const SCHEMA_ROUNDS = 10;

/** The lines (1-based, inclusive) of each RegistroFactura of a message as `registrosXml` writes it, in order. */
function recordLines(xml: string): Array<readonly [number, number]> {
  const spans: Array<readonly [number, number]> = [];
  let start = 0;
  for (const [index, line] of xml.split('\n').entries()) {
    if (line.includes('<sfLR:RegistroFactura>')) start = index + 1;
    else if (line.includes('</sfLR:RegistroFactura>')) spans.push([start, index + 1]);
  }
  return spans;
}


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
  /**
   * "Comprobar integridad": recomputes the chain (each record's link and hash) and verifies every
   * signature; records the check in the event log, and an anomaly event when something fails.
   */
  comprobarIntegridad(actor: Actor): Promise<Integridad>;
  /** The event log (RegistroEvento of EventosSIF.xsd, signed) as XML; the export is itself an event (09). */
  exportarEventos(actor: Actor): Promise<string>;
  /**
   * Start (01) and stop (02) of the system as non-VERI*FACTU, recorded by the server's life cycle;
   * at the first start after a backup was restored, the restoration too (07).
   */
  arrancar(restauracion?: Restauracion | null): Promise<void>;
  /**
   * The summary of events (10) when one is due (Orden HAC/1177/2024 art. 9.2: at least one for every
   * 6 hours the system works): the periodic job's work. Answers whether it recorded one.
   */
  resumirEventos(): Promise<boolean>;
  /** The system's declaración responsable, and its PDF. */
  declaracion(): DeclaracionResponsable;
  declaracionPdf(): Promise<Buffer>;
  detener(): Promise<void>;
}

/** What the integrity check says of a broken record, by the chain's problem. */
const CHAIN_PROBLEMS: Record<ChainProblem, string> = {
  HUELLA_MISMATCH: 'La huella no corresponde a los datos del registro: el registro ha cambiado.',
  ANTERIOR_MISMATCH: 'El registro no enlaza con el anterior: falta, sobra o cambió de orden un registro.',
  TOTALES_MISMATCH: 'Los totales no son los de su desglose.',
};

/** TipoAnomaliaType of EventosSIF.xsd for each problem the check finds. */
const CHAIN_ANOMALIAS: Record<ChainProblem, TipoAnomalia> = { HUELLA_MISMATCH: '01', ANTERIOR_MISMATCH: '08', TOTALES_MISMATCH: '03' };
const EVENTO_PROBLEMS: Record<EventoProblema['problema'], string> = {
  HUELLA_MISMATCH: 'La huella no corresponde a los datos del evento: el evento ha cambiado.',
  ANTERIOR_MISMATCH: 'El evento no enlaza con el anterior: falta, sobra o cambió de orden un evento.',
  FIRMA: 'La firma del evento no es válida.',
};
const EVENTO_ANOMALIAS: Record<EventoProblema['problema'], TipoAnomalia> = { HUELLA_MISMATCH: '01', ANTERIOR_MISMATCH: '08', FIRMA: '02' };

export function createVerifactuService(deps: {
  db: Database;
  proveedor: Proveedor;
  sender: VerifactuSender;
  installation: string;
  now?: () => Date;
  /** Whether the signing certificate is the demo one (non-VERI*FACTU mode). */
  firma?: { certificado(): Promise<{ demo: boolean }> };
  /** The event log; by default the system's own, unchained (a VERI*FACTU system's). */
  eventos?: RegistroEventos;
}): VerifactuService {
  const { db, proveedor, sender } = deps;
  const now = deps.now ?? (() => new Date());
  const envelope = registrosEnvelope(proveedor, deps.installation);
  const verificarXades = createVerificadorXades(verificarXadesEnHilo);

  const eventos = deps.eventos ?? createRegistroEventos({ db, proveedor, installation: deps.installation, now });
  // One switch (decision 0044): the system is VERI*FACTU exactly when it sends.
  const modo: SistemaModo = sender.enabled ? 'verifactu' : 'no-verifactu';
  const event = (tipo: string, detail: Record<string, unknown>, ids: { facturaId?: string; registroSeq?: number } = {}, regulation?: EventoInput['regulation']) =>
    eventos.registrar({ tipo, detail, ...ids, regulation });

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

  /**
   * The pending records' message, checked against SuministroLR.xsd before it goes: the agency refuses
   * a message that fails its schema whole, and since the oldest records lead every message, one bad
   * record would hold back all after it for good. A record that fails is kept aside (`setAside`) and
   * the message is made again without it; a failure of what every record shares (the issuer, the
   * system) sets nothing aside and sends nothing.
   */
  async function pendingMessage(): Promise<{ outcome: 'ready'; registros: Awaited<ReturnType<typeof pending>>; xml: string } | Extract<SendOutcome, { outcome: 'nothing-to-send' | 'failed' }>> {
    for (let round = 0; round < SCHEMA_ROUNDS; round += 1) {
      const registros = await pending();
      if (registros.length === 0) return { outcome: 'nothing-to-send' };
      const xml = registrosXml(envelope, registros.map((row) => row.registro));
      const errors = await validateXml(xml, SUMINISTRO_LR_SCHEMA);
      if (errors.length === 0) return { outcome: 'ready', registros, xml };
      const shared = await envelopeProblem();
      const spans = recordLines(xml);
      const byRecord = new Map<number, string[]>();
      for (const error of errors) {
        const index = error.line === null || spans.length !== registros.length ? -1 : spans.findIndex(([from, to]) => error.line! >= from && error.line! <= to);
        if (index < 0 || shared) return failed(`El mensaje no cumple SuministroLR.xsd: ${shared ?? errors.map((item) => schemaMessage(item.message)).join(' ')}`, registros.length);
        byRecord.set(index, [...(byRecord.get(index) ?? []), schemaMessage(error.message)]);
      }
      await setAside([...byRecord].map(([index, errores]) => ({ row: registros[index]!, errores })));
    }
    return failed(`Quedan registros que no cumplen SuministroLR.xsd tras ${SCHEMA_ROUNDS} revisiones; se siguen revisando en el próximo envío.`, 0);
  }

  async function failed(error: string, registros: number): Promise<Extract<SendOutcome, { outcome: 'failed' }>> {
    await event('ENVIO_FALLIDO', { error, registros });
    return { outcome: 'failed', error };
  }

  /**
   * Whether what every record of a message shares fails the schema: the header's issuer and each
   * record's SistemaInformatico (the provider's data and VERIFACTU_INSTALLATION), checked with a
   * record of fixed, valid data. A problem there is the system's, not a record's.
   */
  async function envelopeProblem(): Promise<string | null> {
    try {
      const probe = chainRecord({ tipo: 'anulacion', factura: { idEmisorFactura: proveedor.nif, numSerieFactura: 'PRUEBA-1', fechaExpedicionFactura: '2026-01-01' }, fechaHoraHusoGenRegistro: '2026-01-01T00:00:00+01:00' }, null);
      const errors = await validateXml(registrosXml(envelope, [probe]), SUMINISTRO_LR_SCHEMA);
      return errors.length === 0 ? null : `la cabecera o el sistema informático: ${errors.map((error) => schemaMessage(error.message)).join(' ')}`;
    } catch (error) {
      return `el emisor: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /**
   * Records kept aside: never sent, with the schema's reason, as refused (ENVIO_INCORRECTO with
   * `enviado: false`), so staff see them among the refused records and correct them ("subsanación",
   * decision 0061; a correction is made again within the limits, registro.ts) and they never lead a
   * message again.
   */
  async function setAside(apartados: Array<{ row: Awaited<ReturnType<typeof pending>>[number]; errores: string[] }>) {
    await db.insert(verifactuEventos).values(
      apartados.map(({ row, errores }) => ({
        tipo: VERDICTS.Incorrecto,
        at: now(),
        facturaId: row.facturaId,
        registroSeq: row.seq,
        detail: { csv: null, codigo: null, enviado: false, descripcion: `No se envió a la AEAT: el registro no cumple SuministroLR.xsd. ${errores.join(' ')}`.slice(0, 1500), errores },
      })),
    );
  }

  return {
    async recordsXml(facturaId) {
      if (!(await findFactura(db, facturaId))) throw notFound('Factura no encontrada.');
      const registros = await registrosOfFactura(db, facturaId);
      const signed = registrosXml(
        envelope,
        registros.map((row) => row.registro),
        registros.map((row) => row.firmaXml),
      );
      // A record signed with the demo certificate says so, outside every signature (decision 0044).
      const xml = registros.some((row) => row.firmaDemo) ? signed.replace(/^(<\?xml[^>]*\?>\n)/, `$1${DEMO_NOTICE}\n`) : signed;
      const errors = await validateXml(xml, SUMINISTRO_LR_SCHEMA);
      if (errors.length > 0) throw new Error(`VERI*FACTU XML does not validate: ${errors.map((error) => error.message).join('; ')}`);
      // The export of records is an event of the log (08), naming the first and last record exported.
      await event('EXPORTACION', { registros: registros.length }, { facturaId }, { tipoEvento: '08', datos: exportacionRegFacturacion(registros.map((row) => row.registro)) });
      return xml;
    },

    async comprobarIntegridad(actor) {
      const rows = await chainRegistros(db);
      const problemas: Integridad['problemas'] = [];
      const anomalias: Array<{ problema: Integridad['problemas'][number]; tipoAnomalia: TipoAnomalia; factura: IdFactura }> = [];
      const report = (row: (typeof rows)[number], problema: string, tipoAnomalia: TipoAnomalia) => {
        const entry = { seq: row.seq, numSerieFactura: row.registro.factura.numSerieFactura, problema };
        problemas.push(entry);
        anomalias.push({ problema: entry, tipoAnomalia, factura: row.registro.factura });
      };
      const chain = verifyChain(rows.map((row) => row.registro));
      if (!chain.valid) report(rows[chain.index]!, CHAIN_PROBLEMS[chain.problem], CHAIN_ANOMALIAS[chain.problem]);
      let firmados = 0;
      for (const row of rows) {
        if (!row.firmaXml) continue;
        firmados += 1;
        // The signature must verify and sign this record: its hash, which covers the record's fields.
        const signsThis = row.firmaXml.includes(`<sf:Huella>${row.huella}</sf:Huella>`) && row.registro.huella === row.huella;
        if (!signsThis || !(await verificarXades(row.firmaXml))) report(row, 'La firma del registro no es válida.', '02');
      }
      const certificadoDemo = deps.firma ? (await deps.firma.certificado()).demo : false;
      const usuario = actor.username;
      // The event log of the regulation: the check launched (03) and each anomaly found (04, one event each).
      await event('INTEGRIDAD_COMPROBADA', { tipoEvento: '03', registros: rows.length, firmados, valida: problemas.length === 0, usuario }, {}, {
        tipoEvento: '03',
        datos: { tipo: 'LanzamientoRegFacturacion', huellas: rows.length, firmas: firmados, cadena: rows.length },
      });
      for (const problema of anomalias) {
        await event('ANOMALIA_INTEGRIDAD', { tipoEvento: '04', problemas: [problema.problema], usuario }, { registroSeq: problema.problema.seq }, {
          tipoEvento: '04',
          datos: { tipo: 'AnomaliaRegFacturacion', tipoAnomalia: problema.tipoAnomalia, otrosDatos: problema.problema.problema, registro: problema.factura },
        });
      }
      // The events' own chain and signatures: launched (05) and each anomaly (06).
      const log = await eventos.verify();
      if (eventos.enabled) {
        await event('INTEGRIDAD_EVENTOS_COMPROBADA', { tipoEvento: '05', eventos: log.eventos, firmados: log.firmados, usuario }, {}, {
          tipoEvento: '05',
          datos: { tipo: 'LanzamientoRegEvento', huellas: log.eventos, firmas: log.firmados, cadena: log.eventos },
        });
        for (const problema of log.problemas) {
          await event('ANOMALIA_EVENTOS', { tipoEvento: '06', seq: problema.seq, problema: EVENTO_PROBLEMS[problema.problema], usuario }, {}, {
            tipoEvento: '06',
            datos: { tipo: 'AnomaliaRegEvento', tipoAnomalia: EVENTO_ANOMALIAS[problema.problema], otrosDatos: EVENTO_PROBLEMS[problema.problema], evento: eventoAnterior(problema.evento) },
          });
        }
      }
      return {
        valida: problemas.length === 0 && log.problemas.length === 0,
        registros: rows.length,
        firmados,
        certificadoDemo,
        problemas,
        eventos: log.eventos,
        problemasEventos: log.problemas.map((problema) => ({ seq: problema.seq, tipoEvento: problema.tipoEvento, problema: EVENTO_PROBLEMS[problema.problema] })),
      };
    },

    declaracion: () => declaracionResponsable(proveedor, modo),
    declaracionPdf: () => renderPdf(declaracionResponsableDocument(declaracionResponsable(proveedor, modo))),

    async exportarEventos(actor) {
      return (await eventos.exportar(actor.username ?? 'sistema')).xml;
    },

    async arrancar(restauracion) {
      if (!eventos.enabled) return;
      await event('INICIO', { tipoEvento: '01' }, {}, { tipoEvento: '01' });
      // A backup put back since the last start (npm run restore): EventosSIF type 07, naming the copy.
      if (restauracion) {
        await event('RESTAURACION', { ...restauracion }, {}, { tipoEvento: '07', otrosDatos: `Restaurada la copia ${restauracion.copia}`.slice(0, 100) });
      }
    },

    resumirEventos: () => eventos.resumir({ siAnteriorAntesDe: new Date(now().getTime() - RESUMEN_EVENTOS_TRAS_MS) }),

    async detener() {
      if (!eventos.enabled) return;
      // Art. 9.2: a summary before the system closes, then its stop (02), which the next summary counts.
      await eventos.resumir();
      await event('FIN', { tipoEvento: '02' }, {}, { tipoEvento: '02' });
    },

    async sendPending() {
      if (!sender.enabled) return { outcome: 'off' };
      const until = await nextAllowed();
      if (until && until > now()) return { outcome: 'waiting', until };
      const checked = await pendingMessage();
      if (checked.outcome !== 'ready') return checked;
      const { registros, xml } = checked;
      let respuesta;
      try {
        respuesta = await sender.send(xml);
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
          const ids = { at: now(), facturaId: row.facturaId, registroSeq: row.seq };
          const linea = verdictOf(row.registro.factura.numSerieFactura, row.tipo);
          // The answer has a RespuestaLinea per record (RespuestaSuministro.xsd): one it leaves out has no
          // verdict. It stays pending and goes in the next message; a record the agency does hold comes
          // back then as a duplicate, with its state.
          if (!linea) return { tipo: SIN_VEREDICTO, ...ids, detail: { csv: respuesta.csv, estadoEnvio: respuesta.estado } };
          const { duplicado } = linea;
          if (duplicado) {
            // Refused only as a duplicate (3000): the agency holds the record, as EstadoRegistroDuplicado says.
            return {
              tipo: VERDICTS[DUPLICADO_VERDICT[duplicado.estado]],
              ...ids,
              detail: {
                csv: respuesta.csv,
                codigo: duplicado.codigoError,
                descripcion: duplicado.descripcionError,
                duplicado: { codigo: linea.codigoError, descripcion: linea.descripcionError, estado: duplicado.estado, idPeticion: duplicado.idPeticion },
              },
            };
          }
          return { tipo: VERDICTS[linea.estado], ...ids, detail: { csv: respuesta.csv, codigo: linea.codigoError, descripcion: linea.descripcionError } };
        });
        await tx.insert(verifactuEventos).values(verdicts);
      });
      return { outcome: 'sent', estado: respuesta.estado, registros: registros.length };
    },
  };
}
