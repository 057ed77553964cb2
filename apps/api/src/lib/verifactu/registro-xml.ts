import type { IdFactura } from './huella.ts';
import type { DetalleDesglose, RegistroAlta, RegistroAnulacion, RegistroFacturacion } from './registro.ts';
import type { SistemaInformatico } from './sistema-informatico.ts';
import { fechaAeat, importeAeat } from './verifactu-format.ts';

export type { SistemaInformatico } from './sistema-informatico.ts';

/**
 * Records as the tax agency takes them: RegistroAlta and RegistroAnulacion inside the
 * RegFactuSistemaFacturacion envelope of SuministroLR.xsd (at most 1,000 records a message), valid
 * against it (`validateXml` with `SUMINISTRO_LR_SCHEMA`). Used for the staff's export of an
 * invoice's records now, and by the sending adapter later.
 */

const SF_LR = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';
const SF = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';
/** The agency's limit of records in one message. */
export const MAX_RECORDS = 1000;

export interface RegistrosEnvelope {
  /** The issuer of the invoices (ObligadoEmision). */
  readonly obligadoEmision: { readonly nombreRazon: string; readonly nif: string };
  readonly sistemaInformatico: SistemaInformatico;
}

export const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One element in the SuministroInformacion namespace; the value is escaped. */
const sf = (name: string, value: string) => `<sf:${name}>${escapeXml(value)}</sf:${name}>`;

function idFactura(factura: IdFactura, suffix = ''): string {
  return (
    sf(`IDEmisorFactura${suffix}`, factura.idEmisorFactura) +
    sf(`NumSerieFactura${suffix}`, factura.numSerieFactura) +
    sf(`FechaExpedicionFactura${suffix}`, fechaAeat(factura.fechaExpedicionFactura))
  );
}

function encadenamiento(registro: RegistroFacturacion): string {
  const { anterior } = registro;
  const link = anterior ? `<sf:RegistroAnterior>${idFactura(anterior)}${sf('Huella', anterior.huella)}</sf:RegistroAnterior>` : sf('PrimerRegistro', 'S');
  return `      <sf:Encadenamiento>${link}</sf:Encadenamiento>\n`;
}

/** The SistemaInformatico block, in the namespace prefix of its schema (records: sf of SuministroInformacion; events: EventosSIF). */
export function sistemaInformaticoXml(sistemaInformatico: SistemaInformatico, element: (name: string, value: string) => string = sf): string {
  return (
    element('NombreRazon', sistemaInformatico.nombreRazon) +
    element('NIF', sistemaInformatico.nif) +
    element('NombreSistemaInformatico', sistemaInformatico.nombreSistemaInformatico) +
    element('IdSistemaInformatico', sistemaInformatico.idSistemaInformatico) +
    element('Version', sistemaInformatico.version) +
    element('NumeroInstalacion', sistemaInformatico.numeroInstalacion) +
    element('TipoUsoPosibleSoloVerifactu', sistemaInformatico.tipoUsoPosibleSoloVerifactu) +
    element('TipoUsoPosibleMultiOT', sistemaInformatico.tipoUsoPosibleMultiOT) +
    element('IndicadorMultiplesOT', sistemaInformatico.indicadorMultiplesOT)
  );
}

function sistema(sistemaInformatico: SistemaInformatico): string {
  return `      <sf:SistemaInformatico>${sistemaInformaticoXml(sistemaInformatico)}</sf:SistemaInformatico>\n`;
}

/** The rate with two decimals, as Tipo2.2Type writes it: 21 → "21.00". */
const tipoImpositivo = (percent: number) => percent.toFixed(2);

function detalle(line: DetalleDesglose): string {
  return (
    '        <sf:DetalleDesglose>' +
    sf('Impuesto', '01') +
    sf('ClaveRegimen', '01') +
    sf('CalificacionOperacion', 'S1') +
    sf('TipoImpositivo', tipoImpositivo(line.tipoImpositivoPercent)) +
    sf('BaseImponibleOimporteNoSujeto', importeAeat(line.baseImponibleCents)) +
    sf('CuotaRepercutida', importeAeat(line.cuotaRepercutidaCents)) +
    '</sf:DetalleDesglose>\n'
  );
}

