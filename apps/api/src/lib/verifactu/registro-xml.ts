import type { IdFactura } from './huella.ts';
import type { DetalleDesglose, RegistroAlta, RegistroAnulacion, RegistroFacturacion } from './registro.ts';
import { fechaAeat, importeAeat } from './verifactu-format.ts';

/**
 * Records as the tax agency takes them: RegistroAlta and RegistroAnulacion inside the
 * RegFactuSistemaFacturacion envelope of SuministroLR.xsd (at most 1,000 records a message), valid
 * against it (`validateXml` with `SUMINISTRO_LR_SCHEMA`). Used for the staff's export of an
 * invoice's records now, and by the sending adapter later.
 */

const SF_LR = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';
const SF = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';
const MAX_RECORDS = 1000;

/** The billing system that produced the records (SistemaInformatico). */
export interface SistemaInformatico {
  /** The producer of the software: name and NIF. */
  readonly nombreRazon: string;
  readonly nif: string;
  /** Two characters that tell the producer's systems apart. */
  readonly idSistemaInformatico: string;
  readonly version: string;
  /** This installation's number, unique for the producer. */
  readonly numeroInstalacion: string;
}

export interface RegistrosEnvelope {
  /** The issuer of the invoices (ObligadoEmision). */
  readonly obligadoEmision: { readonly nombreRazon: string; readonly nif: string };
  readonly sistemaInformatico: SistemaInformatico;
}

/** The name the system is registered under; Cumplia only keeps its provider's invoices (one issuer). */
const NOMBRE_SISTEMA_INFORMATICO = 'Cumplia';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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

function sistema(sistemaInformatico: SistemaInformatico): string {
  return (
    '      <sf:SistemaInformatico>' +
    sf('NombreRazon', sistemaInformatico.nombreRazon) +
    sf('NIF', sistemaInformatico.nif) +
    sf('NombreSistemaInformatico', NOMBRE_SISTEMA_INFORMATICO) +
    sf('IdSistemaInformatico', sistemaInformatico.idSistemaInformatico) +
    sf('Version', sistemaInformatico.version) +
    sf('NumeroInstalacion', sistemaInformatico.numeroInstalacion) +
    sf('TipoUsoPosibleSoloVerifactu', 'S') +
    sf('TipoUsoPosibleMultiOT', 'N') +
    sf('IndicadorMultiplesOT', 'N') +
    '</sf:SistemaInformatico>\n'
  );
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
    encadenamiento(registro) +
    sistema(sistemaInformatico) +
    `      ${sf('FechaHoraHusoGenRegistro', registro.fechaHoraHusoGenRegistro)}\n` +
    `      ${sf('TipoHuella', '01')}\n` +
    `      ${sf('Huella', registro.huella)}\n` +
    '    </sf:RegistroAnulacion>\n'
  );
}

/** The RegFactuSistemaFacturacion message with 1 to 1,000 records, in chain order. */
export function registrosXml(envelope: RegistrosEnvelope, registros: readonly RegistroFacturacion[]): string {
  if (registros.length === 0 || registros.length > MAX_RECORDS) throw new RangeError(`Un envío lleva de 1 a ${MAX_RECORDS} registros (${registros.length}).`);
  const { obligadoEmision, sistemaInformatico } = envelope;
  let xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<sfLR:RegFactuSistemaFacturacion xmlns:sfLR="${SF_LR}" xmlns:sf="${SF}">\n` +
    `  <sfLR:Cabecera><sf:ObligadoEmision>${sf('NombreRazon', obligadoEmision.nombreRazon)}${sf('NIF', obligadoEmision.nif)}</sf:ObligadoEmision></sfLR:Cabecera>\n`;
  for (const registro of registros) {
    xml += '  <sfLR:RegistroFactura>\n';
    xml += registro.tipo === 'alta' ? registroAlta(registro, sistemaInformatico) : registroAnulacion(registro, sistemaInformatico);
    xml += '  </sfLR:RegistroFactura>\n';
  }
  return `${xml}</sfLR:RegFactuSistemaFacturacion>\n`;
}
