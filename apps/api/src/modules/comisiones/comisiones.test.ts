import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, insertEmpresa, issueFactura, login, tokenFor } from '../../../test/support/factories.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { madridIsoDate } from '@cumplia/shared/calendar';
import { facturas, gestorias } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../db/seed.ts';
import { systemActor } from '../audit/audit.service.ts';
import { createFacturacionService, type FacturacionService } from '../facturas/facturacion.service.ts';

let app: FastifyInstance;
let facturacion: FacturacionService;
let superadmin: string;
let worker: string;
/** The issuing clock: the invoices below are issued on chosen days (Europe/Madrid decides the date). */
let clock = new Date('2025-03-10T10:00:00Z');
const core = '/api/cumplia-core';
const db = () => app.context.database.db;
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const get = (token: string, url: string) => call(token, { method: 'GET', url: `${core}${url}` });

type Gestoria = Awaited<ReturnType<typeof createGestoria>>;
let alfa: Gestoria;
let beta: Gestoria;
let gamma: Gestoria;
let sinFacturas: Gestoria;
const issued: Record<string, Awaited<ReturnType<FacturacionService['issue']>>> = {};

async function named(razonSocial: string, comisionBasisPoints: number): Promise<Gestoria> {
  const created = await createGestoria(app);
  await db().update(gestorias).set({ razonSocial, comisionBasisPoints }).where(eq(gestorias.id, created.gestoria.id));
  return { ...created, gestoria: { ...created.gestoria, razonSocial, comisionBasisPoints } };
}

const empresa = (razonSocial: string, gestoriaId: string | null) => insertEmpresa(app, { razonSocial, nombreComercial: razonSocial, gestoriaId });

const issueAt = (moment: string, empresaId: string, euros: number) => {
  clock = new Date(moment);
  return app.context.unitOfWork.run((uow) =>
    facturacion.issue(uow, { empresaId, origen: 'CONTRATO', origenId: crypto.randomUUID(), lineas: [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: Math.round(euros * 100) }] }),
  );
};
const setComision = (gestoria: Gestoria, comisionBasisPoints: number) => db().update(gestorias).set({ comisionBasisPoints }).where(eq(gestorias.id, gestoria.gestoria.id));

beforeAll(async () => {
  app = await createTestApp();
  const proveedor = { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid', telefono: '+34 910 000 000', email: 'hola@cumplia.es', registroMercantil: 'Registro Mercantil de Madrid' };
  facturacion = createFacturacionService({ proveedor, now: () => clock });
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
  alfa = await named('Alfa Asesores S.L.', 1000);
  beta = await named('Beta Gestión S.L.', 500);
  gamma = await named('Gamma Consultores S.L.', 1000);
  sinFacturas = await named('Delta Laboral S.L.', 1500);
  const panaderia = await empresa('Panadería Ñuño S.L.', alfa.gestoria.id);
  const conservas = await empresa('Conservas del Cantábrico S.A.', beta.gestoria.id);
  const talleres = await empresa('Talleres Gamma S.L.', gamma.gestoria.id);
  const libre = await empresa('Sin Gestoría S.L.', null);

  // March 2025 at 10 % for Alfa: 100 € (kept, later corrected by −20 €) and 90,50 € (cancelled).
  issued.primera = await issueAt('2025-03-10T10:00:00Z', panaderia.id, 100);
  issued.anulada = await issueAt('2025-03-11T10:00:00Z', panaderia.id, 90.5);
  await app.context.unitOfWork.run((uow) => facturacion.cancel(uow, systemActor, issued.anulada!.id, 'Emitida por error'));
  // Alfa's commission goes up to 12,50 %: the invoices above keep 10 %, the new ones take 12,50 %.
  await setComision(alfa, 1250);
  issued.segunda = await issueAt('2025-03-12T10:00:00Z', panaderia.id, 10.2);
  clock = new Date('2025-03-13T10:00:00Z');
  issued.rectificativa = await app.context.unitOfWork.run((uow) =>
    facturacion.rectify(uow, systemActor, issued.primera!.id, { tipo: 'R1', modo: 'I', motivo: 'Precio acordado distinto', lineas: [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: -2000 }] }),
  );
  issued.beta = await issueAt('2025-03-14T10:00:00Z', conservas.id, 120);
  issued.gamma = await issueAt('2025-03-15T10:00:00Z', talleres.id, 200);
  issued.libre = await issueAt('2025-03-16T10:00:00Z', libre.id, 500);
  // The last second of March in Madrid (CEST, UTC+2), then the first of April.
  issued.finDeMes = await issueAt('2025-03-31T21:59:59Z', panaderia.id, 50);
  issued.abril = await issueAt('2025-03-31T22:00:00Z', panaderia.id, 30);
});
afterAll(() => closeTestApp(app));