function rectificacion(registro: RegistroAlta): string {
  const { rectificacion: datos } = registro;
  if (!datos) return '';
  let xml = `      ${sf('TipoRectificativa', datos.tipoRectificativa)}\n      <sf:FacturasRectificadas>`;
  for (const factura of datos.facturasRectificadas) xml += `<sf:IDFacturaRectificada>${idFactura(factura)}</sf:IDFacturaRectificada>`;
  xml += '</sf:FacturasRectificadas>\n';
  if (datos.tipoRectificativa === 'S' && datos.importeRectificacion) {
    const { baseRectificadaCents, cuotaRectificadaCents } = datos.importeRectificacion;
    xml += `      <sf:ImporteRectificacion>${sf('BaseRectificada', importeAeat(baseRectificadaCents))}${sf('CuotaRectificada', importeAeat(cuotaRectificadaCents))}</sf:ImporteRectificacion>\n`;
  }
  return xml;
}

/** Complete invoices name their recipient; simplified ones (F2, R5) and F3 may not. */
const NEEDS_DESTINATARIO = new Set(['F1', 'R1', 'R2', 'R3', 'R4']);

function registroAlta(registro: RegistroAlta, sistemaInformatico: SistemaInformatico): string {
  if (NEEDS_DESTINATARIO.has(registro.tipoFactura) && !registro.destinatario) {
    throw new RangeError(`La factura ${registro.factura.numSerieFactura} (${registro.tipoFactura}) necesita destinatario.`);
  }
  if (registro.tipoFactura.startsWith('R') !== (registro.rectificacion !== null)) {
    throw new RangeError(`La factura ${registro.factura.numSerieFactura}: solo las rectificativas (R1–R5) nombran la factura que corrigen.`);
  }
  const destinatario = registro.destinatario
    ? `      <sf:Destinatarios><sf:IDDestinatario>${sf('NombreRazon', registro.destinatario.nombreRazon)}${sf('NIF', registro.destinatario.nif)}</sf:IDDestinatario></sf:Destinatarios>\n`
    : '';
  return (
    '    <sf:RegistroAlta>\n' +
    `      ${sf('IDVersion', '1.0')}\n` +
    `      <sf:IDFactura>${idFactura(registro.factura)}</sf:IDFactura>\n` +
    `      ${sf('NombreRazonEmisor', registro.nombreRazonEmisor)}\n` +
    (registro.subsanacion ? `      ${sf('Subsanacion', 'S')}\n      ${sf('RechazoPrevio', registro.subsanacion.rechazoPrevio)}\n` : '') +
    `      ${sf('TipoFactura', registro.tipoFactura)}\n` +
    rectificacion(registro) +
    `      ${sf('DescripcionOperacion', registro.descripcionOperacion)}\n` +
    destinatario +
    '      <sf:Desglose>\n' +
    registro.desglose.map(detalle).join('') +
    '      </sf:Desglose>\n' +
    `      ${sf('CuotaTotal', importeAeat(registro.cuotaTotalCents))}\n` +
    `      ${sf('ImporteTotal', importeAeat(registro.importeTotalCents))}\n` +
    encadenamiento(registro) +
    sistema(sistemaInformatico) +
    `      ${sf('FechaHoraHusoGenRegistro', registro.fechaHoraHusoGenRegistro)}\n` +
    `      ${sf('TipoHuella', '01')}\n` +
    `      ${sf('Huella', registro.huella)}\n` +
    '    </sf:RegistroAlta>\n'
  );
}

