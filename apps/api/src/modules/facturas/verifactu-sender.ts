import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { XMLParser } from 'fast-xml-parser';

/**
 * Sending VERI*FACTU records to the tax agency (docs/decisions/0028): its SOAP service
 * `RegFactuSistemaFacturacion`, over HTTPS with the issuer's certificate (mutual TLS). Off unless
 * VERIFACTU_SENDING=aeat: the records are kept and exportable either way.
 */

/**
 * RegistroDuplicado (SuministroInformacion.xsd, RegistroDuplicadoType): the agency refused the record
 * as a duplicate (code 3000) because it already holds it, and says how (EstadoRegistroSFType:
 * Correcta, AceptadaConErrores, Anulada), with the held record's error if it has one.
 */
export interface RegistroDuplicado {
  idPeticion: string | null;
  estado: 'Correcta' | 'AceptadaConErrores' | 'Anulada';
  codigoError: string | null;
  descripcionError: string | null;
}

/** The agency's verdict on one record of a message (RespuestaLinea). */
export interface RespuestaLinea {
  numSerieFactura: string;
  operacion: 'Alta' | 'Anulacion';
  estado: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  codigoError: string | null;
  descripcionError: string | null;
  /** Present when the record was refused because the agency already holds it (after a message whose answer was lost). */
  duplicado: RegistroDuplicado | null;
}

/** The agency's answer to a message: its state, the seconds to wait before the next, and each record's verdict. */
export interface RespuestaEnvio {
  estado: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
  csv: string | null;
  tiempoEsperaSegundos: number;
  lineas: RespuestaLinea[];
}

export interface VerifactuSender {
  readonly enabled: boolean;
  /** Sends one RegFactuSistemaFacturacion message; throws when there is no answer to read (network, SOAP fault, HTTP error). */
  send(registrosXml: string): Promise<RespuestaEnvio>;
}

