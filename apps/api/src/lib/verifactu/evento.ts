import { createHash } from 'node:crypto';
import type { IdFactura } from './huella.ts';
import type { RegistroAlta, RegistroFacturacion } from './registro.ts';
import { escapeXml, sistemaInformaticoXml } from './registro-xml.ts';
import type { SistemaInformatico } from './sistema-informatico.ts';
import { fechaAeat, importeAeat } from './verifactu-format.ts';

/**
 * The event log of a non-VERI*FACTU system (RD 1007/2023 art. 8.4; Orden HAC/1177/2024 art. 9 and its
 * annex): each event a RegistroEvento of the agency's EventosSIF.xsd, chained by `HuellaEvento` to
 * the one before, and signed like the invoice records (firma-xades.ts). Pure: data in, XML out.
 */

const SF_EVENTOS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/EventosSIF.xsd';
export const EVENTOS_NAMESPACE = SF_EVENTOS;

/** TipoEventoType of EventosSIF.xsd, with what each means. */
export const TIPOS_EVENTO = {
  '01': 'Inicio del funcionamiento del sistema informático como «NO VERI*FACTU»',
  '02': 'Fin del funcionamiento del sistema informático como «NO VERI*FACTU»',
  '03': 'Lanzamiento del proceso de detección de anomalías en los registros de facturación',
  '04': 'Detección de anomalías en la integridad, inalterabilidad y trazabilidad de registros de facturación',
  '05': 'Lanzamiento del proceso de detección de anomalías en los registros de evento',
  '06': 'Detección de anomalías en la integridad, inalterabilidad y trazabilidad de registros de evento',
  '07': 'Restauración de copia de seguridad',
  '08': 'Exportación de registros de facturación generados en un periodo',
  '09': 'Exportación de registros de evento generados en un periodo',
  '10': 'Registro resumen de eventos',
  '90': 'Otros tipos de eventos',
} as const;
export type TipoEvento = keyof typeof TIPOS_EVENTO;

/** TipoAnomaliaType values Cumplia's integrity check tells apart. */
export type TipoAnomalia = '01' | '02' | '03' | '08' | '10';

/** An event as its hash and link name it: the next event's EventoAnterior. */
export interface EventoAnterior {
  readonly tipoEvento: TipoEvento;
  readonly fechaHoraHusoGenEvento: string;
  readonly huellaEvento: string;
}

/** A record of the invoice chain with its hash (IDFacturaExpedidaHuellaType). */
export interface RegistroConHuella extends IdFactura {
  readonly huella: string;
}

/** DatosPropiosEvento: the data of its own each type carries (a choice of the schema). */
export type DatosPropiosEvento =
  | { readonly tipo: 'LanzamientoRegFacturacion'; readonly huellas: number; readonly firmas: number; readonly cadena: number }
  | { readonly tipo: 'LanzamientoRegEvento'; readonly huellas: number; readonly firmas: number; readonly cadena: number }
  | { readonly tipo: 'AnomaliaRegFacturacion'; readonly tipoAnomalia: TipoAnomalia; readonly otrosDatos: string; readonly registro: IdFactura | null }
  | { readonly tipo: 'AnomaliaRegEvento'; readonly tipoAnomalia: TipoAnomalia; readonly otrosDatos: string; readonly evento: EventoAnterior | null }
  | {
      readonly tipo: 'ExportacionRegFacturacion';
      readonly desde: string;
      readonly hasta: string;
      readonly inicial: RegistroConHuella;
      readonly final: RegistroConHuella;
      readonly altas: number;
      readonly sumaCuotaCents: number;
      readonly sumaImporteCents: number;
      readonly anulaciones: number;
    }
  | { readonly tipo: 'ExportacionRegEvento'; readonly desde: string; readonly hasta: string; readonly inicial: EventoAnterior; readonly final: EventoAnterior; readonly eventos: number }
  | {
      readonly tipo: 'ResumenEventos';
      /** How many events of each type the period had (TipoEventoAgr), zero included: see `eventosPorTipo`. */
      readonly eventos: readonly EventosDeUnTipo[];
      /** The period's first and last invoice record; null when it had none. */
      readonly inicial: RegistroConHuella | null;
      readonly final: RegistroConHuella | null;
      readonly altas: number;
      readonly sumaCuotaCents: number;
      readonly sumaImporteCents: number;
      readonly anulaciones: number;
    };

