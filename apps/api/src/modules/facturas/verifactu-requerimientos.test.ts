import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, insertEmpresa, tokenFor } from '../../../test/support/factories.ts';
import { registrosOf, respuestaAeat, startFakeAeat, type AeatAnswer } from '../../../test/support/fake-aeat.ts';
import { recordsOf, verifyIndependently } from '../../../test/support/xades-verify.ts';
import { SAMPLE_PROVEEDOR as proveedor } from '../../../test/support/sample-factura.ts';
import { auditLog, verifactuEventos } from '../../db/schema/index.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';
import { SUMINISTRO_LR_SCHEMA } from '../../lib/verifactu/verifactu-schemas.ts';
import { systemActor } from '../audit/audit.service.ts';
import { registrosEnvelope } from './verifactu-firma.ts';
import { createRequerimientosService } from './verifactu-requerimientos.service.ts';
import { createRequerimientoSender } from './verifactu-sender.ts';
import { createRegistroEventos } from './verifactu-eventos.ts';

// Decision 0083: a system that is not VERI*FACTU remits its records only when the agency requires
// them, to SistemaFacturacion.wsdl's sfRequerimiento service (RequerimientoSOAP), each message's
// Cabecera naming the request (SuministroInformacion.xsd: RemisionRequerimiento, RefRequerimiento of
// TextMax18Type) and the last one closing it (FinRequerimiento S).

let app: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakeAeat>>;
let answer: AeatAnswer;
let superadmin: string;
const today = new Date().toISOString().slice(0, 10);
const db = () => app.context.database.db;
const url = '/api/cumplia-core/admin/verifactu/requerimientos';

beforeAll(async () => {
  fake = await startFakeAeat((message) => answer(message));
  app = await createTestApp({ VERIFACTU_REQUERIMIENTO_ENDPOINT: fake.requerimientoEndpoint });
  superadmin = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA'] }));
});
afterAll(async () => {
  await closeTestApp(app);
  await fake.close();
});
beforeEach(() => {
  answer = () => ({ status: 200, body: respuestaAeat('Correcto', [], 0) });
  fake.received.length = 0;
  fake.services.length = 0;
});

async function invoice(razonSocial: string) {
  const empresa = await insertEmpresa(app, { razonSocial, nombreComercial: razonSocial, tipo: 'E', nombre: 'Ana Ruiz', email: 'a@ebano.test', telefono: '+34600000000', direccion: 'Calle Sol 2', provincia: 'Sevilla', codigoPostal: '41001', cnae: '4520', actividad: 'Reparación de vehículos', numCuenta: 'ES9121000418450200051332' });
  return app.context.unitOfWork.run((uow) =>
    app.context.services.facturacion.issue(uow, { empresaId: empresa.id, origen: 'CONTRATO', origenId: crypto.randomUUID(), lineas: [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: 12000 }] }),
  );
}

