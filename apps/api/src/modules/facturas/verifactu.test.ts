import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, insertEmpresa, tokenFor } from '../../../test/support/factories.ts';
import { firstPageQrText } from '../../../test/support/pdf-qr.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { SAMPLE_PROVEEDOR } from '../../../test/support/sample-factura.ts';
import { registrosOf, respuestaAeat as respuesta, startFakeAeat, type AeatAnswer } from '../../../test/support/fake-aeat.ts';
import { generateSelfSignedCertificate } from '../../lib/pki/self-signed-certificate.ts';
import { auditLog, verifactuEventos, verifactuRegistros } from '../../db/schema/index.ts';
import { recordsOf, verifyIndependently } from '../../../test/support/xades-verify.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';
import { EVENTOS_SIF_SCHEMA, SUMINISTRO_LR_SCHEMA } from '../../lib/verifactu/verifactu-schemas.ts';
import { EVENTOS_NAMESPACE } from '../../lib/verifactu/evento.ts';
import { SISTEMA_INFORMATICO } from '../../lib/verifactu/sistema-informatico.ts';
import { DOMParser } from '@xmldom/xmldom';
import { EVENTOS_DEMO_NOTICE } from './verifactu-eventos.ts';
import { systemActor } from '../audit/audit.service.ts';
import { createVerifactuSender, readRespuesta, soapEnvelope } from './verifactu-sender.ts';
import { createVerifactuService, DEMO_NOTICE, type VerifactuService } from './verifactu.service.ts';

let app: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakeAeat>>;
let endpoint: string;
/** What the fake agency answers next, and the bodies it received. */
let answer: AeatAnswer;
let received: string[];
let clock = new Date('2026-06-01T10:00:00Z');
let verifactu: VerifactuService;
const db = () => app.context.database.db;

const proveedor = SAMPLE_PROVEEDOR;

beforeAll(async () => {
  fake = await startFakeAeat((message) => answer(message));
  ({ endpoint, received } = fake);
  app = await createTestApp();
  verifactu = createVerifactuService({ db: db(), proveedor, installation: '7', now: () => clock, sender: createVerifactuSender({ sending: 'aeat', endpoint, timeoutMs: 2000 }) });
});
afterAll(async () => {
  await closeTestApp(app);
  await fake.close();
});

async function invoice(on: FastifyInstance = app, razonSocial = 'Talleres Ébano S.L.') {
  const empresa = await insertEmpresa(on, { razonSocial, nombreComercial: 'Ébano', tipo: 'E', nombre: 'Ana Ruiz', email: 'a@ebano.test', telefono: '+34600000000', direccion: 'Calle Sol 2', provincia: 'Sevilla', codigoPostal: '41001', cnae: '4520', actividad: 'Reparación de vehículos', numCuenta: 'ES9121000418450200051332' });
  return on.context.unitOfWork.run((uow) =>
    on.context.services.facturacion.issue(uow, { empresaId: empresa.id, origen: 'CONTRATO', origenId: crypto.randomUUID(), lineas: [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: 12000 }] }),
  );
}

const verdicts = async (facturaId: string, on: FastifyInstance = app) =>
  (await on.context.database.db.select().from(verifactuEventos).where(eq(verifactuEventos.facturaId, facturaId)).orderBy(verifactuEventos.seq)).map((row) => row.tipo).filter((tipo) => tipo.startsWith('ENVIO'));