/** TipoEventoAgrType: a type of event and how many of it. */
/**
 * What an export of records (type 08) says of them: the period from the first record's generation to
 * the last one's, those two with their hashes, how many altas with their sums and how many
 * anulaciones. Records in chain order, at least one.
 */
export function exportacionRegFacturacion(registros: readonly RegistroFacturacion[]): Extract<DatosPropiosEvento, { tipo: 'ExportacionRegFacturacion' }> {
  const first = registros[0];
  const last = registros.at(-1);
  if (!first || !last) throw new RangeError('Una exportación lleva al menos un registro.');
  const altas = registros.filter((registro): registro is RegistroAlta => registro.tipo === 'alta');
  const conHuella = (registro: RegistroFacturacion): RegistroConHuella => ({ ...registro.factura, huella: registro.huella });
  return {
    tipo: 'ExportacionRegFacturacion',
    desde: first.fechaHoraHusoGenRegistro,
    hasta: last.fechaHoraHusoGenRegistro,
    inicial: conHuella(first),
    final: conHuella(last),
    altas: altas.length,
    sumaCuotaCents: altas.reduce((sum, alta) => sum + alta.cuotaTotalCents, 0),
    sumaImporteCents: altas.reduce((sum, alta) => sum + alta.importeTotalCents, 0),
    anulaciones: registros.length - altas.length,
  };
}

export interface EventosDeUnTipo {
  readonly tipoEvento: TipoEvento;
  readonly numero: number;
}

/**
 * The counts a summary of events (10) carries: every type but the summary's own, in the schema's
 * order, each with how many of it the period had, zero included. A period without events is then
 * all zeros: the summary is made all the same and says so (Orden HAC/1177/2024 art. 9.2).
 */
export function eventosPorTipo(counts: Partial<Record<TipoEvento, number>>): EventosDeUnTipo[] {
  // Sorted: an object puts "90", an integer-like key, before "01".
  return (Object.keys(TIPOS_EVENTO) as TipoEvento[])
    .filter((tipo) => tipo !== '10')
    .sort()
    .map((tipoEvento) => ({ tipoEvento, numero: counts[tipoEvento] ?? 0 }));
}

/** One event, as kept (the jsonb of its row): everything its hash and its XML are made of. */
export interface RegistroEvento {
  readonly sistemaInformatico: SistemaInformatico;
  readonly obligadoEmision: { readonly nombreRazon: string; readonly nif: string };
  readonly tipoEvento: TipoEvento;
  readonly fechaHoraHusoGenEvento: string;
  readonly datos: DatosPropiosEvento | null;
  /** OtrosDatosEvento: at most 100 characters. */
  readonly otrosDatos: string | null;
  /** The previous event; null for the first of the log (PrimerEvento S). */
  readonly anterior: EventoAnterior | null;
  readonly huellaEvento: string;
}

export type EventoDraft = Omit<RegistroEvento, 'anterior' | 'huellaEvento'>;

/**
 * The text whose SHA-256 is the event's hash, as the agency's specification on hashes ("Detalle de
 * las especificaciones técnicas para generación de la huella", registro de evento) lists it: the
 * producer's NIF (or ID), the system's id, version and installation, the issuer's NIF, the event's
 * type, the previous event's hash (empty for the first) and the moment it was generated.
 */