describe('the snapshot at issue', () => {
  it("records the company's gestoría and its commission on each invoice; a rectifying one takes its original's", async () => {
    const rows = await db().select({ id: facturas.id, gestoriaId: facturas.gestoriaId, comisionBasisPoints: facturas.comisionBasisPoints, fecha: facturas.fecha }).from(facturas);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const snapshot = (name: string) => {
      const row = byId.get(issued[name]!.id)!;
      return [row.gestoriaId, row.comisionBasisPoints];
    };
    expect(snapshot('primera')).toEqual([alfa.gestoria.id, 1000]);
    expect(snapshot('segunda')).toEqual([alfa.gestoria.id, 1250]);
    expect(snapshot('rectificativa')).toEqual([alfa.gestoria.id, 1000]);
    expect(snapshot('beta')).toEqual([beta.gestoria.id, 500]);
    expect(snapshot('libre')).toEqual([null, null]);
    expect([byId.get(issued.finDeMes!.id)!.fecha, byId.get(issued.abril!.id)!.fecha]).toEqual(['2025-03-31', '2025-04-01']);
  });

  it('the issuing path of the app records it too', async () => {
    const empresaDeAlfa = await empresa('Ferretería Alfa S.L.', alfa.gestoria.id);
    const factura = await issueFactura(app, empresaDeAlfa.id);
    expect([factura.gestoriaId, factura.comisionBasisPoints]).toEqual([alfa.gestoria.id, 1250]);
  });
});

describe("a gestoría's statement", () => {
  it('lists the month\'s invoices with the percentage each was issued with; cancelled ones out, rectifying ones subtracting', async () => {
    const response = await get(superadmin, `/admin/comisiones/${alfa.gestoria.id}?mes=2025-03`);
    expect(response.statusCode).toBe(200);
    const liquidacion = response.json();
    expect(liquidacion.gestoria).toEqual({ id: alfa.gestoria.id, razonSocial: 'Alfa Asesores S.L.', nifCif: alfa.gestoria.nifCif, comision: 12.5 });
    expect(liquidacion.facturas.map((f: Record<string, unknown>) => [f.facturaId, f.fecha, f.rectificativa, f.baseImponible, f.comision, f.importeComision])).toEqual([
      [issued.primera!.numeroFactura, '2025-03-10', false, 100, 10, 10],
      // 10,20 € × 12,5 % = 1,275 €: half a cent rounds away from zero.
      [issued.segunda!.numeroFactura, '2025-03-12', false, 10.2, 12.5, 1.28],
      [issued.rectificativa!.numeroFactura, '2025-03-13', true, -20, 10, -2],
      [issued.finDeMes!.numeroFactura, '2025-03-31', false, 50, 12.5, 6.25],
    ]);
    expect(liquidacion.facturas[0]).toMatchObject({ id: issued.primera!.id, empresa: { razonSocial: 'Panadería Ñuño S.L.' }, facturado: false });
    expect([liquidacion.mes, liquidacion.baseImponible, liquidacion.importeComision]).toEqual(['2025-03', 140.2, 15.53]);
  });

  it('counts an invoice in the month of its Madrid issue date', async () => {
    const abril = (await get(worker, `/worker/comisiones/${alfa.gestoria.id}?mes=2025-04`)).json();
    expect(abril.facturas.map((f: { facturaId: string }) => f.facturaId)).toEqual([issued.abril!.numeroFactura]);
    expect([abril.baseImponible, abril.importeComision]).toEqual([30, 3.75]);
    const febrero = (await get(worker, `/worker/comisiones/${alfa.gestoria.id}?mes=2025-02`)).json();
    expect([febrero.facturas, febrero.baseImponible, febrero.importeComision]).toEqual([[], 0, 0]);
  });

  it('is empty, not an error, for a gestoría without invoices that month; 404 for one that does not exist', async () => {
    const empty = await get(superadmin, `/admin/comisiones/${sinFacturas.gestoria.id}?mes=2025-03`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ facturas: [], baseImponible: 0, importeComision: 0, gestoria: { razonSocial: 'Delta Laboral S.L.', comision: 15 } });
    const unknown = await get(superadmin, `/admin/comisiones/${crypto.randomUUID()}?mes=2025-03`);
    expect([unknown.statusCode, unknown.json().code, unknown.json().message]).toEqual([404, 'NOT_FOUND', 'La gestoría no existe.']);
  });

  it('the gestoría reads its own statement only', async () => {
    const own = await get(beta.token, '/gestorias/my/comisiones?mes=2025-03');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ gestoria: { id: beta.gestoria.id }, baseImponible: 120, importeComision: 6 });
    expect(own.json().facturas.map((f: { id: string }) => f.id)).toEqual([issued.beta!.id]);
    const expectations: Array<[string, string, number]> = [
      [beta.token, `/admin/comisiones/${alfa.gestoria.id}?mes=2025-03`, 403],
      [beta.token, `/worker/comisiones/${alfa.gestoria.id}?mes=2025-03`, 403],
      [beta.token, `/admin/comisiones/${alfa.gestoria.id}/pdf?mes=2025-03`, 403],
      [beta.token, `/admin/comisiones/${alfa.gestoria.id}/excel?mes=2025-03`, 403],
      [beta.token, '/admin/comisiones?mes=2025-03', 403],
      [superadmin, '/gestorias/my/comisiones?mes=2025-03', 403],
      [worker, '/admin/comisiones?mes=2025-03', 200],
      [worker, `/admin/comisiones/${alfa.gestoria.id}?mes=2025-03`, 200],
      [superadmin, `/worker/comisiones/${alfa.gestoria.id}?mes=2025-03`, 200],
    ];
    for (const [token, url, status] of expectations) expect([url, (await get(token, url)).statusCode]).toEqual([url, status]);
    expect((await app.inject({ method: 'GET', url: `${core}/admin/comisiones?mes=2025-03` })).statusCode).toBe(401);
  });

  it('answers GESTORIA_NOT_FOUND, as the invoices do, once the gestoría of the token is gone', async () => {
    const gone = await createGestoria(app);
    await db().delete(gestorias).where(eq(gestorias.id, gone.gestoria.id));
    for (const url of ['/gestorias/my/comisiones?mes=2025-03', '/gestorias/my/comisiones/pdf?mes=2025-03', '/gestorias/my/comisiones/excel?mes=2025-03']) {
      const response = await get(gone.token, url);
      expect([url, response.statusCode, response.json().code]).toEqual([url, 403, 'GESTORIA_NOT_FOUND']);
    }
  });
});

