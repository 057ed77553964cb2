import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, tokenFor, uniqueCif } from '../../../test/support/factories.ts';
import { empresas, verifactuEventos } from '../../db/schema/index.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';
import { SUMINISTRO_LR_SCHEMA } from '../../lib/verifactu/verifactu-schemas.ts';
import { systemActor } from '../audit/audit.service.ts';
import { createVerifactuSender, readRespuesta, soapEnvelope } from './verifactu-sender.ts';
import { createVerifactuService, type VerifactuService } from './verifactu.service.ts';

let app: FastifyInstance;
let fake: Server;
let endpoint: string;
/** What the fake agency answers next, and the bodies it received. */
let answer: (body: string) => { status: number; body: string };
const received: string[] = [];
let clock = new Date('2026-06-01T10:00:00Z');
let verifactu: VerifactuService;
const db = () => app.context.database.db;

const proveedor = { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid', telefono: '+34 910 000 000', email: 'hola@cumplia.es', registroMercantil: 'RM Madrid' };

/** The agency's answer: a verdict per invoice number (Correcto unless named). */
function respuesta(estado: string, lineas: Array<{ numSerie: string; operacion?: string; estado: string; codigo?: string }>, espera = 60) {
  const linea = (item: (typeof lineas)[number]) =>
    `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>B12345674</tik:IDEmisorFactura><tik:NumSerieFactura>${item.numSerie}</tik:NumSerieFactura><tik:FechaExpedicionFactura>01-06-2026</tik:FechaExpedicionFactura></tikR:IDFactura><tikR:Operacion><tik:TipoOperacion>${item.operacion ?? 'Alta'}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${item.estado}</tikR:EstadoRegistro>${item.codigo ? `<tikR:CodigoErrorRegistro>${item.codigo}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>NIF del destinatario no identificado</tikR:DescripcionErrorRegistro>` : ''}</tikR:RespuestaLinea>`;
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/RespuestaSuministro.xsd" xmlns:tik="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd"><tikR:CSV>A-TEST0001</tikR:CSV><tikR:TiempoEsperaEnvio>${espera}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${estado}</tikR:EstadoEnvio>${lineas.map(linea).join('')}</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`;
}

beforeAll(async () => {
  fake = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push(body);
      const { status, body: reply } = answer(body);
      response.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(reply);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
  app = await createTestApp();
  verifactu = createVerifactuService({ db: db(), proveedor, installation: '7', now: () => clock, sender: createVerifactuSender({ sending: 'aeat', endpoint, timeoutMs: 2000 }) });
});
afterAll(async () => {
  await closeTestApp(app);
  await new Promise((resolve) => fake.close(resolve));
});

async function invoice() {
  const [empresa] = await db()
    .insert(empresas)
    .values({ razonSocial: 'Talleres Ébano S.L.', nombreComercial: 'Ébano', nifCif: uniqueCif(), tipo: 'E', nombre: 'Ana Ruiz', email: 'a@ebano.test', telefono: '+34600000000', direccion: 'Calle Sol 2', provincia: 'Sevilla', codigoPostal: '41001', cnae: '4520', actividad: 'Reparación de vehículos', numCuenta: 'ES9121000418450200051332' })
    .returning();
  return app.context.unitOfWork.run((uow) =>
    app.context.services.facturacion.issue(uow, { empresaId: empresa!.id, origen: 'CONTRATO', origenId: crypto.randomUUID(), lineas: [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: 12000 }] }),
  );
}

const verdicts = async (facturaId: string) =>
  (await db().select().from(verifactuEventos).where(eq(verifactuEventos.facturaId, facturaId))).map((row) => row.tipo).filter((tipo) => tipo.startsWith('ENVIO'));