const post = (body: Record<string, unknown>, token = superadmin) => app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body });
const list = async () => ((await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${superadmin}` } })).json() as { sinRemision: string | null; remisiones: Array<Record<string, unknown>> }).remisiones;
/** The RegFactuSistemaFacturacion message of a SOAP body the fake received. */
const messageOf = (soap: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${/<sfLR:RegFactuSistemaFacturacion[\s\S]*<\/sfLR:RegFactuSistemaFacturacion>/.exec(soap)![0]}`;

describe('records remitted at the agency\'s request', () => {
  it('checks what staff enter: the reference as the agency writes it, the period in order, and a period with invoices', async () => {
    const hyphen = await post({ referencia: 'REQ-2026', desde: today, hasta: today });
    expect(hyphen.statusCode).toBe(400);
    expect(hyphen.json().data.referencia).toContain('de 1 a 18 letras o cifras');
    expect((await post({ referencia: 'A'.repeat(19), desde: today, hasta: today })).statusCode).toBe(400);
    const reversed = await post({ referencia: 'REQ1', desde: '2026-03-01', hasta: '2026-02-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.desde).toBe('La fecha «desde» no puede ser posterior a la fecha «hasta».');
    const empty = await post({ referencia: 'REQ1', desde: '2001-01-01', hasta: '2001-12-31' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'REQUERIMIENTO_SIN_REGISTROS', data: { desde: 'No hay facturas expedidas entre estas fechas.' } });
    // Answering the agency in the issuer's name is the superadmin's: a worker is refused.
    const worker = await tokenFor(app, await createUser(app, { roles: ['ROLE_CUMPLIA_WORKER'] }));
    expect((await post({ referencia: 'REQ1', desde: today, hasta: today }, worker)).statusCode).toBe(403);
    expect(await list()).toEqual([]);
    const listed = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${superadmin}` } });
    expect(listed.json().sinRemision).toBeNull();
  });

  it('sends the period\'s signed records to RequerimientoSOAP naming the request, keeps the answer, logs an export (08), and takes a reference once', async () => {
    const first = await invoice('Talleres Ébano S.L.');
    await app.context.unitOfWork.run((uow) => app.context.services.facturacion.cancel(uow, systemActor, first.id, 'Emitida por error'));
    const second = await invoice('Óptica Ñandú S.L.');
    answer = () => ({ status: 200, body: respuestaAeat('ParcialmenteCorrecto', [{ numSerie: second.numeroFactura, estado: 'Incorrecto', codigo: '1104' }], 0) });

    const created = await post({ referencia: 'REQ2026AB01', desde: today, hasta: today });
    expect(created.statusCode).toBe(201);
    const requerimiento = created.json();
    expect(requerimiento).toMatchObject({ referencia: 'REQ2026AB01', desde: today, hasta: today, estado: 'pendiente', mensajes: [], error: null });
    const registros = requerimiento.registros as number;
    expect(registros).toBeGreaterThanOrEqual(3);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'requerimiento-aeat'), eq(auditLog.entityId, requerimiento.id)));
    expect(audit?.changes).toMatchObject({ referencia: 'REQ2026AB01', registros });

    // The job's work.
    await app.context.services.requerimientos.remitir(requerimiento.id);
    expect(fake.services).toEqual(['RequerimientoSOAP']);
    const message = messageOf(fake.received[0]!);
    expect(await validateXml(message, SUMINISTRO_LR_SCHEMA)).toEqual([]);
    expect(message).toContain('</sf:ObligadoEmision><sf:RemisionRequerimiento><sf:RefRequerimiento>REQ2026AB01</sf:RefRequerimiento><sf:FinRequerimiento>S</sf:FinRequerimiento></sf:RemisionRequerimiento>');
    expect(registrosOf(message)).toHaveLength(registros);
    expect(registrosOf(message)).toEqual(expect.arrayContaining([
      { numSerie: first.numeroFactura, operacion: 'Alta' },
      { numSerie: first.numeroFactura, operacion: 'Anulacion' },
      { numSerie: second.numeroFactura, operacion: 'Alta' },
    ]));
    // Each record goes as it was signed (RD 1007/2023 art. 12): its signature still verifies.
    for (const record of recordsOf(message)) expect(verifyIndependently(record)).toBe(true);

    const [remitido] = await list();
    expect(remitido).toMatchObject({
      id: requerimiento.id,
      estado: 'remitido',
      error: null,
      mensajes: [{ numero: 1, registros, estado: 'ParcialmenteCorrecto', csv: 'A-TEST0001', fin: true, rechazados: [{ numSerieFactura: second.numeroFactura, operacion: 'Alta', codigo: '1104', descripcion: 'NIF del destinatario no identificado' }] }],
    });
    expect(remitido!.remitidoEl).not.toBeNull();
    const [evento] = await db().select().from(verifactuEventos).where(eq(verifactuEventos.tipo, 'REMISION_REQUERIMIENTO'));
    expect(evento).toMatchObject({ tipoEvento: '08', detail: { requerimientoId: requerimiento.id, referencia: 'REQ2026AB01', registros } });
    expect(evento!.evento).toMatchObject({ datos: { tipo: 'ExportacionRegFacturacion', anulaciones: 1 } });

    // A remitted remittance is not sent again, and its reference is taken (in any case).
    await app.context.services.requerimientos.remitir(requerimiento.id);
    expect(fake.received).toHaveLength(1);
    const again = await post({ referencia: 'req2026ab01', desde: today, hasta: today });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REQUERIMIENTO_DUPLICADO');
    const resumed = await app.inject({ method: 'POST', url: `${url}/${requerimiento.id}/reanudar`, headers: { authorization: `Bearer ${superadmin}` } });
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json().code).toBe('REQUERIMIENTO_EN_CURSO');
  });

  it('cuts a long remittance into messages, stops at one without an answer and, resumed, goes on from it', async () => {
    for (const name of ['Alfa S.L.', 'Beta S.L.', 'Gamma S.L.']) await invoice(name);
    const { config } = app.context;
    const eventos = createRegistroEventos({ db: db(), proveedor, installation: config.VERIFACTU_INSTALLATION, now: () => new Date() });
    const queued: unknown[] = [];
    const service = createRequerimientosService({
      db: db(),
      unitOfWork: app.context.unitOfWork,
      queue: { send: async (_job, payload) => void queued.push(payload), sendAfterCommit: () => undefined },
      sender: createRequerimientoSender({ endpoint: fake.requerimientoEndpoint, timeoutMs: 2000 }),
      modo: 'no-verifactu',
      envelope: registrosEnvelope(proveedor, config.VERIFACTU_INSTALLATION),
      eventos,
      now: () => new Date(),
      registrosPorMensaje: 2,
    });
    const requerimiento = await service.solicitar(systemActor, { referencia: 'REQ2026LARGO', desde: today, hasta: today });
    const mensajes = Math.ceil(requerimiento.registros / 2);
    expect(mensajes).toBeGreaterThanOrEqual(3);
    // A server started while it waits sends it on (and not the one the test before remitted whole).
    await service.retomar();
    expect(queued).toEqual([{ id: requerimiento.id }]);

    // The agency does not answer the second message.
    answer = () => (fake.received.length === 2 ? { status: 503, body: 'Servicio no disponible' } : { status: 200, body: respuestaAeat('Correcto', [], 0) });
    await service.remitir(requerimiento.id);
    expect(fake.received).toHaveLength(2);
    const [stopped] = (await service.listar()).remisiones.filter((item) => item.id === requerimiento.id);
    expect(stopped).toMatchObject({ estado: 'fallido', error: 'Mensaje 2: La AEAT respondió HTTP 503.', mensajes: [{ numero: 1, registros: 2, fin: false }] });
    expect(fake.received[0]).toContain('<sf:FinRequerimiento>N</sf:FinRequerimiento>');

    answer = () => ({ status: 200, body: respuestaAeat('Correcto', [], 0) });
    expect((await service.reanudar(systemActor, requerimiento.id)).estado).toBe('enviando');
    await service.remitir(requerimiento.id);
    // Message 1 is not sent again: message 2 (again) and those after it, the last closing the request.
    expect(fake.received).toHaveLength(2 + mensajes - 1);
    const sent = fake.received.slice(2);
    expect(sent.map((soap) => /<sf:FinRequerimiento>([SN])</.exec(soap)![1])).toEqual([...Array<string>(mensajes - 2).fill('N'), 'S']);
    const numeros = [fake.received[0]!, ...sent].flatMap((soap) => registrosOf(soap).map((registro) => `${registro.operacion} ${registro.numSerie}`));
    expect(numeros).toHaveLength(requerimiento.registros);
    expect(new Set(numeros).size).toBe(requerimiento.registros);
    const [done] = (await service.listar()).remisiones.filter((item) => item.id === requerimiento.id);
    expect(done).toMatchObject({ estado: 'remitido', error: null });
    expect(done!.mensajes.map((item) => item.numero)).toEqual(Array.from({ length: mensajes }, (_, index) => index + 1));
  });

  it('is refused where it does not belong: a VERI*FACTU system, or the agency\'s service without the issuer\'s certificate', async () => {
    const { config } = app.context;
    const base = {
      db: db(),
      unitOfWork: app.context.unitOfWork,
      queue: { send: async () => undefined, sendAfterCommit: () => undefined },
      envelope: registrosEnvelope(proveedor, config.VERIFACTU_INSTALLATION),
      eventos: createRegistroEventos({ db: db(), proveedor, installation: config.VERIFACTU_INSTALLATION, now: () => new Date() }),
      now: () => new Date(),
    };
    const solicitud = { referencia: 'REQ9', desde: today, hasta: today };
    const verifactu = createRequerimientosService({ ...base, modo: 'verifactu', sender: createRequerimientoSender({ endpoint: fake.requerimientoEndpoint, timeoutMs: 2000 }) });
    await expect(verifactu.solicitar(systemActor, solicitud)).rejects.toMatchObject({ statusCode: 409, code: 'REQUERIMIENTO_EN_VERIFACTU' });
    const withoutCertificate = createRequerimientosService({ ...base, modo: 'no-verifactu', sender: createRequerimientoSender({ endpoint: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/RequerimientoSOAP', timeoutMs: 2000 }) });
    await expect(withoutCertificate.solicitar(systemActor, solicitud)).rejects.toMatchObject({ statusCode: 409, code: 'REQUERIMIENTO_SIN_CERTIFICADO' });
    // A message that fails the agency's schema (here the issuer's name, 130 characters against 120) is not sent: the run stops saying why.
    const badIssuer = createRequerimientosService({
      ...base,
      envelope: { ...base.envelope, obligadoEmision: { ...base.envelope.obligadoEmision, nombreRazon: 'N'.repeat(130) } },
      modo: 'no-verifactu',
      sender: createRequerimientoSender({ endpoint: fake.requerimientoEndpoint, timeoutMs: 2000 }),
    });
    const invalid = await badIssuer.solicitar(systemActor, { referencia: 'REQ2026ESQUEMA', desde: today, hasta: today });
    await badIssuer.remitir(invalid.id);
    expect(fake.received).toHaveLength(0);
    const [stopped] = (await badIssuer.listar()).remisiones.filter((item) => item.id === invalid.id);
    expect(stopped).toMatchObject({ estado: 'fallido', mensajes: [] });
    expect(stopped!.error).toMatch(/^Mensaje 1: el mensaje no cumple SuministroLR\.xsd: .*NombreRazon/);
    // The screen says so before staff fill anything in.
    expect((await withoutCertificate.listar()).sinRemision).toContain('Falta configurar el certificado electrónico');
    expect((await verifactu.listar()).sinRemision).toContain('Cumplia funciona como sistema VERI*FACTU');
  });
});