/** The RegFactuSistemaFacturacion message of a SOAP body the fake received, as a document of its own. */
const messageOf = (soap: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${/<sfLR:RegFactuSistemaFacturacion[\s\S]*<\/sfLR:RegFactuSistemaFacturacion>/.exec(soap)![0]}`;

describe("an invoice's VERI*FACTU records for staff", () => {
  it('answers the alta and the anulación of a cancelled invoice as SuministroLR XML that validates, to staff only', async () => {
    const factura = await invoice();
    await app.context.unitOfWork.run((uow) => app.context.services.facturacion.cancel(uow, systemActor, factura.id, 'Emitida por error'));
    const staff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA_WORKER'] }));
    const response = await app.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${factura.id}/verifactu`, headers: { authorization: `Bearer ${staff}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain(`<sf:NumSerieFactura>${factura.numeroFactura}</sf:NumSerieFactura>`);
    expect(response.body).toMatch(/<sf:RegistroAnulacion[ >]/);
    expect(await validateXml(response.body, SUMINISTRO_LR_SCHEMA)).toEqual([]);

    const company = await tokenFor(app, await createUser(app, { roles: ['ROLE_COMPANY'] }));
    const refused = await app.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${factura.id}/verifactu`, headers: { authorization: `Bearer ${company}` } });
    expect(refused.statusCode).toBe(403);
    const missing = await app.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${crypto.randomUUID()}/verifactu`, headers: { authorization: `Bearer ${staff}` } });
    expect(missing.statusCode).toBe(404);
  });
});

// RD 1007/2023 art. 12; Orden HAC/1177/2024 arts. 9 and 11 (decision 0044): with sending off every
// record is signed, enveloped XAdES; the export still validates against SuministroLR.xsd and each
// signature verifies, with an independent verifier, with the certificate it carries.
describe('signed records of a non-VERI*FACTU system', () => {
  it('signs the alta and the anulación with the demo certificate, says so in the export, and every signature verifies', async () => {
    const factura = await invoice();
    await app.context.unitOfWork.run((uow) => app.context.services.facturacion.cancel(uow, systemActor, factura.id, 'Emitida por error'));
    const rows = await db().select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, factura.id));
    expect(rows.map((row) => [row.tipo, row.firmaDemo, row.firmaXml !== null])).toEqual([
      ['alta', true, true],
      ['anulacion', true, true],
    ]);
    const staff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA'] }));
    const response = await app.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${factura.id}/verifactu`, headers: { authorization: `Bearer ${staff}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(DEMO_NOTICE);
    expect(await validateXml(response.body, SUMINISTRO_LR_SCHEMA)).toEqual([]);
    const records = recordsOf(response.body);
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(record).toContain('urn:oid:2.16.724.1.3.1.1.2.1.9');
      expect(verifyIndependently(record)).toBe(true);
      expect(verifyIndependently(record.replace(factura.numeroFactura, `${factura.numeroFactura}0`))).toBe(false);
    }
  });
});

// Decision 0044: "Comprobar integridad" recomputes the chain and verifies every signature; a tampered
// row is found and recorded as an anomaly of the event log (EventosSIF types 03 and 04).
describe('the integrity check', () => {
  it('finds the chain and signatures whole, then a record whose stored signature was tampered with, and records both in the event log', async () => {
    const factura = await invoice();
    const staff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA_WORKER'] }));
    const check = () => app.inject({ method: 'POST', url: '/api/cumplia-core/admin/verifactu/integridad', headers: { authorization: `Bearer ${staff}` } });
    const whole = await check();
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({ valida: true, certificadoDemo: true, problemas: [] });
    expect(whole.json().firmados).toBe(whole.json().registros);

    const [row] = await db().select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, factura.id));
    // The table refuses changes (a trigger): a hand with the owner's rights goes around it.
    await db().execute(sql`alter table verifactu_registros disable trigger user`);
    try {
      await db().update(verifactuRegistros).set({ firmaXml: row!.firmaXml!.replace('<sf:ImporteTotal>145.20', '<sf:ImporteTotal>14.52') }).where(eq(verifactuRegistros.seq, row!.seq));
      const broken = await check();
      expect(broken.json()).toMatchObject({ valida: false, problemas: [{ seq: row!.seq, numSerieFactura: factura.numeroFactura, problema: 'La firma del registro no es válida.' }] });
      const anomalies = await db().select().from(verifactuEventos).where(eq(verifactuEventos.tipo, 'ANOMALIA_INTEGRIDAD'));
      expect(anomalies).toHaveLength(1);
      expect(anomalies[0]!.detail).toMatchObject({ tipoEvento: '04' });
    } finally {
      await db().update(verifactuRegistros).set({ firmaXml: row!.firmaXml }).where(eq(verifactuRegistros.seq, row!.seq));
      await db().execute(sql`alter table verifactu_registros enable trigger user`);
    }
    expect((await check()).json()).toMatchObject({ valida: true });
    expect((await db().select().from(verifactuEventos).where(eq(verifactuEventos.tipo, 'INTEGRIDAD_COMPROBADA'))).length).toBe(3);
    const company = await tokenFor(app, await createUser(app, { roles: ['ROLE_COMPANY'] }));
    expect((await app.inject({ method: 'POST', url: '/api/cumplia-core/admin/verifactu/integridad', headers: { authorization: `Bearer ${company}` } })).statusCode).toBe(403);
  });
});

// Orden HAC/1177/2024 art. 9 and EventosSIF.xsd (decision 0052): a non-VERI*FACTU system keeps an
// event log, each event a RegistroEvento chained by HuellaEvento and signed like the records; staff
// export it, and the export is itself an event (09).
describe('the event log of a non-VERI*FACTU system', () => {
  const eventsOf = (xml: string) => {
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    return Array.from(document.getElementsByTagNameNS(EVENTOS_NAMESPACE, 'RegistroEvento')).map((element) => element.toString());
  };
  const ownHuella = (xml: string) => /<sfe:TipoHuella>01<\/sfe:TipoHuella><sfe:HuellaEvento>([^<]*)</.exec(xml)?.[1];
  const text = (xml: string, name: string) => new RegExp(`<sfe:${name}>([^<]*)</sfe:${name}>`).exec(xml)?.[1];

  it('records the start (01), the export of records (08) and the integrity checks (03, 05), each valid against EventosSIF.xsd, chained and signed; the export is an event (09)', { timeout: 90_000 }, async () => {
    const factura = await invoice();
    const staff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA'] }));
    const headers = { authorization: `Bearer ${staff}` };
    expect((await app.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${factura.id}/verifactu`, headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/cumplia-core/admin/verifactu/integridad', headers })).json()).toMatchObject({ valida: true, problemasEventos: [] });

    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/admin/verifactu/eventos', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['content-disposition']).toContain('registro_eventos.xml');
    expect(response.body).toContain(EVENTOS_DEMO_NOTICE);
    const events = eventsOf(response.body);
    const tipos = events.map((event) => text(event, 'TipoEvento'));
    expect(tipos[0]).toBe('01');
    expect(tipos).toEqual(expect.arrayContaining(['01', '08', '03', '05']));
    const exportacion = events.filter((event) => text(event, 'TipoEvento') === '08').at(-1)!;
    expect(exportacion).toContain(`<sfe:RegistroFacturacionInicialPeriodo><sfe:IDEmisorFactura>B12345674</sfe:IDEmisorFactura><sfe:NumSerieFactura>${factura.numeroFactura}</sfe:NumSerieFactura>`);
    expect(exportacion).toContain('<sfe:SumaImporteTotalAlta>145.20</sfe:SumaImporteTotalAlta>');
    expect(exportacion).toContain('<sfe:TipoUsoPosibleSoloVerifactu>N</sfe:TipoUsoPosibleSoloVerifactu>');
    // Every event against the schema (a validation costs some 40 ms of CPU since decision 0080), and every one's signature.
    for (const event of events) expect(await validateXml(event, EVENTOS_SIF_SCHEMA)).toEqual([]);
    let previous: string | null = null;
    for (const event of events) {
      expect(verifyIndependently(event)).toBe(true);
      // Each event names the one before it by its hash; the first says it is the first.
      if (previous === null) expect(event).toContain('<sfe:PrimerEvento>S</sfe:PrimerEvento>');
      else expect(event).toContain(`<sfe:EventoAnterior><sfe:TipoEvento>${text(previous, 'TipoEvento')}</sfe:TipoEvento>`);
      if (previous !== null) expect(/<sfe:EventoAnterior>.*?<sfe:HuellaEvento>([^<]*)</.exec(event)?.[1]).toBe(ownHuella(previous));
      previous = event;
    }

    // The export itself was recorded: the next export ends with a 09 naming the last event exported.
    const again = eventsOf((await app.inject({ method: 'GET', url: '/api/cumplia-core/admin/verifactu/eventos', headers })).body);
    expect(again).toHaveLength(events.length + 1);
    expect(text(again.at(-1)!, 'TipoEvento')).toBe('09');
    expect(again.at(-1)).toContain(`<sfe:NumeroDeRegEventoExportados>${events.length}</sfe:NumeroDeRegEventoExportados>`);

    const company = await tokenFor(app, await createUser(app, { roles: ['ROLE_COMPANY'] }));
    expect((await app.inject({ method: 'GET', url: '/api/cumplia-core/admin/verifactu/eventos', headers: { authorization: `Bearer ${company}` } })).statusCode).toBe(403);
  });

  // Orden HAC/1177/2024 art. 9 (EventosSIF TipoEvento 07): the first start after `npm run restore` records the restoration.
  it('records the restoration of a backup (07) at the start after it, naming the copy, valid and signed', { timeout: 60_000 }, async () => {
    const staff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA'] }));
    await app.context.services.verifactu.arrancar({ copia: 'cumplia-2026-11-27T0300', restauradaEl: '2026-11-27T03:00:00.000Z' });
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/admin/verifactu/eventos', headers: { authorization: `Bearer ${staff}` } });
    const events = eventsOf(response.body);
    const restauracion = events.filter((event) => text(event, 'TipoEvento') === '07').at(-1)!;
    expect(restauracion).toContain('<sfe:OtrosDatosEvento>Restaurada la copia cumplia-2026-11-27T0300</sfe:OtrosDatosEvento>');
    // Recorded right after that start's 01.
    expect(text(events[events.indexOf(restauracion) - 1]!, 'TipoEvento')).toBe('01');
    expect(await validateXml(restauracion, EVENTOS_SIF_SCHEMA)).toEqual([]);
    expect(verifyIndependently(restauracion)).toBe(true);
  });

  it('the integrity check finds an event changed after it was signed and records the anomaly (06)', { timeout: 60_000 }, async () => {
    const staff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA'] }));
    const check = () => app.inject({ method: 'POST', url: '/api/cumplia-core/admin/verifactu/integridad', headers: { authorization: `Bearer ${staff}` } });
    const [first] = await db().select().from(verifactuEventos).where(eq(verifactuEventos.tipoEvento, '01')).orderBy(verifactuEventos.seq).limit(1);
    await db().execute(sql`alter table verifactu_eventos disable trigger user`);
    try {
      await db().update(verifactuEventos).set({ evento: { ...first!.evento!, fechaHoraHusoGenEvento: '2020-01-01T00:00:00+01:00' } }).where(eq(verifactuEventos.seq, first!.seq));
      const broken = (await check()).json();
      expect(broken.valida).toBe(false);
      // Its hash no longer matches its data, and the event after it names it as it was.
      expect(broken.problemasEventos).toEqual([
        { seq: first!.seq, tipoEvento: '01', problema: 'La huella no corresponde a los datos del evento: el evento ha cambiado.' },
        expect.objectContaining({ problema: 'El evento no enlaza con el anterior: falta, sobra o cambió de orden un evento.' }),
      ]);
      const anomalies = await db().select().from(verifactuEventos).where(eq(verifactuEventos.tipoEvento, '06'));
      expect(anomalies.length).toBeGreaterThanOrEqual(1);
      const changed = anomalies.find((anomaly) => anomaly.firmaXml!.includes('<sfe:TipoAnomalia>01</sfe:TipoAnomalia>'))!;
      expect(changed.firmaXml).toContain(`<sfe:RegEventoAnomalo><sfe:TipoEvento>01</sfe:TipoEvento>`);
      expect(await validateXml(changed.firmaXml!, EVENTOS_SIF_SCHEMA)).toEqual([]);
    } finally {
      await db().update(verifactuEventos).set({ evento: first!.evento }).where(eq(verifactuEventos.seq, first!.seq));
      await db().execute(sql`alter table verifactu_eventos enable trigger user`);
    }
    expect((await check()).json()).toMatchObject({ valida: true });
  });
});