export function huellaEventoText(evento: Omit<RegistroEvento, 'huellaEvento'>): string {
  const { sistemaInformatico: sistema } = evento;
  return [
    ['NIF', sistema.nif],
    ['ID', ''],
    ['IdSistemaInformatico', sistema.idSistemaInformatico],
    ['Version', sistema.version],
    ['NumeroInstalacion', sistema.numeroInstalacion],
    ['NIF', evento.obligadoEmision.nif],
    ['TipoEvento', evento.tipoEvento],
    ['HuellaEvento', evento.anterior?.huellaEvento ?? ''],
    ['FechaHoraHusoGenEvento', evento.fechaHoraHusoGenEvento],
  ]
    .map(([name, value]) => `${name}=${value!.trim()}`)
    .join('&');
}

export const huellaEvento = (evento: Omit<RegistroEvento, 'huellaEvento'>): string => createHash('sha256').update(huellaEventoText(evento), 'utf8').digest('hex').toUpperCase();

/** The next event of the log: linked to `anterior` (null for the first) and hashed. */
export function chainEvento(draft: EventoDraft, anterior: EventoAnterior | null): RegistroEvento {
  if (draft.otrosDatos && draft.otrosDatos.length > 100) throw new RangeError('OtrosDatosEvento admite 100 caracteres.');
  const unhashed = { ...draft, anterior };
  return { ...unhashed, huellaEvento: huellaEvento(unhashed) };
}

/** The event as the next one names it. */
export const eventoAnterior = (evento: RegistroEvento): EventoAnterior => ({ tipoEvento: evento.tipoEvento, fechaHoraHusoGenEvento: evento.fechaHoraHusoGenEvento, huellaEvento: evento.huellaEvento });

/** Whether an event's hash is its data's and it names the event before it (null for the first). */
export function eventoProblem(evento: RegistroEvento, anterior: RegistroEvento | null): 'HUELLA_MISMATCH' | 'ANTERIOR_MISMATCH' | null {
  const { huellaEvento: kept, ...rest } = evento;
  if (huellaEvento(rest) !== kept) return 'HUELLA_MISMATCH';
  // Field by field: a row's jsonb does not keep the keys' order.
  const link = evento.anterior;
  const linked = anterior
    ? link !== null && link.tipoEvento === anterior.tipoEvento && link.fechaHoraHusoGenEvento === anterior.fechaHoraHusoGenEvento && link.huellaEvento === anterior.huellaEvento
    : link === null;
  if (!linked) return 'ANTERIOR_MISMATCH';
  return null;
}

const el = (name: string, value: string) => `<sfe:${name}>${escapeXml(value)}</sfe:${name}>`;
const siNo = (count: number) => (count > 0 ? 'S' : 'N');
/** A count in DigitosMax<n>Type: the schema caps it, the log says at most that. */
const digits = (count: number, max: number) => String(Math.min(count, 10 ** max - 1));

const idFactura = (factura: IdFactura) =>
  el('IDEmisorFactura', factura.idEmisorFactura) + el('NumSerieFactura', factura.numSerieFactura) + el('FechaExpedicionFactura', fechaAeat(factura.fechaExpedicionFactura));
/** IDFacturaExpedidaHuellaType: the invoice and its record's hash. */
const registroConHuella = (name: string, registro: RegistroConHuella) => `<sfe:${name}>${idFactura(registro)}${el('Huella', registro.huella)}</sfe:${name}>`;
const regEvento = (evento: EventoAnterior, fecha: 'FechaHoraHusoEvento' | 'FechaHoraHusoGenEvento') =>
  el('TipoEvento', evento.tipoEvento) + el(fecha, evento.fechaHoraHusoGenEvento) + el('HuellaEvento', evento.huellaEvento);

function lanzamiento(of: 'RegFacturacion' | 'RegEvento', counts: { huellas: number; firmas: number; cadena: number }, max: number): string {
  const item = of === 'RegFacturacion' ? 'RegistrosFacturacion' : 'RegistrosEvento';
  return (
    el(`RealizadoProcesoSobreIntegridadHuellas${of}`, siNo(counts.huellas)) +
    (counts.huellas > 0 ? el(`NumeroDe${item}ProcesadosSobreIntegridadHuellas`, digits(counts.huellas, max)) : '') +
    el(`RealizadoProcesoSobreIntegridadFirmas${of}`, siNo(counts.firmas)) +
    (counts.firmas > 0 ? el(`NumeroDe${item}ProcesadosSobreIntegridadFirmas`, digits(counts.firmas, max)) : '') +
    el(`RealizadoProcesoSobreTrazabilidadCadena${of}`, siNo(counts.cadena)) +
    (counts.cadena > 0 ? el(`NumeroDe${item}ProcesadosSobreTrazabilidadCadena`, digits(counts.cadena, max)) : '') +
    // The dates' order is not checked apart: the chain's order is the lock's (decision 0052).
    el(`RealizadoProcesoSobreTrazabilidadFechas${of}`, 'N')
  );
}

