import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake agency answers one SOAP message (its body): an HTTP status and the reply. */
/** The agency's answer to a message: at once, or when the promise settles (an answer the agency holds back). */
export type AeatAnswer = (message: string) => { status: number; body: string } | Promise<{ status: number; body: string }>;

export interface RespuestaLineaSpec {
  numSerie: string;
  operacion?: string;
  estado: string;
  codigo?: string;
  descripcion?: string;
  /**
   * RegistroDuplicado (SuministroInformacion.xsd, RegistroDuplicadoType): the agency already holds
   * this record (code 3000) and says in what state (EstadoRegistroDuplicado: Correcta,
   * AceptadaConErrores, Anulada), with its error if it has one.
   */
  duplicado?: { estado: 'Correcta' | 'AceptadaConErrores' | 'Anulada'; codigo?: string; descripcion?: string };
}

/** Where the fake writes a Correcto line for every record of the message the answer does not name. */
const RESTO = '<!--resto-correcto-->';

const TIKR = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd';
const TIK = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

function respuestaLinea(item: RespuestaLineaSpec): string {
  const duplicado = item.duplicado
    ? `<tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>202606011000001</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>${item.duplicado.estado}</tik:EstadoRegistroDuplicado>${
        item.duplicado.codigo ? `<tik:CodigoErrorRegistro>${item.duplicado.codigo}</tik:CodigoErrorRegistro><tik:DescripcionErrorRegistro>${item.duplicado.descripcion ?? 'Error del registro'}</tik:DescripcionErrorRegistro>` : ''
      }</tikR:RegistroDuplicado>`
    : '';
  return `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B12345674</tik:IDEmisorFactura><tik:NumSerieFactura>${item.numSerie}</tik:NumSerieFactura><tik:FechaExpedicionFactura>01-06-2026</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${item.operacion ?? 'Alta'}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${item.estado}</tikR:EstadoRegistro>${item.codigo ? `<tikR:CodigoErrorRegistro>${item.codigo}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${item.descripcion ?? 'NIF del destinatario no identificado'}</tikR:DescripcionErrorRegistro>` : ''}${duplicado}</tikR:RespuestaLinea>`;
}

/**
 * The agency's answer to a RegFactuSistemaFacturacion message (RespuestaSuministro.xsd): the
 * sending's state, the seconds to wait before the next one, and a verdict line per named invoice.
 * As the agency does, the fake answers every record: one the lines do not name gets a Correcto line
 * when the sending's state is Correcto or ParcialmenteCorrecto, unless `resto` is false: an answer
 * that leaves records out.
 */
export function respuestaAeat(estado: string, lineas: RespuestaLineaSpec[], espera = 60, { resto = estado !== 'Incorrecto' }: { resto?: boolean } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${TIKR}" xmlns:tik="${TIK}"><tikR:CSV>A-TEST0001</tikR:CSV><tikR:TiempoEsperaEnvio>${espera}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${estado}</tikR:EstadoEnvio>${lineas.map(respuestaLinea).join('')}${resto ? RESTO : ''}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
}

/** Every record of a message (RegistroAlta and RegistroAnulacion), by its own invoice number, in order. */
export function registrosOf(message: string): Array<{ numSerie: string; operacion: 'Alta' | 'Anulacion' }> {
  const registros: Array<{ numSerie: string; operacion: 'Alta' | 'Anulacion' }> = [];
  for (const match of message.matchAll(/<sf:Registro(Alta|Anulacion)[\s>][\s\S]*?<sf:NumSerieFactura(?:Anulada)?>([^<]+)</g)) {
    registros.push({ operacion: match[1] === 'Alta' ? 'Alta' : 'Anulacion', numSerie: match[2]! });
  }
  return registros;
}

/** The answer with a Correcto line for each record of `message` that it does not name (see `respuestaAeat`). */
function completa(body: string, message: string): string {
  if (!body.includes(RESTO)) return body;
  const named = new Set([...body.matchAll(/<tik:NumSerieFactura>([^<]+)<\/tik:NumSerieFactura><\/tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>([^<]+)</g)].map((match) => `${match[2]} ${match[1]}`));
  const resto = registrosOf(message).filter((registro) => !named.has(`${registro.operacion} ${registro.numSerie}`));
  return body.replace(RESTO, resto.map((registro) => respuestaLinea({ numSerie: registro.numSerie, operacion: registro.operacion, estado: 'Correcto' })).join(''));
}

/** The RegistroAlta records of a message, each by its own invoice number and whether it is a subsanación. */
export function altasOf(message: string): Array<{ numSerie: string; subsanacion: boolean }> {
  return message
    .split('<sf:RegistroAlta>')
    .slice(1)
    .map((alta) => ({
      // The record's own IDFactura, not a RegistroAnterior naming the one before it.
      numSerie: /<sf:IDFactura><sf:IDEmisorFactura>[^<]*<\/sf:IDEmisorFactura><sf:NumSerieFactura>([^<]+)</.exec(alta)?.[1] ?? '',
      subsanacion: /<sf:Subsanacion>S<\/sf:Subsanacion>/.test(alta),
    }));
}

/**
 * A stand-in for the agency's SOAP endpoints (VERI*FACTU and requerimiento) on 127.0.0.1 and a free port: it keeps every
 * message it receives and answers each as `answer` says. For the API tests and the journeys.
 */
export async function startFakeAeat(answer: AeatAnswer) {
  const received: string[] = [];
  /** The service each message was posted to (VerifactuSOAP or RequerimientoSOAP), in order. */
  const services: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const message = Buffer.concat(chunks).toString('utf8');
      received.push(message);
      services.push(request.url?.split('/').at(-1) ?? '');
      const { status, body } = await answer(message);
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(completa(body, message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    /** SistemaFacturacion.wsdl's sfRequerimiento service: the records a non-VERI*FACTU system remits on request. */
    requerimientoEndpoint: `http://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/RequerimientoSOAP`,
    received,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