// RD 1007/2023 art. 13 and Orden HAC/1177/2024 art. 15 (decision 0052): the declaración responsable
// says what the records' SistemaInformatico says.
describe('the declaración responsable', () => {
  it('answers the producer, the system, its version, modes and components, and a PDF of it, to staff only', async () => {
    const staff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA_WORKER'] }));
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/admin/verifactu/declaracion', headers: { authorization: `Bearer ${staff}` } });
    expect(response.statusCode).toBe(200);
    const declaracion = response.json();
    expect(declaracion).toMatchObject({ nombreSistema: SISTEMA_INFORMATICO.nombre, idSistema: SISTEMA_INFORMATICO.id, version: SISTEMA_INFORMATICO.version, soloVerifactu: false, multiplesObligados: false, modoActual: 'no-verifactu', lugar: 'Madrid' });
    expect(declaracion.productor).toMatchObject({ nombre: 'Cumplia Compliance S.L.', nif: 'B12345674' });
    // The records name the same system.
    const factura = await invoice();
    const [row] = await db().select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, factura.id));
    expect(row!.firmaXml).toContain(`<sf:NIF>${declaracion.productor.nif}</sf:NIF><sf:NombreSistemaInformatico>${declaracion.nombreSistema}</sf:NombreSistemaInformatico><sf:IdSistemaInformatico>${declaracion.idSistema}</sf:IdSistemaInformatico><sf:Version>${declaracion.version}</sf:Version>`);
    expect(row!.firmaXml).toContain('<sf:TipoUsoPosibleSoloVerifactu>N</sf:TipoUsoPosibleSoloVerifactu>');

    const pdf = await app.inject({ method: 'GET', url: '/api/cumplia-core/admin/verifactu/declaracion.pdf', headers: { authorization: `Bearer ${staff}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const content = await pdfText(pdf.rawPayload);
    expect(content).toContain('DECLARACIÓN RESPONSABLE');
    expect(content).toContain(declaracion.productor.nombre);
    expect(content).toMatch(/Real Decreto 1007\/2023/);
    expect(content).toContain(`En Madrid, a`);
    const company = await tokenFor(app, await createUser(app, { roles: ['ROLE_COMPANY'] }));
    expect((await app.inject({ method: 'GET', url: '/api/cumplia-core/admin/verifactu/declaracion', headers: { authorization: `Bearer ${company}` } })).statusCode).toBe(403);
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

  // SuministroLR.xsd: the header's ObligadoEmision/NombreRazon and each record's SistemaInformatico are
  // the same in every record; when they fail, the fault is the system's: nothing is set aside as refused.
  it('sends nothing and sets no record aside when what every record shares fails the schema', async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    const factura = await invoice();
    const misconfigured = createVerifactuService({ db: db(), proveedor: { ...proveedor, nombre: 'N'.repeat(121) }, installation: '7', now: () => clock, sender: createVerifactuSender({ sending: 'aeat', endpoint, timeoutMs: 2000 }) });
    const before = received.length;
    const outcome = await misconfigured.sendPending();
    expect(outcome).toMatchObject({ outcome: 'failed' });
    expect(outcome.outcome === 'failed' && outcome.error).toMatch(/SuministroLR\.xsd: la cabecera o el sistema informático: .*NombreRazon/);
    expect(received.length).toBe(before);
    expect(await verdicts(factura.id)).toEqual([]);
    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await verifactu.sendPending()).toMatchObject({ outcome: 'sent' });
    expect(await verdicts(factura.id)).toEqual(['ENVIO_CORRECTO']);
  });
});

// RD 1007/2023 art. 16 and Orden HAC/1177/2024 arts. 20–21: with sending on, the system is
// VERI*FACTU, and only then do its invoices carry the legend and the QR to ValidarQR (decision 0044).
describe('an invoice of a VERI*FACTU system (sending on)', () => {
  let sending: FastifyInstance;
  let directory: string;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'verifactu-cert-'));
    const { p12, passphrase } = generateSelfSignedCertificate('Cumplia Compliance S.L.', 'Cumplia Compliance S.L.');
    writeFileSync(join(directory, 'cert.p12'), p12);
    sending = await createTestApp({ VERIFACTU_SENDING: 'aeat', VERIFACTU_ENDPOINT: endpoint, VERIFACTU_CERT_P12_PATH: join(directory, 'cert.p12'), VERIFACTU_CERT_P12_PASSPHRASE: passphrase });
  });
  afterAll(async () => {
    await closeTestApp(sending);
    rmSync(directory, { recursive: true, force: true });
  });

  // Decision 0052: staff see each invoice's record state; a non-VERI*FACTU system's is "signed, not sent".
  it('shows staff each invoice\'s record state: pending, then the agency\'s verdict', async () => {
    const factura = await invoice(sending);
    const staff = await tokenFor(sending, await createUser(sending, { roles: ['ROLE_CUMPLIA'] }));
    const estado = async (on: FastifyInstance, token: string, nif: string) =>
      (await on.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas?cifNif=${nif}`, headers: { authorization: `Bearer ${token}` } })).json().content[0].estadoRegistro;
    expect(await estado(sending, staff, factura.destinatario.nif)).toBe('PENDIENTE');
    answer = () => ({ status: 200, body: respuesta('ParcialmenteCorrecto', [{ numSerie: factura.numeroFactura, estado: 'Incorrecto', codigo: '1104' }], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent' });
    expect(await estado(sending, staff, factura.destinatario.nif)).toBe('RECHAZADO');

    const signedOnly = await invoice();
    const defaultStaff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA'] }));
    expect(await estado(app, defaultStaff, signedOnly.destinatario.nif)).toBe('NO_SE_ENVIA');
  });

  // Decision 0061: a record the agency refused, or accepted with errors, is sent again as a "subsanación".
  it('corrects a refused record with Subsanacion S and RechazoPrevio S, chained, sent on the next run; an accepted one with RechazoPrevio N; nothing else', async () => {
    const staff = await tokenFor(sending, await createUser(sending, { roles: ['ROLE_CUMPLIA_WORKER'] }));
    const subsanar = (id: string) => sending.inject({ method: 'POST', url: `/api/cumplia-core/admin/facturas/${id}/subsanar`, headers: { authorization: `Bearer ${staff}` } });
    const refused = await invoice(sending);
    const withErrors = await invoice(sending);
    // Pending: nothing to correct yet.
    expect((await subsanar(refused.id)).statusCode).toBe(409);

    answer = () => ({
      status: 200,
      body: respuesta('ParcialmenteCorrecto', [
        { numSerie: refused.numeroFactura, estado: 'Incorrecto', codigo: '1104' },
        { numSerie: withErrors.numeroFactura, estado: 'AceptadoConErrores', codigo: '2000' },
      ], 0),
    });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent' });

    // The staff home counts the refused record, and its list shows that invoice alone (issue 23).
    const pendientes = async () => (await sending.inject({ method: 'GET', url: '/api/cumplia-core/worker/dashboard/pendientes', headers: { authorization: `Bearer ${staff}` } })).json().registrosRechazados;
    const rechazadas = async () =>
      ((await sending.inject({ method: 'GET', url: '/api/cumplia-core/worker/facturas?registroRechazado=true&size=50', headers: { authorization: `Bearer ${staff}` } })).json() as { content: Array<{ facturaId: string }> }).content.map(
        (factura) => factura.facturaId,
      );
    const refusedBefore = await rechazadas();
    expect(refusedBefore).toContain(refused.numeroFactura);
    expect(refusedBefore).not.toContain(withErrors.numeroFactura);
    expect(await pendientes()).toBe(refusedBefore.length);

    const corrected = await subsanar(refused.id);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ facturaId: refused.numeroFactura, estadoRegistro: 'PENDIENTE' });
    expect((await subsanar(withErrors.id)).statusCode).toBe(200);
    // Corrected: no longer refused, the count one less.
    expect(await rechazadas()).not.toContain(refused.numeroFactura);
    expect(await pendientes()).toBe(refusedBefore.length - 1);
    // Once corrected, the record is pending again: not corrected twice before the agency answers.
    const twice = await subsanar(refused.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Solo se subsana un registro que la AEAT rechazó o aceptó con errores.');

    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent', registros: 2 });
    const message = received.at(-1)!;
    // Each RegistroAlta of the message, found by its own IDFactura (not by a RegistroAnterior naming it).
    const altaOf = (numero: string) => message.split('<sf:RegistroAlta>').find((alta) => alta.includes(`<sf:IDFactura><sf:IDEmisorFactura>B12345674</sf:IDEmisorFactura><sf:NumSerieFactura>${numero}<`))!;
    expect(altaOf(refused.numeroFactura)).toMatch(/<sf:NombreRazonEmisor>[^<]+<\/sf:NombreRazonEmisor>\s*<sf:Subsanacion>S<\/sf:Subsanacion>\s*<sf:RechazoPrevio>S<\/sf:RechazoPrevio>\s*<sf:TipoFactura>F1</);
    expect(altaOf(withErrors.numeroFactura)).toMatch(/<sf:Subsanacion>S<\/sf:Subsanacion>\s*<sf:RechazoPrevio>N<\/sf:RechazoPrevio>/);

    // The invoice's records, both altas, valid against the agency's schema; the chain still verifies.
    const xml = await sending.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${refused.id}/verifactu`, headers: { authorization: `Bearer ${staff}` } });
    expect(xml.body.match(/<sf:RegistroAlta>/g)).toHaveLength(2);
    expect(await validateXml(xml.body, SUMINISTRO_LR_SCHEMA)).toEqual([]);
    const integridad = await sending.inject({ method: 'POST', url: '/api/cumplia-core/admin/verifactu/integridad', headers: { authorization: `Bearer ${staff}` } });
    expect(integridad.json()).toMatchObject({ valida: true, problemas: [] });
    const [audit] = await sending.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, refused.id), eq(auditLog.action, 'factura.record-corrected')));
    expect(audit?.changes).toEqual({ numeroFactura: refused.numeroFactura, rechazoPrevio: 'S' });
  });

  // SuministroInformacion.xsd: IDDestinatario/NombreRazon is TextMax120Type; a company's razonSocial takes 255.
  it('sends a 135-character company name cut to the 120 of NombreRazon, in a message valid against SuministroLR.xsd; the invoice keeps it whole', async () => {
    const name = `${'Compañía Española de Servicios Integrales de Cumplimiento Normativo y Protección de Datos '.repeat(2)}`.slice(0, 130) + ' S.L.';
    expect(Array.from(name)).toHaveLength(135);
    const factura = await invoice(sending, name);
    expect(factura.destinatario.nombre).toBe(name);
    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent' });
    const message = received.at(-1)!;
    expect(registrosOf(message).map((registro) => registro.numSerie)).toContain(factura.numeroFactura);
    const sent = /<sf:IDDestinatario><sf:NombreRazon>([^<]*)<\/sf:NombreRazon>/.exec(message.split(`<sf:NumSerieFactura>${factura.numeroFactura}<`)[1]!)![1]!;
    expect(sent).toBe(name.slice(0, 120));
    expect(await validateXml(messageOf(message), SUMINISTRO_LR_SCHEMA)).toEqual([]);
    expect(await verdicts(factura.id, sending)).toEqual(['ENVIO_CORRECTO']);
  });

  // SuministroLR.xsd checked before sending: a record the agency's schema refuses (here one stored before
  // names were cut, NombreRazon over TextMax120Type) would make the whole message fail, and lead every
  // message after it (oldest first). It is kept aside, with the reason, shown to staff as refused.
  it('keeps a record that fails SuministroLR.xsd aside with the reason, shows it to staff as refused, and sends the others', async () => {
    const staff = await tokenFor(sending, await createUser(sending, { roles: ['ROLE_CUMPLIA'] }));
    const legacy = await invoice(sending);
    const sendingDb = sending.context.database.db;
    const [row] = await sendingDb.select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, legacy.id));
    // As the record was stored before this change: the name whole. The huella does not cover names, so the chain still verifies.
    const registro = { ...row!.registro, destinatario: { nombreRazon: 'N'.repeat(135), nif: legacy.destinatario.nif } };
    await sendingDb.execute(sql`alter table verifactu_registros disable trigger user`);
    try {
      await sendingDb.update(verifactuRegistros).set({ registro: registro as NonNullable<typeof row>['registro'] }).where(eq(verifactuRegistros.seq, row!.seq));
    } finally {
      await sendingDb.execute(sql`alter table verifactu_registros enable trigger user`);
    }
    const later = await invoice(sending);
    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent', estado: 'Correcto' });
    const message = received.at(-1)!;
    const sentNumbers = registrosOf(message).map((item) => item.numSerie);
    expect(sentNumbers).toContain(later.numeroFactura);
    expect(sentNumbers).not.toContain(legacy.numeroFactura);
    expect(await validateXml(messageOf(message), SUMINISTRO_LR_SCHEMA)).toEqual([]);
    expect(await verdicts(later.id, sending)).toEqual(['ENVIO_CORRECTO']);

    // Kept aside with the reason: never sent, refused before it could be, and not sent again.
    expect(await verdicts(legacy.id, sending)).toEqual(['ENVIO_INCORRECTO']);
    const [aside] = await sendingDb.select().from(verifactuEventos).where(and(eq(verifactuEventos.facturaId, legacy.id), eq(verifactuEventos.tipo, 'ENVIO_INCORRECTO')));
    expect(aside!.detail).toMatchObject({ enviado: false, codigo: null });
    expect(String(aside!.detail!.descripcion)).toMatch(/SuministroLR\.xsd.*NombreRazon/s);
    const estado = async (nif: string) =>
      (await sending.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas?cifNif=${nif}`, headers: { authorization: `Bearer ${staff}` } })).json().content[0].estadoRegistro;
    expect(await estado(legacy.destinatario.nif)).toBe('RECHAZADO');
    expect(await estado(later.destinatario.nif)).toBe('ACEPTADO');
    expect(await sending.context.services.verifactu.sendPending()).toEqual({ outcome: 'nothing-to-send' });
  });

  // RespuestaSuministro.xsd, RespuestaExpedidaType/RegistroDuplicado (SuministroInformacion.xsd
  // RegistroDuplicadoType): after a message whose answer never came, the agency answers the records
  // sent again as duplicates (code 3000) and says how it holds them (EstadoRegistroDuplicado).
  it('records a duplicate answer (RegistroDuplicado, 3000) as the agency holds the record: Correcta accepted, AceptadaConErrores accepted with errors, never refused', async () => {
    const staff = await tokenFor(sending, await createUser(sending, { roles: ['ROLE_CUMPLIA_WORKER'] }));
    const held = await invoice(sending);
    const heldWithErrors = await invoice(sending);
    const impatient = createVerifactuService({ db: sending.context.database.db, proveedor, installation: '1', sender: createVerifactuSender({ sending: 'aeat', endpoint, timeoutMs: 500 }) });
    // The agency registers the message but its answer comes too late.
    answer = () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: respuesta('Correcto', [], 0) }), 1_500));
    expect(await impatient.sendPending()).toMatchObject({ outcome: 'failed' });
    expect(await verdicts(held.id, sending)).toEqual([]);

    const duplicate = { estado: 'Incorrecto', codigo: '3000', descripcion: 'Registro de facturación duplicado.' };
    answer = () => ({
      status: 200,
      body: respuesta('Incorrecto', [
        { numSerie: held.numeroFactura, ...duplicate, duplicado: { estado: 'Correcta' } },
        { numSerie: heldWithErrors.numeroFactura, ...duplicate, duplicado: { estado: 'AceptadaConErrores', codigo: '2000', descripcion: 'El NIF del destinatario no está identificado.' } },
      ], 0, { resto: true }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent' });
    expect(registrosOf(received.at(-1)!).map((item) => item.numSerie)).toEqual(expect.arrayContaining([held.numeroFactura, heldWithErrors.numeroFactura]));
    expect(await verdicts(held.id, sending)).toEqual(['ENVIO_CORRECTO']);
    expect(await verdicts(heldWithErrors.id, sending)).toEqual(['ENVIO_ACEPTADO_CON_ERRORES']);
    const [withErrors] = await sending.context.database.db.select().from(verifactuEventos).where(and(eq(verifactuEventos.facturaId, heldWithErrors.id), eq(verifactuEventos.tipo, 'ENVIO_ACEPTADO_CON_ERRORES')));
    expect(withErrors!.detail).toMatchObject({ codigo: '2000', descripcion: 'El NIF del destinatario no está identificado.', duplicado: { codigo: '3000', estado: 'AceptadaConErrores' } });

    // Not offered as refused: the first is accepted (nothing to correct), the second corrected as accepted with errors (RechazoPrevio N).
    const subsanar = (id: string) => sending.inject({ method: 'POST', url: `/api/cumplia-core/admin/facturas/${id}/subsanar`, headers: { authorization: `Bearer ${staff}` } });
    const rechazadas = ((await sending.inject({ method: 'GET', url: '/api/cumplia-core/worker/facturas?registroRechazado=true&size=50', headers: { authorization: `Bearer ${staff}` } })).json() as { content: Array<{ facturaId: string }> }).content.map((factura) => factura.facturaId);
    expect(rechazadas).not.toContain(held.numeroFactura);
    expect(rechazadas).not.toContain(heldWithErrors.numeroFactura);
    expect((await subsanar(held.id)).statusCode).toBe(409);
    expect((await subsanar(heldWithErrors.id)).statusCode).toBe(200);
    const [audit] = await sending.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, heldWithErrors.id), eq(auditLog.action, 'factura.record-corrected')));
    expect(audit?.changes).toEqual({ numeroFactura: heldWithErrors.numeroFactura, rechazoPrevio: 'N' });
    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent' });
  });

  // RespuestaSuministro.xsd: the answer has a RespuestaLinea per record. One it leaves out has no
  // verdict: it stays pending and goes again (a record the agency holds comes back as a duplicate).
  it('keeps a record the answer leaves out pending, records that in the event log, and sends it again', async () => {
    const staff = await tokenFor(sending, await createUser(sending, { roles: ['ROLE_CUMPLIA'] }));
    const answered = await invoice(sending);
    const leftOut = await invoice(sending);
    answer = () => ({ status: 200, body: respuesta('Correcto', [{ numSerie: answered.numeroFactura, estado: 'Correcto' }], 0, { resto: false }) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent' });
    expect(registrosOf(received.at(-1)!).map((item) => item.numSerie)).toContain(leftOut.numeroFactura);
    expect(await verdicts(answered.id, sending)).toEqual(['ENVIO_CORRECTO']);
    expect(await verdicts(leftOut.id, sending)).toEqual(['ENVIO_SIN_VEREDICTO']);
    const estado = async (nif: string) =>
      (await sending.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas?cifNif=${nif}`, headers: { authorization: `Bearer ${staff}` } })).json().content[0].estadoRegistro;
    expect(await estado(leftOut.destinatario.nif)).toBe('PENDIENTE');

    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent' });
    const again = registrosOf(received.at(-1)!).map((item) => item.numSerie);
    expect(again).toContain(leftOut.numeroFactura);
    expect(again).not.toContain(answered.numeroFactura);
    expect(await verdicts(leftOut.id, sending)).toEqual(['ENVIO_SIN_VEREDICTO', 'ENVIO_CORRECTO']);
    expect(await estado(leftOut.destinatario.nif)).toBe('ACEPTADO');
  });

  it('without sending on there is nothing to correct', async () => {
    const factura = await invoice();
    const staff = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA'] }));
    const response = await app.inject({ method: 'POST', url: `/api/cumplia-core/admin/facturas/${factura.id}/subsanar`, headers: { authorization: `Bearer ${staff}` } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('El sistema no remite los registros a la AEAT: no hay nada que subsanar.');
  });

  it('prints "VERI*FACTU" under the QR, which decodes to ValidarQR', async () => {
    const factura = await invoice(sending);
    const staff = await tokenFor(sending, await createUser(sending, { roles: ['ROLE_CUMPLIA'] }));
    const response = await sending.inject({ method: 'GET', url: `/api/cumplia-core/admin/facturas/${factura.id}/download`, headers: { authorization: `Bearer ${staff}` } });
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toMatch(/QR tributario:\s*VERI\*FACTU/);
    expect(await firstPageQrText(response.rawPayload)).toMatch(
      new RegExp(`^https://prewww2\\.aeat\\.es/wlpl/TIKE-CONT/ValidarQR\\?nif=B12345674&numserie=${factura.numeroFactura}&fecha=\\d{2}-\\d{2}-\\d{4}&importe=145\\.20$`),
    );
  });
});

describe('the SOAP message and answer', () => {
  it('wraps the message without its XML declaration and reads a Fault', () => {
    expect(soapEnvelope('<?xml version="1.0" encoding="UTF-8"?>\n<a/>')).toMatch(/<soapenv:Body>\n<a\/><\/soapenv:Body>/);
    expect(() => readRespuesta('<nada/>')).toThrow('no es un mensaje SOAP');
  });
});