function datosPropios(datos: DatosPropiosEvento): string {
  switch (datos.tipo) {
    case 'LanzamientoRegFacturacion':
      return `<sfe:LanzamientoProcesoDeteccionAnomaliasRegFacturacion>${lanzamiento('RegFacturacion', datos, 7)}</sfe:LanzamientoProcesoDeteccionAnomaliasRegFacturacion>`;
    case 'LanzamientoRegEvento':
      return `<sfe:LanzamientoProcesoDeteccionAnomaliasRegEvento>${lanzamiento('RegEvento', datos, 5)}</sfe:LanzamientoProcesoDeteccionAnomaliasRegEvento>`;
    case 'AnomaliaRegFacturacion':
      return (
        '<sfe:DeteccionAnomaliasRegFacturacion>' +
        el('TipoAnomalia', datos.tipoAnomalia) +
        el('OtrosDatosAnomalia', datos.otrosDatos.slice(0, 100)) +
        (datos.registro ? `<sfe:RegistroFacturacionAnomalo>${idFactura(datos.registro)}</sfe:RegistroFacturacionAnomalo>` : '') +
        '</sfe:DeteccionAnomaliasRegFacturacion>'
      );
    case 'AnomaliaRegEvento':
      return (
        '<sfe:DeteccionAnomaliasRegEvento>' +
        el('TipoAnomalia', datos.tipoAnomalia) +
        el('OtrosDatosAnomalia', datos.otrosDatos.slice(0, 100)) +
        (datos.evento ? `<sfe:RegEventoAnomalo>${regEvento(datos.evento, 'FechaHoraHusoEvento')}</sfe:RegEventoAnomalo>` : '') +
        '</sfe:DeteccionAnomaliasRegEvento>'
      );
    case 'ExportacionRegFacturacion':
      return (
        '<sfe:ExportacionRegFacturacionPeriodo>' +
        el('FechaHoraHusoInicioPeriodoExport', datos.desde) +
        el('FechaHoraHusoFinPeriodoExport', datos.hasta) +
        registroConHuella('RegistroFacturacionInicialPeriodo', datos.inicial) +
        registroConHuella('RegistroFacturacionFinalPeriodo', datos.final) +
        el('NumeroDeRegistrosFacturacionAltaExportados', String(datos.altas)) +
        el('SumaCuotaTotalAlta', importeAeat(datos.sumaCuotaCents)) +
        el('SumaImporteTotalAlta', importeAeat(datos.sumaImporteCents)) +
        el('NumeroDeRegistrosFacturacionAnulacionExportados', String(datos.anulaciones)) +
        // An export is a copy: the records stay kept.
        el('RegistrosFacturacionExportadosDejanDeConservarse', 'N') +
        '</sfe:ExportacionRegFacturacionPeriodo>'
      );
    case 'ExportacionRegEvento':
      return (
        '<sfe:ExportacionRegEventoPeriodo>' +
        el('FechaHoraHusoInicioPeriodoExport', datos.desde) +
        el('FechaHoraHusoFinPeriodoExport', datos.hasta) +
        `<sfe:RegistroEventoInicialPeriodo>${regEvento(datos.inicial, 'FechaHoraHusoEvento')}</sfe:RegistroEventoInicialPeriodo>` +
        `<sfe:RegistroEventoFinalPeriodo>${regEvento(datos.final, 'FechaHoraHusoEvento')}</sfe:RegistroEventoFinalPeriodo>` +
        el('NumeroDeRegEventoExportados', digits(datos.eventos, 7)) +
        el('RegEventoExportadosDejanDeConservarse', 'N') +
        '</sfe:ExportacionRegEventoPeriodo>'
      );
    case 'ResumenEventos':
      // TipoEvento is required, twenty at most: `eventosPorTipo` gives the ten types but the summary's own.
      if (datos.eventos.length === 0 || datos.eventos.length > 20) throw new RangeError('ResumenEventos lleva de 1 a 20 tipos de evento.');
      return (
        '<sfe:ResumenEventos>' +
        datos.eventos.map((tipo) => `<sfe:TipoEvento>${el('TipoEvento', tipo.tipoEvento)}${el('NumeroDeEventos', digits(tipo.numero, 4))}</sfe:TipoEvento>`).join('') +
        (datos.inicial ? registroConHuella('RegistroFacturacionInicialPeriodo', datos.inicial) : '') +
        (datos.final ? registroConHuella('RegistroFacturacionFinalPeriodo', datos.final) : '') +
        el('NumeroDeRegistrosFacturacionAltaGenerados', digits(datos.altas, 6)) +
        el('SumaCuotaTotalAlta', importeAeat(datos.sumaCuotaCents)) +
        el('SumaImporteTotalAlta', importeAeat(datos.sumaImporteCents)) +
        el('NumeroDeRegistrosFacturacionAnulacionGenerados', digits(datos.anulaciones, 6)) +
        '</sfe:ResumenEventos>'
      );
  }
}

