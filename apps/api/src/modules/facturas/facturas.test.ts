import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, issueFactura, tokenFor } from '../../../test/support/factories.ts';
import { firstPageQrText } from '../../../test/support/pdf-qr.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { auditLog, outboxMessages } from '../../db/schema/index.ts';
import { facturaEmitidaData, facturaEmitidaEmail } from './factura-email.ts';
import { addDaysIso, formatDate, madridIsoDate, nextTargetBusinessDay } from '@cumplia/shared/calendar';
import { facturasInBatches } from './facturas-list.repository.ts';
import { createFacturasService } from './facturas.service.ts';

let app: FastifyInstance;
let superadmin: string;
let worker: string;
const core = '/api/cumplia-core';
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const today = () => madridIsoDate(new Date());

type Empresa = { id: string; nifCif: string; username: string; razonSocial: string; token: string };

/** A company of the gestoría (created as its form does) and its client's token. */
async function empresaOf(gestoriaToken: string, overrides: Record<string, unknown> = {}): Promise<Empresa> {
  const body = empresaForm({ lopdgdd: false, acosoLaboral: false, desconexionDigital: false, ...overrides });
  const created = await call(gestoriaToken, { method: 'POST', url: `${core}/gestorias/my/empresas`, payload: body });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const token = await app.context.signer.sign({ id: crypto.randomUUID(), username: body.username, name: 'Cliente', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [id] });
  return { id, nifCif: body.nifCif, username: body.username, razonSocial: body.razonSocial as string, token };
}

let gestoriaA: Awaited<ReturnType<typeof createGestoria>>;
let gestoriaB: Awaited<ReturnType<typeof createGestoria>>;
let panaderia: Empresa;
let talleres: Empresa;
let ajena: Empresa;
const issued: Record<string, Awaited<ReturnType<typeof issueFactura>>> = {};

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
  gestoriaA = await createGestoria(app);
  gestoriaB = await createGestoria(app);
  panaderia = await empresaOf(gestoriaA.token, { razonSocial: 'Panadería Ñuño S.L.', nombreComercial: 'Horno Ñuño' });
  talleres = await empresaOf(gestoriaA.token, { razonSocial: 'Talleres Ebro S.L.', nombreComercial: 'Talleres Ebro', metodoDePago: 'TRANSFERENCIA', numCuenta: 'ES0000000000000000000000' });
  ajena = await empresaOf(gestoriaB.token, { razonSocial: 'Conservas del Cantábrico S.A.', nombreComercial: 'Conservas Cantábrico' });
  issued.panaderia1 = await issueFactura(app, panaderia.id);
  issued.panaderia2 = await issueFactura(app, panaderia.id, [
    { tool: 'ACOSO', nombreProducto: 'Protocolo de acoso laboral', precioUnitarioCents: 9050 },
    { tool: 'DIGITAL', nombreProducto: 'Política de desconexión digital', precioUnitarioCents: 7500 },
  ]);
  issued.talleres = await issueFactura(app, talleres.id);
  issued.ajena = await issueFactura(app, ajena.id);
});
afterAll(async () => {
  await closeTestApp(app);
});

