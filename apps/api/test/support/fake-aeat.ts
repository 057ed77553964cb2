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
}

/**
 * The agency's answer to a RegFactuSistemaFacturacion message (RespuestaSuministro.xsd): the
 * sending's state, the seconds to wait before the next one, and a verdict line per named invoice
 * (an invoice not named is accepted when the sending's state is Correcto or ParcialmenteCorrecto).
 */
export function respuestaAeat(estado: string, lineas: RespuestaLineaSpec[], espera = 60): string {
  const linea = (item: RespuestaLineaSpec) =>
    `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B12345674</tik:IDEmisorFactura><tik:NumSerieFactura>${item.numSerie}</tik:NumSerieFactura><tik:FechaExpedicionFactura>01-06-2026</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${item.operacion ?? 'Alta'}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${item.estado}</tikR:EstadoRegistro>${item.codigo ? `<tikR:CodigoErrorRegistro>${item.codigo}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>NIF del destinatario no identificado</tikR:DescripcionErrorRegistro>` : ''}</tikR:RespuestaLinea>`;
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd" xmlns:tik="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd"><tikR:CSV>A-TEST0001</tikR:CSV><tikR:TiempoEsperaEnvio>${espera}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${estado}</tikR:EstadoEnvio>${lineas.map(linea).join('')}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
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
 * A stand-in for the agency's VERI*FACTU SOAP endpoint on 127.0.0.1 and a free port: it keeps every
 * message it receives and answers each as `answer` says. For the API tests and the journeys.
 */
export async function startFakeAeat(answer: AeatAnswer) {
  const received: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const message = Buffer.concat(chunks).toString('utf8');
      received.push(message);
      const { status, body } = await answer(message);
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