describe("the staff's month", () => {
  it('gives the totals over every gestoría and a page of those with invoices, by name', async () => {
    const first = await get(superadmin, '/admin/comisiones?mes=2025-03&page=0&size=2');
    expect(first.statusCode).toBe(200);
    // 140,20 + 120 + 200 (the company without a gestoría counts for nobody).
    expect(first.json()).toMatchObject({ mes: '2025-03', baseImponible: 460.2, importeComision: 41.53 });
    expect(first.json().gestorias).toMatchObject({ number: 0, size: 2, totalPages: 2, totalElements: 3 });
    expect(first.json().gestorias.content).toEqual([
      { gestoriaId: alfa.gestoria.id, razonSocial: 'Alfa Asesores S.L.', nifCif: alfa.gestoria.nifCif, comision: 12.5, facturas: 4, baseImponible: 140.2, importeComision: 15.53 },
      { gestoriaId: beta.gestoria.id, razonSocial: 'Beta Gestión S.L.', nifCif: beta.gestoria.nifCif, comision: 5, facturas: 1, baseImponible: 120, importeComision: 6 },
    ]);
    const second = (await get(worker, '/worker/comisiones?mes=2025-03&page=1&size=2')).json();
    expect(second.gestorias).toMatchObject({ number: 1, totalPages: 2, totalElements: 3 });
    expect(second.gestorias.content.map((row: { razonSocial: string; importeComision: number }) => [row.razonSocial, row.importeComision])).toEqual([['Gamma Consultores S.L.', 20]]);
    const past = (await get(worker, '/worker/comisiones?mes=2025-03&page=5&size=2')).json();
    expect(past.gestorias).toMatchObject({ content: [], totalElements: 3, totalPages: 2 });
  });

  it('is empty for a month without invoices', async () => {
    const empty = (await get(superadmin, '/admin/comisiones?mes=2024-12')).json();
    expect(empty).toEqual({ mes: '2024-12', baseImponible: 0, importeComision: 0, gestorias: { content: [], number: 0, size: 10, totalPages: 0, totalElements: 0 } });
  });
});