describe('who sees which invoices', () => {
  it("a client lists its own company's invoices only, newest first, with the spec's fields", async () => {
    const response = await call(panaderia.token, { method: 'GET', url: `${core}/facturas/empresa/my?page=0&size=10` });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ number: 0, size: 10, totalPages: 1, totalElements: 2 });
    expect(page.content.map((factura: { id: string }) => factura.id)).toEqual([issued.panaderia2!.id, issued.panaderia1!.id]);
    expect(page.content[0]).toEqual({
      id: issued.panaderia2!.id,
      facturaId: issued.panaderia2!.numeroFactura,
      fecha: today(),
      facturado: false,
      fechaCuandoFacturar: nextTargetBusinessDay(addDaysIso(today(), 7)),
      // (90,50 + 75,00) × 1,21 = 200,255 → VAT 34,76 (half away from zero): 200,26 €
      importeTotalImpuestos: 200.26,
      anulada: false,
      tipo: 'F1',
      rectifica: null,
      // Not returned by the bank (docs/decisions/0051).
      devolucion: null,
      reembolso: null,
      empresa: { id: panaderia.id, razonSocial: 'Panadería Ñuño S.L.', nifCif: panaderia.nifCif, nombreComercial: 'Horno Ñuño', metodoDePago: 'SEPA', numCuenta: 'ES9121000418450200051332' },
      // Beyond the spec (decision 0050): issued here with no contract, so no signed mandate collects it yet.
      pendienteMandato: true,
    });
  });

  it("a gestoría lists its companies' invoices and not another gestoría's", async () => {
    const page = (await call(gestoriaA.token, { method: 'GET', url: `${core}/facturas/gestoria?page=0&size=10` })).json();
    expect(page.totalElements).toBe(3);
    expect(new Set(page.content.map((factura: { empresa: { id: string } }) => factura.empresa.id))).toEqual(new Set([panaderia.id, talleres.id]));
    const other = (await call(gestoriaB.token, { method: 'GET', url: `${core}/facturas/gestoria` })).json();
    expect(other.content.map((factura: { id: string }) => factura.id)).toEqual([issued.ajena!.id]);
  });

  it('pages the lists', async () => {
    const first = (await call(gestoriaA.token, { method: 'GET', url: `${core}/facturas/gestoria?page=0&size=2` })).json();
    const second = (await call(gestoriaA.token, { method: 'GET', url: `${core}/facturas/gestoria?page=1&size=2` })).json();
    expect(first).toMatchObject({ number: 0, size: 2, totalPages: 2, totalElements: 3 });
    expect(second).toMatchObject({ number: 1, size: 2, totalPages: 2, totalElements: 3 });
    expect(second.content).toHaveLength(1);
    expect([...first.content, ...second.content].map((factura: { id: string }) => factura.id).sort()).toEqual([issued.panaderia1!.id, issued.panaderia2!.id, issued.talleres!.id].sort());
  });

  it('each role reaches only its own calls', async () => {
    const client = panaderia.token;
    const gestoria = gestoriaA.token;
    const expectations: Array<[string, string, number]> = [
      [client, `${core}/admin/facturas`, 403],
      [client, `${core}/worker/facturas`, 403],
      [client, `${core}/facturas/gestoria`, 403],
      [gestoria, `${core}/facturas/empresa/my`, 403],
      [gestoria, `${core}/admin/facturas`, 403],
      [gestoria, `${core}/admin/facturas-detalladas?cifNif=${panaderia.nifCif}`, 403],
      [gestoria, `${core}/admin/facturas/export/excel`, 403],
      [superadmin, `${core}/facturas/gestoria`, 403],
      [worker, `${core}/facturas/empresa/my`, 403],
      [worker, `${core}/worker/facturas`, 200],
      [worker, `${core}/admin/facturas`, 200],
      [superadmin, `${core}/admin/facturas`, 200],
    ];
    for (const [token, url, status] of expectations) expect([url, (await call(token, { method: 'GET', url })).statusCode]).toEqual([url, status]);
    expect((await app.inject({ method: 'GET', url: `${core}/admin/facturas` })).statusCode).toBe(401);
  });
});