describe("an invoice's VERI*FACTU records for staff", () => {
  it('answers the alta and the anulación of a cancelled invoice as SuministroLR XML that validates, to staff only', async () => {
    const factura = await invoice();
    await app.context.unitOfWork.run((uow) => app.context.services.facturacion.cancel(uow, systemActor, factura.id));
    const staff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA_WORKER'] }));
    const response = await app.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${factura.id}/verifactu`, headers: { authorization: `Bearer ${staff}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain(`<sf:NumSerieFactura>${factura.numeroFactura}</sf:NumSerieFactura>`);
    expect(response.body).toContain('<sf:RegistroAnulacion>');
    expect(await validateXml(response.body, SUMINISTRO_LR_SCHEMA)).toEqual([]);

    const company = await tokenFor(app, await createUser(app, { roles: ['ROLE_COMPANY'] }));
    const refused = await app.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${factura.id}/verifactu`, headers: { authorization: `Bearer ${company}` } });
    expect(refused.statusCode).toBe(403);
    const missing = await app.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${crypto.randomUUID()}/verifactu`, headers: { authorization: `Bearer ${staff}` } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('sending the records to the tax agency', () => {
  it('is off by default: nothing is sent', async () => {
    const off = createVerifactuService({ db: db(), proveedor, installation: '1', sender: createVerifactuSender({ sending: 'off', endpoint, timeoutMs: 1000 }) });
    const before = received.length;
    expect(await off.sendPending()).toEqual({ outcome: 'off' });
    expect(received.length).toBe(before);
  });

  it('sends pending records in chain order in a SOAP message, keeps each verdict, waits as told and never resends an answered record', async () => {
    const accepted = await invoice();
    const refused = await invoice();
    answer = () => ({
      status: 200,
      body: respuesta('ParcialmenteCorrecto', [{ numSerie: refused.numeroFactura, estado: 'Incorrecto', codigo: '1104' }], 60),
    });
    const outcome = await verifactu.sendPending();
    expect(outcome).toMatchObject({ outcome: 'sent', estado: 'ParcialmenteCorrecto' });
    const message = received.at(-1)!;
    expect(message).toContain('<soapenv:Envelope');
    expect(message).toContain('<sfLR:RegFactuSistemaFacturacion');
    expect(message.indexOf(accepted.numeroFactura)).toBeLessThan(message.indexOf(refused.numeroFactura));
    expect(await verdicts(accepted.id)).toEqual(['ENVIO_CORRECTO']);
    expect(await verdicts(refused.id)).toEqual(['ENVIO_INCORRECTO']);

    // The agency asked for 60 s between messages.
    const later = await invoice();
    clock = new Date(clock.getTime() + 30_000);
    expect(await verifactu.sendPending()).toMatchObject({ outcome: 'waiting' });
    clock = new Date(clock.getTime() + 31_000);
    answer = () => ({ status: 200, body: respuesta('Correcto', [], 60) });
    expect(await verifactu.sendPending()).toMatchObject({ outcome: 'sent', registros: 1 });
    expect(received.at(-1)).toContain(later.numeroFactura);
    expect(received.at(-1)).not.toContain(accepted.numeroFactura);
    expect(await verdicts(later.id)).toEqual(['ENVIO_CORRECTO']);
  });

  it('keeps the records pending when the agency cannot be reached or answers a SOAP fault, and sends them on the next run', async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    const factura = await invoice();
    answer = () => ({ status: 500, body: '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Certificado no válido</faultstring></env:Fault></env:Body></env:Envelope>' });
    expect(await verifactu.sendPending()).toEqual({ outcome: 'failed', error: 'La AEAT rechazó el envío: Certificado no válido' });
    expect(await verdicts(factura.id)).toEqual([]);
    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await verifactu.sendPending()).toMatchObject({ outcome: 'sent' });
    expect(await verdicts(factura.id)).toEqual(['ENVIO_CORRECTO']);
    expect(await verifactu.sendPending()).toEqual({ outcome: 'nothing-to-send' });
  });
});

describe('the SOAP message and answer', () => {
  it('wraps the message without its XML declaration and reads a Fault', () => {
    expect(soapEnvelope('<?xml version="1.0" encoding="UTF-8"?>\n<a/>')).toMatch(/<soapenv:Body>\n<a\/><\/soapenv:Body>/);
    expect(() => readRespuesta('<nada/>')).toThrow('no es un mensaje SOAP');
  });
});