describe('the files', () => {
  it('the PDF names the gestoría, the month and the totals', async () => {
    for (const [token, url] of [
      [superadmin, `/admin/comisiones/${alfa.gestoria.id}/pdf?mes=2025-03`],
      [alfa.token, '/gestorias/my/comisiones/pdf?mes=2025-03'],
    ] as const) {
      const response = await get(token, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`filename="Liquidacion_comisiones_${alfa.gestoria.nifCif}_2025-03.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Liquidación de comisiones');
      expect(text).toContain('marzo de 2025');
      expect(text).toContain('Alfa Asesores S.L.');
      expect(text).toContain(alfa.gestoria.nifCif);
      expect(text).toContain('Cumplia Compliance S.L.');
      expect(text).toContain(issued.rectificativa!.numeroFactura);
      expect(text).toContain('140,20 €');
      expect(text).toContain('15,53 €');
      expect(text).toContain('-2,00 €');
      expect(text).toContain('12,50 %');
      expect(text).not.toContain(issued.anulada!.numeroFactura);
      expect(text).toContain('Las facturas anuladas no se incluyen; las rectificativas restan.');
    }
  });

  it('the Excel has real numbers and dates, one row per invoice and a totals row', async () => {
    const response = await get(worker, `/worker/comisiones/${alfa.gestoria.id}/excel?mes=2025-03`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(`filename="Liquidacion_comisiones_${alfa.gestoria.nifCif}_2025-03.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Liquidación')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Factura', 'Fecha', 'Empresa', 'NIF/CIF', 'Base imponible (€)', 'Comisión (%)', 'Comisión (€)']);
    const row = (number: number) => (sheet.getRow(number).values as unknown[]).slice(1);
    expect(row(2)).toEqual([issued.primera!.numeroFactura, new Date('2025-03-10T00:00:00Z'), 'Panadería Ñuño S.L.', issued.primera!.destinatario.nif, 100, 0.1, 10]);
    expect(row(3).slice(4)).toEqual([10.2, 0.125, 1.28]);
    expect(row(4)[0]).toBe(`${issued.rectificativa!.numeroFactura} (rectificativa)`);
    expect(row(4).slice(4)).toEqual([-20, 0.1, -2]);
    const totals = row(6);
    expect(totals[0]).toBe('Total (4 facturas)');
    expect(totals[4]).toMatchObject({ formula: 'SUM(E2:E5)', result: 140.2 });
    expect(totals[6]).toMatchObject({ formula: 'SUM(G2:G5)', result: 15.53 });

    const own = await get(beta.token, '/gestorias/my/comisiones/excel?mes=2025-03');
    expect(own.headers['content-disposition']).toContain(`Liquidacion_comisiones_${beta.gestoria.nifCif}_2025-03.xlsx`);
  });
});

describe('bad input', () => {
  it('answers 400 with the Spanish message for a bad or missing month, and for a malformed id', async () => {
    for (const url of ['/admin/comisiones?mes=2025-13', '/admin/comisiones', `/admin/comisiones/${alfa.gestoria.id}?mes=marzo`, `/admin/comisiones/${alfa.gestoria.id}/pdf?mes=2025-3`]) {
      const response = await get(superadmin, url);
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'El mes no es válido (aaaa-mm).', data: { mes: 'El mes no es válido (aaaa-mm).' } });
    }
    const own = await get(alfa.token, '/gestorias/my/comisiones/excel?mes=2025-00');
    expect([own.statusCode, own.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    const badId = await get(superadmin, '/admin/comisiones/no-es-un-id?mes=2025-03');
    expect([badId.statusCode, badId.json().message]).toEqual([400, 'Identificador de gestoría no válido.']);
  });
});

describe('the demo data', () => {
  it("the demo gestoría's invoices carry its commission and make its statement of the month", async () => {
    await seedDemoData(db(), { unitOfWork: app.context.unitOfWork, facturacion: app.context.services.facturacion });
    const session = await login(app, { username: '11111111H', password: DEMO_PASSWORD, tipo: 'G' });
    const mes = madridIsoDate(new Date()).slice(0, 7);
    const liquidacion = (await get(session.json().token as string, `/gestorias/my/comisiones?mes=${mes}`)).json();
    expect(liquidacion.facturas).toHaveLength(4);
    expect(liquidacion.facturas.every((factura: { comision: number }) => factura.comision === liquidacion.gestoria.comision)).toBe(true);
    const cents = (euros: number) => Math.round(euros * 100);
    expect(cents(liquidacion.importeComision)).toBe(liquidacion.facturas.reduce((sum: number, factura: { importeComision: number }) => sum + cents(factura.importeComision), 0));
    expect(liquidacion.importeComision).toBeGreaterThan(0);
  });
});