function registroAnulacion(registro: RegistroAnulacion, sistemaInformatico: SistemaInformatico): string {
  return (
    '    <sf:RegistroAnulacion>\n' +
    `      ${sf('IDVersion', '1.0')}\n` +
    `      <sf:IDFactura>${idFactura(registro.factura, 'Anulada')}</sf:IDFactura>\n` +
    (registro.sinRegistroPrevio ? `      ${sf('SinRegistroPrevio', registro.sinRegistroPrevio)}\n` : '') +
    (registro.rechazoPrevio ? `      ${sf('RechazoPrevio', registro.rechazoPrevio)}\n` : '') +
    encadenamiento(registro) +
    sistema(sistemaInformatico) +
    `      ${sf('FechaHoraHusoGenRegistro', registro.fechaHoraHusoGenRegistro)}\n` +
    `      ${sf('TipoHuella', '01')}\n` +
    `      ${sf('Huella', registro.huella)}\n` +
    '    </sf:RegistroAnulacion>\n'
  );
}

const recordElement = (registro: RegistroFacturacion, sistemaInformatico: SistemaInformatico) =>
  registro.tipo === 'alta' ? registroAlta(registro, sistemaInformatico) : registroAnulacion(registro, sistemaInformatico);

/**
 * One record as a document of its own (its element declaring the SuministroInformacion namespace):
 * what a non-VERI*FACTU system signs (firma-xades.ts) and keeps.
 */
export function registroXml(registro: RegistroFacturacion, sistemaInformatico: SistemaInformatico): string {
  return recordElement(registro, sistemaInformatico)
    .trim()
    .replace(/^<sf:(RegistroAlta|RegistroAnulacion)>/, `<sf:$1 xmlns:sf="${SF}">`);
}

/**
 * A message sent because the agency asked for the records (a non-VERI*FACTU system's only way of
 * sending them): the request's reference, and whether this message is the last of the remittance.
 * SuministroInformacion.xsd, CabeceraType/RemisionRequerimiento.
 */
export interface RemisionRequerimiento {
  readonly refRequerimiento: string;
  readonly finRequerimiento: boolean;
}

function cabecera(obligadoEmision: RegistrosEnvelope['obligadoEmision'], requerimiento: RemisionRequerimiento | undefined): string {
  const remision = requerimiento
    ? `<sf:RemisionRequerimiento>${sf('RefRequerimiento', requerimiento.refRequerimiento)}${sf('FinRequerimiento', requerimiento.finRequerimiento ? 'S' : 'N')}</sf:RemisionRequerimiento>`
    : '';
  return `  <sfLR:Cabecera><sf:ObligadoEmision>${sf('NombreRazon', obligadoEmision.nombreRazon)}${sf('NIF', obligadoEmision.nif)}</sf:ObligadoEmision>${remision}</sfLR:Cabecera>\n`;
}

/**
 * The RegFactuSistemaFacturacion message with 1 to 1,000 records, in chain order. A record given with
 * its signed XML (`firmados[i]`, from `registroXml` and `firmarXades`) goes in as it was signed. With
 * `requerimiento`, the header names the agency's request the message answers.
 */
export function registrosXml(
  envelope: RegistrosEnvelope,
  registros: readonly RegistroFacturacion[],
  firmados: ReadonlyArray<string | null> = [],
  requerimiento?: RemisionRequerimiento,
): string {
  if (registros.length === 0 || registros.length > MAX_RECORDS) throw new RangeError(`Un envío lleva de 1 a ${MAX_RECORDS} registros (${registros.length}).`);
  const { obligadoEmision, sistemaInformatico } = envelope;
  let xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' + `<sfLR:RegFactuSistemaFacturacion xmlns:sfLR="${SF_LR}" xmlns:sf="${SF}">\n` + cabecera(obligadoEmision, requerimiento);
  for (const [index, registro] of registros.entries()) {
    const firmado = firmados[index];
    xml += '  <sfLR:RegistroFactura>\n';
    xml += firmado ? `    ${firmado.replace(/^<\?xml[^>]*\?>\s*/, '')}\n` : recordElement(registro, sistemaInformatico);
    xml += '  </sfLR:RegistroFactura>\n';
  }
  return `${xml}</sfLR:RegFactuSistemaFacturacion>\n`;
}