describe('PDF downloads', () => {
  const isPdf = (response: { statusCode: number; rawPayload: Buffer; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  };

  // Sending is off by default: a non-VERI*FACTU system (RD 1007/2023 art. 16; Orden HAC/1177/2024
  // arts. 20–21): no legend, the QR to ValidarQRNoVerifactu (decision 0044).
  it('a client downloads its own invoice as Factura_{number}.pdf, with its number, total and the non-VERI*FACTU QR', async () => {
    const response = await call(panaderia.token, { method: 'GET', url: `${core}/facturas/${issued.panaderia2!.id}/download` });
    isPdf(response);
    expect(response.headers['content-disposition']).toContain(`filename="Factura_${issued.panaderia2!.numeroFactura}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(issued.panaderia2!.numeroFactura);
    expect(text).toContain('200,26');
    expect(text).toContain('QR tributario:');
    expect(text).not.toContain('VERI*FACTU');
    expect(await firstPageQrText(response.rawPayload)).toMatch(
      new RegExp(`^https://prewww2\\.aeat\\.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu\\?nif=B12345674&numserie=${issued.panaderia2!.numeroFactura}&fecha=\\d{2}-\\d{2}-\\d{4}&importe=200\\.26$`),
    );
  });

  it('stays as issued: a system that starts sending its records later does not change the legend or the QR of an invoice issued before (RD 1619/2012)', async () => {
    const { database, unitOfWork, services } = app.context;
    const laterVerifactu = createFacturasService({ db: database.db, unitOfWork, facturacion: services.facturacion, aeatEnvironment: 'test', modo: 'verifactu' });
    const drawn = await laterVerifactu.pdf({ staff: true }, issued.panaderia2!.id);
    const bytes = await drawn.render();
    expect(await pdfText(bytes)).not.toContain('VERI*FACTU');
    expect(await firstPageQrText(bytes)).toContain('/ValidarQRNoVerifactu?');
  });

  it("a client gets 404 for another company's invoice, and a gestoría for another gestoría's", async () => {
    for (const [token, id] of [
      [panaderia.token, issued.talleres!.id],
      [gestoriaA.token, issued.ajena!.id],
      [gestoriaB.token, issued.panaderia1!.id],
      [panaderia.token, crypto.randomUUID()],
    ] as const) {
      const response = await call(token, { method: 'GET', url: `${core}/facturas/${id}/download` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Factura o archivo PDF no encontrado' });
    }
  });

  it("a gestoría downloads its companies' invoices; staff any, from both areas", async () => {
    isPdf(await call(gestoriaA.token, { method: 'GET', url: `${core}/facturas/${issued.talleres!.id}/download` }));
    isPdf(await call(superadmin, { method: 'GET', url: `${core}/admin/facturas/${issued.ajena!.id}/download` }));
    isPdf(await call(worker, { method: 'GET', url: `${core}/worker/facturas/${issued.panaderia1!.id}/download` }));
    expect((await call(superadmin, { method: 'GET', url: `${core}/admin/facturas/not-an-id/download` })).statusCode).toBe(400);
  });
});

describe('the staff list', () => {
  const list = async (query: string, token = superadmin, area = 'admin') => {
    const response = await call(token, { method: 'GET', url: `${core}/${area}/facturas?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { content: Array<{ id: string; facturado: boolean }>; totalElements: number; totalPages: number };
  };
  const ids = (page: { content: Array<{ id: string }> }) => page.content.map((factura) => factura.id).sort();

  it('filters by company name, NIF/CIF, administrator NIF and issue dates', async () => {
    expect((await list('page=0&size=10')).totalElements).toBe(4);
    expect(ids(await list('razonSocial=ñuño'))).toEqual([issued.panaderia1!.id, issued.panaderia2!.id].sort());
    expect(ids(await list('razonSocial=talleres%20ebro'))).toEqual([issued.talleres!.id]);
    expect(ids(await list(`cifNif=${ajena.nifCif.toLowerCase()}`))).toEqual([issued.ajena!.id]);
    expect(ids(await list(`dni=${talleres.username}`))).toEqual([issued.talleres!.id]);
    expect((await list(`fechaInicio=${today()}&fechaFin=${today()}`)).totalElements).toBe(4);
    expect((await list(`fechaInicio=${addDaysIso(today(), 1)}`)).totalElements).toBe(0);
    expect((await list(`fechaFin=${addDaysIso(today(), -1)}`)).totalElements).toBe(0);
    expect(await list('size=3&page=1')).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect((await list('razonSocial=%25')).totalElements).toBe(0);
    expect(ids(await list(`cifNif=${panaderia.nifCif}&size=7`, worker, 'worker'))).toEqual([issued.panaderia1!.id, issued.panaderia2!.id].sort());
  });

  it('refuses dates that are not dates and a range the wrong way round', async () => {
    for (const query of ['fechaInicio=2026-02-30', 'fechaFin=ayer', `fechaInicio=${today()}&fechaFin=${addDaysIso(today(), -1)}`, 'facturado=quizá']) {
      const response = await call(superadmin, { method: 'GET', url: `${core}/admin/facturas?${query}` });
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('marks an invoice remitted once (then 409), audited, and the facturado filter follows', async () => {
    const id = issued.talleres!.id;
    const marked = await call(superadmin, { method: 'PUT', url: `${core}/admin/facturas/${id}/marcar-facturada` });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id, facturado: true });
    const again = await call(worker, { method: 'PUT', url: `${core}/admin/facturas/${id}/marcar-facturada` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'La factura ya está remesada.' });
    expect(ids(await list('facturado=true'))).toEqual([id]);
    expect(ids(await list('facturado=false'))).not.toContain(id);
    const audits = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'factura.remitted')));
    expect(audits).toHaveLength(1);
    expect((await call(superadmin, { method: 'PUT', url: `${core}/admin/facturas/${crypto.randomUUID()}/marcar-facturada` })).statusCode).toBe(404);
  });

  it('moves the collection date of a pending invoice, validates it, and refuses it once remitted (409)', async () => {
    const id = issued.panaderia1!.id;
    const url = `${core}/admin/facturas/${id}/fecha-facturar`;
    const nuevaFecha = nextTargetBusinessDay(addDaysIso(today(), 30));
    const moved = await call(superadmin, { method: 'PUT', url, payload: { nuevaFecha } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, fechaCuandoFacturar: nuevaFecha, facturado: false });
    const audits = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'factura.collection-date-changed')));
    expect(audits[0]?.changes).toMatchObject({ fechaCuandoFacturar: { from: nextTargetBusinessDay(addDaysIso(today(), 7)), to: nuevaFecha } });

    for (const payload of [{ nuevaFecha: '2026-13-01' }, { nuevaFecha: '' }, {}, { nuevaFecha: addDaysIso(today(), -1) }]) {
      const refused = await call(superadmin, { method: 'PUT', url, payload });
      expect([payload, refused.statusCode]).toEqual([payload, 400]);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }

    // Never on a day SEPA does not settle: 25 December (TARGET2), or a Saturday; the next business day is offered.
    const christmas = `${Number(today().slice(0, 4)) + 1}-12-25`;
    const holiday = await call(superadmin, { method: 'PUT', url, payload: { nuevaFecha: christmas } });
    expect([holiday.statusCode, holiday.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(holiday.json().data.siguienteDiaHabil).toBe(nextTargetBusinessDay(christmas));
    expect(holiday.json().message).toBe(`El 25/12/${christmas.slice(0, 4)} no es día hábil para cobrar por SEPA (fin de semana o festivo bancario TARGET2). El siguiente día hábil es el ${formatDate(nextTargetBusinessDay(christmas))}.`);
    let saturday = addDaysIso(today(), 10);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDaysIso(saturday, 1);
    const weekend = await call(superadmin, { method: 'PUT', url, payload: { nuevaFecha: saturday } });
    expect([weekend.statusCode, weekend.json().data.siguienteDiaHabil]).toEqual([400, nextTargetBusinessDay(saturday)]);

    expect((await call(superadmin, { method: 'PUT', url: `${core}/admin/facturas/${id}/marcar-facturada` })).statusCode).toBe(200);
    const late = await call(superadmin, { method: 'PUT', url, payload: { nuevaFecha: nextTargetBusinessDay(addDaysIso(today(), 40)) } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No se puede cambiar la fecha de una factura ya remesada.');
  });
});

describe('the company detail history (facturas-detalladas)', () => {
  it('gives the lines, the amount before VAT and with it, 5 per page', async () => {
    const response = await call(worker, { method: 'GET', url: `${core}/admin/facturas-detalladas?cifNif=${panaderia.nifCif}&page=0` });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ size: 5, totalElements: 2 });
    expect(page.content[0]).toMatchObject({
      id: issued.panaderia2!.id,
      importeTotal: 165.5,
      importeTotalImpuestos: 200.26,
      facturaDetalles: [
        { nombreProducto: 'Protocolo de acoso laboral', cantidad: 1, precioUnitario: 90.5 },
        { nombreProducto: 'Política de desconexión digital', cantidad: 1, precioUnitario: 75 },
      ],
    });
    const unknown = (await call(worker, { method: 'GET', url: `${core}/admin/facturas-detalladas?cifNif=B00000000` })).json();
    expect(unknown).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe('the Excel export', () => {
  async function workbookOf(query: string) {
    const response = await call(superadmin, { method: 'GET', url: `${core}/admin/facturas/export/excel?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="Facturas_${today()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook.getWorksheet('Facturas')!;
  }

  it("opens in exceljs with the filter's rows, number and date cells and a totals row", async () => {
    const sheet = await workbookOf(`razonSocial=${encodeURIComponent('Ñuño')}&fechaInicio=${addDaysIso(today(), -60)}&fechaFin=${today()}`);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(1).value).toBe('Número');
    const newest = sheet.getRow(2);
    expect(newest.getCell(1).value).toBe(issued.panaderia2!.numeroFactura);
    expect(newest.getCell(2).value).toEqual(new Date(`${today()}T00:00:00Z`));
    expect(newest.getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(newest.getCell(3).value).toBe('Panadería Ñuño S.L.');
    expect(newest.getCell(5).value).toBe('Adeudo Bancario');
    expect(newest.getCell(9).value).toBe(165.5);
    expect(newest.getCell(10).value).toBe(34.76);
    expect(newest.getCell(11).value).toBe(200.26);
    expect(newest.getCell(11).type).toBe(ExcelJS.ValueType.Number);
    expect(newest.getCell(11).numFmt).toContain('#,##0.00');
    const totals = sheet.getRow(4);
    expect(totals.getCell(1).value).toBe('Total (2 facturas)');
    expect(totals.getCell(11).value).toMatchObject({ formula: expect.stringContaining('SUMIF('), result: 321.26 });
    expect(totals.getCell(9).value).toMatchObject({ result: 265.5 });
  });

  it('reads every invoice once, newest first, however small the batches', async () => {
    const listed = (await call(superadmin, { method: 'GET', url: `${core}/admin/facturas?size=100` })).json().content.map((factura: { id: string }) => factura.id);
    const batches: string[][] = [];
    for await (const batch of facturasInBatches(app.context.database.db, {}, 1)) batches.push(batch.map((row) => row.id));
    expect(batches.every((batch) => batch.length === 1)).toBe(true);
    expect(batches.flat()).toEqual(listed);
    const filtered: string[] = [];
    for await (const batch of facturasInBatches(app.context.database.db, { gestoriaId: gestoriaA.gestoria.id }, 2)) filtered.push(...batch.map((row) => row.id));
    expect(filtered.sort()).toEqual([issued.panaderia1!.id, issued.panaderia2!.id, issued.talleres!.id].sort());
  });

  it('an empty filter gives the header and a zero totals row', async () => {
    const sheet = await workbookOf(`fechaInicio=${addDaysIso(today(), 1)}`);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Total (0 facturas)');
    expect(sheet.getRow(2).getCell(11).value).toBe(0);
  });
});

// RD 1619/2012 art. 15 (own series, the invoice corrected named) and Ley 37/1992 art. 80 (R1–R4);
// the records chain like any other (decision 0045).
describe('rectifying and cancelling from the staff screens', () => {
  let bodega: Empresa;
  let original: Awaited<ReturnType<typeof issueFactura>>;
  beforeAll(async () => {
    bodega = await empresaOf(gestoriaB.token, { razonSocial: 'Bodegas Ribera S.L.', nombreComercial: 'Bodegas Ribera' });
    original = await issueFactura(app, bodega.id, [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: 12000 }]);
  });

  it('the superadmin rectifies an invoice by differences: an R invoice of its own series naming the original, which the client downloads', async () => {
    const response = await call(superadmin, {
      method: 'POST',
      url: `${core}/admin/facturas/${original.id}/rectificar`,
      payload: { tipo: 'R1', modo: 'I', motivo: 'Descuento pactado no aplicado', lineas: [{ nombreProducto: 'Descuento sobre Protección de datos', precioUnitario: -20 }] },
    });
    expect(response.statusCode).toBe(201);
    const rectificativa = response.json();
    expect(rectificativa).toMatchObject({ tipo: 'R1', rectifica: original.numeroFactura, importeTotalImpuestos: -24.2, anulada: false });
    expect(rectificativa.facturaId).toMatch(new RegExp(`^R${today().slice(0, 4)}-\\d{6}$`));

    const own = (await call(bodega.token, { method: 'GET', url: `${core}/facturas/empresa/my` })).json();
    expect(own.content.map((factura: { facturaId: string; tipo: string }) => [factura.facturaId, factura.tipo])).toContainEqual([rectificativa.facturaId, 'R1']);
    const pdf = await call(bodega.token, { method: 'GET', url: `${core}/facturas/${rectificativa.id}/download` });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('FACTURA RECTIFICATIVA');
    expect(text).toContain(`Rectifica la factura ${original.numeroFactura} de`);
    expect(text).toContain('(por diferencias)');
    expect(text).toContain('Tipo R1:');
    expect(text).toContain('Motivo: Descuento pactado no aplicado');
    expect(text).toContain('-24,20 €');
    expect(text).toContain('Importe a favor del cliente: no se cargará.');
    expect(text).not.toContain('VERI*FACTU');

    const audit = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, original.id), eq(auditLog.action, 'factura.rectified')));
    expect(audit).toHaveLength(1);

    // E-mailed like any invoice, with its own label, and never charged.
    const [message] = await app.context.database.db.select().from(outboxMessages).where(sql`${outboxMessages.templateData}->>'numeroFactura' = ${rectificativa.facturaId}`);
    const email = facturaEmitidaEmail.render(facturaEmitidaData.parse(message!.templateData));
    expect(email.subject).toBe(`Factura rectificativa ${rectificativa.facturaId} de Cumplia Compliance S.L.`);
    expect(email.text).toContain(`que rectifica la factura ${original.numeroFactura}`);
    expect(email.text).toContain('No le cargaremos ningún importe por esta factura.');
    expect(email.text).not.toContain('VERI*FACTU');
  });

  it('a worker rectifies by substitution; the client and the gestoría cannot; a wrong body is a 400', async () => {
    const substitution = { tipo: 'R4', modo: 'S', motivo: 'Precio equivocado', lineas: [{ nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitario: 90 }] };
    for (const token of [bodega.token, gestoriaB.token]) {
      expect((await call(token, { method: 'POST', url: `${core}/admin/facturas/${original.id}/rectificar`, payload: substitution })).statusCode).toBe(403);
    }
    const negative = await call(worker, { method: 'POST', url: `${core}/admin/facturas/${original.id}/rectificar`, payload: { ...substitution, lineas: [{ nombreProducto: 'x', precioUnitario: -1 }] } });
    expect(negative.statusCode).toBe(400);
    expect((await call(worker, { method: 'POST', url: `${core}/admin/facturas/${original.id}/rectificar`, payload: { ...substitution, tipo: 'R9' } })).statusCode).toBe(400);

    const response = await call(worker, { method: 'POST', url: `${core}/admin/facturas/${original.id}/rectificar`, payload: substitution });
    expect(response.statusCode).toBe(201);
    // 90 + 18,90 replace what the invoice is worth after the test above's −24,20 € (145,20 − 24,20 =
    // 121,00; RD 1619/2012 art. 15, ImporteRectificacion: the amounts actually replaced): the
    // substitution is worth the difference, −12,10 €.
    expect(response.json()).toMatchObject({ tipo: 'R4', rectifica: original.numeroFactura, importeTotalImpuestos: -12.1 });
    const text = await pdfText((await call(worker, { method: 'GET', url: `${core}/worker/facturas/${response.json().id}/download` })).rawPayload);
    expect(text).toContain('(por sustitución)');
    expect(text).toMatch(/Factura rectificada\s*-121,00 €/);
    expect(text).toContain('108,90 €');
    expect(text).toContain('-12,10 €');
  });

  it('cancels an invoice issued by mistake and not collected; refuses a second time, a remitted one and a rectified one (409)', async () => {
    const mistaken = await issueFactura(app, bodega.id);
    const response = await call(superadmin, { method: 'POST', url: `${core}/admin/facturas/${mistaken.id}/anular`, payload: { motivo: 'Emitida por error' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: mistaken.id, anulada: true });
    expect((await call(superadmin, { method: 'POST', url: `${core}/admin/facturas/${mistaken.id}/anular`, payload: { motivo: 'Otra vez' } })).statusCode).toBe(409);
    expect((await call(superadmin, { method: 'POST', url: `${core}/admin/facturas/${original.id}/anular`, payload: { motivo: 'Error' } })).statusCode).toBe(409);
    expect((await call(superadmin, { method: 'POST', url: `${core}/admin/facturas/${mistaken.id}/anular`, payload: { motivo: ' ' } })).statusCode).toBe(400);

    const remitted = await issueFactura(app, bodega.id);
    expect((await call(superadmin, { method: 'PUT', url: `${core}/admin/facturas/${remitted.id}/marcar-facturada` })).statusCode).toBe(200);
    expect((await call(worker, { method: 'POST', url: `${core}/admin/facturas/${remitted.id}/anular`, payload: { motivo: 'Emitida por error' } })).statusCode).toBe(409);
  });

  it('the Excel export labels a rectifying invoice with the invoice it corrects', async () => {
    const response = await call(superadmin, { method: 'GET', url: `${core}/admin/facturas/export/excel?razonSocial=${encodeURIComponent('Bodegas Ribera')}` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Facturas')!;
    const labels = sheet.getColumn(12).values.filter((value): value is string => typeof value === 'string');
    expect(labels).toContain(`Factura rectificativa de ${original.numeroFactura}`);
    expect(labels).toContain('Factura');
  });
});