/**
 * The event as a document of its own, without its signature: `firmarXades` appends `ds:Signature`
 * as the last child of `Evento`, where EventosSIF.xsd requires it.
 */
export function registroEventoXml(evento: RegistroEvento): string {
  const encadenamiento = evento.anterior ? `<sfe:EventoAnterior>${regEvento(evento.anterior, 'FechaHoraHusoGenEvento')}</sfe:EventoAnterior>` : el('PrimerEvento', 'S');
  return (
    `<sfe:RegistroEvento xmlns:sfe="${SF_EVENTOS}">` +
    el('IDVersion', '1.0') +
    '<sfe:Evento>' +
    `<sfe:SistemaInformatico>${sistemaInformaticoXml(evento.sistemaInformatico, el)}</sfe:SistemaInformatico>` +
    `<sfe:ObligadoEmision>${el('NombreRazon', evento.obligadoEmision.nombreRazon)}${el('NIF', evento.obligadoEmision.nif)}</sfe:ObligadoEmision>` +
    el('FechaHoraHusoGenEvento', evento.fechaHoraHusoGenEvento) +
    el('TipoEvento', evento.tipoEvento) +
    (evento.datos ? `<sfe:DatosPropiosEvento>${datosPropios(evento.datos)}</sfe:DatosPropiosEvento>` : '') +
    (evento.otrosDatos ? el('OtrosDatosEvento', evento.otrosDatos) : '') +
    `<sfe:Encadenamiento>${encadenamiento}</sfe:Encadenamiento>` +
    el('TipoHuella', '01') +
    el('HuellaEvento', evento.huellaEvento) +
    '</sfe:Evento></sfe:RegistroEvento>'
  );
}

/** Where the signature of an event goes: the last child of `Evento`. */
export const EVENTO_SIGNATURE_PARENT = { namespace: SF_EVENTOS, localName: 'Evento' } as const;

/**
 * The export of the event log: the signed events, each as it was signed, in a container of
 * Cumplia's (the agency publishes a schema for one event, not for a set of them); each event inside
 * validates against EventosSIF.xsd and verifies alone.
 */
export function registrosEventoXml(firmados: readonly string[], notice?: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    (notice ? `${notice}\n` : '') +
    '<RegistrosEvento xmlns="urn:cumplia:verifactu:registros-evento">\n' +
    firmados.map((xml) => `${xml.replace(/^<\?xml[^>]*\?>\s*/, '')}\n`).join('') +
    '</RegistrosEvento>\n'
  );
}