/** SistemaFacturacion.wsdl, service sfVerifactu: the systems that send every record (VERI*FACTU). */
export const AEAT_ENDPOINTS = {
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

/** SistemaFacturacion.wsdl, service sfRequerimiento: the other systems, remitting "bajo requerimiento" (decision 0083). */
export const AEAT_REQUERIMIENTO_ENDPOINTS = {
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/RequerimientoSOAP',
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/RequerimientoSOAP',
} as const;

export interface AeatConnection {
  endpoint: string;
  /** The issuer's certificate (PKCS#12) and its passphrase: required by the agency, optional for a local endpoint. */
  pfx?: Buffer;
  passphrase?: string;
  timeoutMs: number;
}

export interface VerifactuSenderOptions extends AeatConnection {
  sending: 'off' | 'aeat';
}

/** The message inside a SOAP 1.1 envelope, without its own XML declaration. */
export function soapEnvelope(registrosXml: string): string {
  const body = registrosXml.replace(/^<\?xml[^>]*\?>\s*/, '');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Header/><soapenv:Body>\n${body}</soapenv:Body></soapenv:Envelope>\n`;
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'RespuestaLinea' });

const text = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value).trim());

const ESTADOS_DUPLICADO = new Set(['Correcta', 'AceptadaConErrores', 'Anulada']);

function registroDuplicado(value: unknown): RegistroDuplicado | null {
  if (!value || typeof value !== 'object') return null;
  const duplicado = value as Record<string, unknown>;
  const estado = text(duplicado.EstadoRegistroDuplicado);
  // A state the schema does not list says nothing of what the agency holds: the line's own verdict stands.
  if (!estado || !ESTADOS_DUPLICADO.has(estado)) return null;
  return {
    idPeticion: text(duplicado.IdPeticionRegistroDuplicado),
    estado: estado as RegistroDuplicado['estado'],
    codigoError: text(duplicado.CodigoErrorRegistro),
    descripcionError: text(duplicado.DescripcionErrorRegistro),
  };
}

/** Reads the agency's answer; a SOAP fault or an unknown shape throws with what it said. */
export function readRespuesta(xml: string): RespuestaEnvio {
  const envelope = parser.parse(xml)?.Envelope?.Body;
  if (!envelope) throw new Error('La AEAT respondió algo que no es un mensaje SOAP.');
  if (envelope.Fault) throw new Error(`La AEAT rechazó el envío: ${text(envelope.Fault.faultstring) ?? text(envelope.Fault.faultcode) ?? 'sin detalle'}`);
  const respuesta = envelope.RespuestaRegFactuSistemaFacturacion;
  const estado = text(respuesta?.EstadoEnvio);
  if (estado !== 'Correcto' && estado !== 'ParcialmenteCorrecto' && estado !== 'Incorrecto') throw new Error(`Respuesta de la AEAT sin estado de envío reconocible (${estado ?? 'vacío'}).`);
  const lineas = ((respuesta.RespuestaLinea ?? []) as Array<Record<string, unknown>>).map((linea): RespuestaLinea => {
    const id = linea.IDFactura as Record<string, unknown> | undefined;
    const operacion = text((linea.Operacion as Record<string, unknown> | undefined)?.TipoOperacion);
    const estadoRegistro = text(linea.EstadoRegistro);
    return {
      numSerieFactura: text(id?.NumSerieFactura) ?? '',
      operacion: operacion === 'Anulacion' ? 'Anulacion' : 'Alta',
      estado: estadoRegistro === 'Correcto' || estadoRegistro === 'AceptadoConErrores' ? estadoRegistro : 'Incorrecto',
      codigoError: text(linea.CodigoErrorRegistro),
      descripcionError: text(linea.DescripcionErrorRegistro),
      duplicado: registroDuplicado(linea.RegistroDuplicado),
    };
  });
  return { estado, csv: text(respuesta.CSV), tiempoEsperaSegundos: Number(text(respuesta.TiempoEsperaEnvio) ?? 60), lineas };
}

function post(options: AeatConnection, body: string): Promise<{ status: number; body: string }> {
  const url = new URL(options.endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""', 'content-length': Buffer.byteLength(body) },
        ...(url.protocol === 'https:' && options.pfx ? { pfx: options.pfx, passphrase: options.passphrase } : {}),
        timeout: options.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`La AEAT no respondió en ${options.timeoutMs / 1000} s.`)));
    request.on('error', reject);
    request.end(body);
  });
}

export function createVerifactuSender(options: VerifactuSenderOptions): VerifactuSender {
  if (options.sending === 'off') {
    return {
      enabled: false,
      send: () => Promise.reject(new Error('El envío a la AEAT está desactivado (VERIFACTU_SENDING=off).')),
    };
  }
  return { enabled: true, send: (registrosXml) => sendMessage(options, registrosXml) };
}

/** Posts one RegFactuSistemaFacturacion message and reads the agency's answer. */
async function sendMessage(connection: AeatConnection, registrosXml: string): Promise<RespuestaEnvio> {
  const answer = await post(connection, soapEnvelope(registrosXml));
  // A SOAP fault comes with HTTP 500 and says why: read it before giving up on the status.
  if (answer.status >= 400 && !answer.body.includes('Fault')) throw new Error(`La AEAT respondió HTTP ${answer.status}.`);
  return readRespuesta(answer.body);
}

export interface RequerimientoSender {
  /** Why nothing can be sent (the agency's endpoint without the issuer's certificate), or null. */
  readonly problem: 'SIN_CERTIFICADO' | null;
  /** Sends one message of a remittance under requerimiento; throws when there is no answer to read. */
  send(registrosXml: string): Promise<RespuestaEnvio>;
}

/**
 * The remittance of records the agency asked for (non-VERI*FACTU mode, decision 0083): the same
 * message and answer as VERI*FACTU's, to the RequerimientoSOAP service, with the issuer's
 * certificate; whatever VERIFACTU_SENDING says, since a system that does not send may still be asked.
 */
export function createRequerimientoSender(connection: AeatConnection): RequerimientoSender {
  // The agency authenticates by certificate (mutual TLS); a local endpoint (tests, a proxy) may not.
  const problem = new URL(connection.endpoint).protocol === 'https:' && !connection.pfx ? 'SIN_CERTIFICADO' : null;
  return { problem, send: (registrosXml) => sendMessage(connection, registrosXml) };
}
