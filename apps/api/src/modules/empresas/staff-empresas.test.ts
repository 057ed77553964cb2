import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, linkData, tokenFor, uniqueCif } from '../../../test/support/factories.ts';
import { auditLog, empresas, empresaTools, empresaTotalDeltas, outboxMessages, users } from '../../db/schema/index.ts';
import { compactEmpresaCounts } from './empresas.repository.ts';

const CORE = '/api/cumplia-core';
let app: FastifyInstance;
let superadmin: string;
let worker: string;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
  gestoria = await createGestoria(app, { LOPD: 10000, ACOSO: 8000, DIGITAL: 7000 });
});
afterAll(() => closeTestApp(app));

const call = (token: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

/** The staff form's body: no flags of its own, the product lines decide. */
function staffForm(overrides: Record<string, unknown> = {}) {
  return { ...empresaForm({ lopdgdd: false, acosoLaboral: false, desconexionDigital: false }), productos: [], ...overrides };
}

async function create(token: string, area: 'admin' | 'worker', overrides: Record<string, unknown> = {}) {
  const body = staffForm(overrides);
  const response = await call(token, { method: 'POST', url: `${CORE}/${area}/empresas`, payload: body });
  return { body, response };
}

describe('staff "Alta de una empresa"', () => {
  it('creates the company of a gestoría with the tools and prices of its product lines, and e-mails its administrator', async () => {
    const productos = [
      { nombrePlantilla: 'LOPD', precioDescuento: 110.5 },
      { nombrePlantilla: 'DIGITAL', precioDescuento: '0,01' },
    ];
    const { body, response } = await create(superadmin, 'admin', { productos, gestoriaId: gestoria.gestoria.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      nifCif: body.nifCif,
      username: body.username,
      lopdgdd: true,
      acosoLaboral: false,
      desconexionDigital: true,
      precioLopdgdd: 110.5,
      // Not on a line: the gestoría's price, kept for when it is switched on.
      precioAcosoLaboral: 80,
      precioDesconexionDigital: 0.01,
      contratoLopdAceptado: false,
      verificado: false,
      gestoriaNombre: gestoria.gestoria.nombreComercial,
    });
    const { db } = app.context.database;
    const [admin] = await db.select().from(users).where(eq(users.username, body.username));
    expect(admin).toMatchObject({ enabled: false, passwordHash: null, email: body.email });
    const [queued] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, body.email), sql`${outboxMessages.template} is distinct from 'contract-signature'`));
    const mail = await app.context.services.outbox.get(queued!.id);
    expect(linkData(mail!.text, '/verificacion')).toMatchObject({ username: body.username, email: body.email });
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, response.json().id), eq(auditLog.action, 'empresa.created-by-staff')));
    expect(audit?.changes).toMatchObject({ gestoriaId: gestoria.gestoria.id, lopdgdd: true, desconexionDigital: true });
  });

  it('creates for the worker a company of no gestoría; a flag without a line takes its price field, else the base price', async () => {
    const { response } = await create(worker, 'worker', { acosoLaboral: true, precioAcosoLaboral: 75, productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 120 }] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ lopdgdd: true, acosoLaboral: true, desconexionDigital: false, precioLopdgdd: 120, precioAcosoLaboral: 75, precioDesconexionDigital: 90, gestoriaNombre: null });
  });

  it('answers bad product lines, an unknown gestoría and a taken NIF/CIF with the spec texts', async () => {
    const lines = await create(superadmin, 'admin', { productos: [{ nombrePlantilla: '', precioDescuento: -1 }, { nombrePlantilla: 'ACOSO', precioDescuento: 'abc' }] });
    expect(lines.response.statusCode).toBe(400);
    expect(lines.response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: { 'productos.0.nombrePlantilla': 'Seleccione un protocolo', 'productos.0.precioDescuento': 'Ingrese un precio válido', 'productos.1.precioDescuento': 'Ingrese un precio válido' },
    });
    const repeated = await create(superadmin, 'admin', { productos: [{ nombrePlantilla: 'ACOSO', precioDescuento: 90 }, { nombrePlantilla: 'ACOSO', precioDescuento: 80 }] });
    expect(repeated.response.json().data).toEqual({ 'productos.1.nombrePlantilla': 'Este protocolo ya está en otra línea.' });
    const unknown = await create(superadmin, 'admin', { gestoriaId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.response.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { gestoriaId: 'La gestoría seleccionada no existe.' } });
    const first = await create(superadmin, 'admin');
    const again = await create(worker, 'worker', { nifCif: first.body.nifCif });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toMatchObject({ code: 'DUPLICATE_NIF_CIF', message: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.' });
  });
});

describe('staff company lists', () => {
  it('lists every company, newest first, with the total of all of them', async () => {
    const own = await create(superadmin, 'admin', { gestoriaId: gestoria.gestoria.id });
    const other = await createGestoria(app);
    const theirs = await call(other.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: empresaForm() });
    expect(theirs.statusCode).toBe(201);
    for (const area of ['admin', 'worker']) {
      const response = await call(area === 'admin' ? superadmin : worker, { method: 'GET', url: `${CORE}/${area}/empresas?size=100` });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      const [all] = await app.context.database.db.select({ value: count() }).from(empresas);
      expect(page.totalElements).toBe(all!.value);
      const nifs = page.content.map((row: { nifCif: string }) => row.nifCif);
      expect(nifs.indexOf(theirs.json().nifCif)).toBeLessThan(nifs.indexOf(own.body.nifCif));
      expect(page.content.find((row: { nifCif: string }) => row.nifCif === own.body.nifCif)).toMatchObject({
        gestoriaNombre: gestoria.gestoria.nombreComercial,
        telefono: '+34654321987',
        nombre: own.body.nombre,
        username: own.body.username,
        precioLopdgdd: 100,
      });
    }
  });

  it('filters by verificado, by NIF/CIF prefix and by name, and pages them', async () => {
    const name = `Conservas Rías ${uniqueCif()}`;
    const made: Array<{ id: string; nifCif: string }> = [];
    for (let index = 0; index < 3; index++) made.push((await create(superadmin, 'admin', { nombreComercial: `${name} ${index}` })).response.json());
    await app.context.database.db.update(empresas).set({ verificado: true }).where(eq(empresas.id, made[0]!.id));

    const unverified = (await call(superadmin, { method: 'GET', url: `${CORE}/admin/empresas?verificado=false&size=7` })).json();
    const [pending] = await app.context.database.db.select({ value: count() }).from(empresas).where(eq(empresas.verificado, false));
    expect(unverified).toMatchObject({ size: 7, number: 0, totalElements: pending!.value });
    expect(unverified.content.every((row: { verificado: boolean }) => !row.verificado)).toBe(true);
    expect(unverified.content[0].nifCif).toBe(made[2]!.nifCif);

    const byName = (await call(worker, { method: 'GET', url: `${CORE}/worker/empresas?nombre=${encodeURIComponent(name.toLowerCase())}&size=2&page=1` })).json();
    expect(byName).toMatchObject({ totalElements: 3, totalPages: 2, number: 1 });
    expect(byName.content.map((row: { nifCif: string }) => row.nifCif)).toEqual([made[0]!.nifCif]);

    const byNif = (await call(superadmin, { method: 'GET', url: `${CORE}/admin/empresas?nifCif=${made[1]!.nifCif.slice(0, 8).toLowerCase()}` })).json();
    expect(byNif.content.map((row: { nifCif: string }) => row.nifCif)).toContain(made[1]!.nifCif);
    expect(byNif.content.every((row: { nifCif: string }) => row.nifCif.startsWith(made[1]!.nifCif.slice(0, 8)))).toBe(true);
  });

  it('keeps the totals of every company and of the unverified ones through the compaction job', async () => {
    await compactEmpresaCounts(app.context.database.db);
    // One row for the verified companies, one for the rest.
    expect((await app.context.database.db.select().from(empresaTotalDeltas)).map((row) => row.verificado).sort()).toEqual([false, true]);
    const page = (await call(superadmin, { method: 'GET', url: `${CORE}/admin/empresas` })).json();
    const [all] = await app.context.database.db.select({ value: count() }).from(empresas);
    expect(page.totalElements).toBe(all!.value);
    const unverified = (await call(worker, { method: 'GET', url: `${CORE}/worker/empresas?verificado=false` })).json();
    const [pending] = await app.context.database.db.select({ value: count() }).from(empresas).where(eq(empresas.verificado, false));
    expect(unverified.totalElements).toBe(pending!.value);
  });
});

describe('staff tool activation', () => {
  const tools = (lopdgdd: boolean, acosoLaboral = false, desconexionDigital = false) => ({ lopdgdd, acosoLaboral, desconexionDigital });
  const put = (nifCif: string, payload: object, path = 'tools') => call(superadmin, { method: 'PUT', url: `${CORE}/admin/empresas/${nifCif}/${path}`, payload });
  const rowsOf = (empresaId: string) => app.context.database.db.select().from(empresaTools).where(eq(empresaTools.empresaId, empresaId));

  it('needs a price above 0 to switch a tool on, and none to switch it off', async () => {
    const { body, response } = await create(superadmin, 'admin', { gestoriaId: gestoria.gestoria.id });
    const id = response.json().id;
    for (const price of [undefined, 0, -5]) {
      const refused = await put(body.nifCif, { tools: tools(true), price, callViafirma: false });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'El precio debe ser mayor a 0' });
    }
    const on = await put(body.nifCif, { tools: tools(true), price: 99.9, callViafirma: false });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ lopdgdd: true, precioLopdgdd: 99.9, contratoLopdAceptado: true, acosoLaboral: false });
    const signed = (await rowsOf(id)).find((row) => row.tool === 'LOPD');
    expect(signed?.fechaFirmaContrato).toBeInstanceOf(Date);

    const off = await put(body.nifCif, { tools: tools(false), callViafirma: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ lopdgdd: false, precioLopdgdd: 99.9, contratoLopdAceptado: true });
    const audits = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'empresa.tools-changed-by-staff')));
    expect(audits.map((audit) => audit.changes)).toEqual([
      { lopdgdd: [false, true], precioLopdgdd: [100, 99.9], contratoLopdAceptado: [false, true], callViafirma: false },
      { lopdgdd: [true, false], callViafirma: false },
    ]);
  });

  it('records a contract to be sent for signature when callViafirma is true', async () => {
    const { body, response } = await create(worker, 'worker');
    const on = await put(body.nifCif, { tools: tools(false, true), price: 70, callViafirma: true });
    expect(on.json()).toMatchObject({ acosoLaboral: true, precioAcosoLaboral: 70, contratoAcosoAceptado: false });
    const [request] = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, response.json().id), eq(auditLog.action, 'empresa.contract-signature-requested')));
    expect(request?.changes).toEqual({ tools: ['ACOSO'] });
  });

  it('switches several tools at once with their prices, with the spec texts for bad input', async () => {
    const { body } = await create(superadmin, 'admin');
    const none = await put(body.nifCif, { tools: {}, callViafirma: false }, 'tools/multiple-price');
    expect(none.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Debe seleccionar al menos una herramienta' });
    for (const price of ['12.3.4', '', '0', 'abc', undefined]) {
      const bad = await put(body.nifCif, { tools: { lopdgdd: { enabled: true, price } }, callViafirma: false }, 'tools/multiple-price');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'El precio es requerido y debe ser mayor a 0', data: { 'tools.lopdgdd.price': 'El precio es requerido y debe ser mayor a 0' } });
    }
    const done = await put(body.nifCif, { tools: { lopdgdd: { enabled: true, price: '115.5' }, desconexionDigital: { enabled: true, price: 60 } }, callViafirma: true }, 'tools/multiple-price');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ lopdgdd: true, precioLopdgdd: 115.5, acosoLaboral: false, desconexionDigital: true, precioDesconexionDigital: 60 });
    // The single call's price is for the tools it switches on: those already on keep theirs.
    const third = await put(body.nifCif, { tools: tools(true, true, true), price: 40, callViafirma: true });
    expect(third.json()).toMatchObject({ precioLopdgdd: 115.5, acosoLaboral: true, precioAcosoLaboral: 40, precioDesconexionDigital: 60 });
    const reprice = await put(body.nifCif, { tools: { lopdgdd: { enabled: true, price: 99 } }, callViafirma: true }, 'tools/multiple-price');
    expect(reprice.json()).toMatchObject({ precioLopdgdd: 99, precioAcosoLaboral: 40 });
    const missing = await put('B00000000', { tools: tools(true), price: 10 });
    expect(missing.statusCode).toBe(404);
  });

  it("switches tools through the worker's company edit with the three flags, at the gestoría's price", async () => {
    const { body } = await create(worker, 'worker', { gestoriaId: gestoria.gestoria.id, productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 50 }] });
    const current = (await call(worker, { method: 'GET', url: `${CORE}/worker/empresas/${body.nifCif}` })).json();
    const response = await call(worker, { method: 'PUT', url: `${CORE}/worker/empresas/${body.nifCif}`, payload: { ...current, lopdgdd: false, desconexionDigital: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lopdgdd: false, precioLopdgdd: 50, desconexionDigital: true, precioDesconexionDigital: 70, contratoDesconexionAceptado: false });
  });

  it("switches tools through the worker's toggle with the flags alone, leaving the company's data as another edit left it", async () => {
    const { body, response: created } = await create(worker, 'worker', { gestoriaId: gestoria.gestoria.id, productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 50 }] });
    const id = created.json().id;
    // Someone else edits the company after the worker's list was read.
    const current = (await call(superadmin, { method: 'GET', url: `${CORE}/worker/empresas/${body.nifCif}` })).json();
    expect((await call(superadmin, { method: 'PUT', url: `${CORE}/worker/empresas/${id}`, payload: { ...current, direccion: 'Calle Nueva 1' } })).statusCode).toBe(200);

    // Whatever else the body carries is not the route's: only the three flags are read.
    const toggle = (payload: object) => call(worker, { method: 'PUT', url: `${CORE}/worker/empresas/${body.nifCif}/tools`, payload });
    const response = await toggle({ lopdgdd: false, acosoLaboral: false, desconexionDigital: true, direccion: 'Calle Vieja 9', razonSocial: 'Otra S.L.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      direccion: 'Calle Nueva 1',
      razonSocial: body.razonSocial,
      lopdgdd: false,
      precioLopdgdd: 50,
      desconexionDigital: true,
      precioDesconexionDigital: 70,
      contratoDesconexionAceptado: false,
    });
    const audits = await app.context.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.filter((audit) => audit.action === 'empresa.tools-changed-by-staff').map((audit) => audit.changes)).toEqual([
      { lopdgdd: [true, false], desconexionDigital: [false, true], callViafirma: true },
    ]);
    // The contract of the tool switched on goes out by link (creation sends its own without this record).
    expect(audits.filter((audit) => audit.action === 'empresa.contract-signature-requested').map((audit) => audit.changes)).toEqual([{ tools: ['DIGITAL'] }]);

    expect((await toggle({ lopdgdd: true })).statusCode).toBe(400);
    const unknown = await call(worker, { method: 'PUT', url: `${CORE}/worker/empresas/B00000000/tools`, payload: { lopdgdd: true, acosoLaboral: false, desconexionDigital: false } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('who may call them', () => {
  it('refuses a gestoría user every staff company call, and asks for a token', async () => {
    const calls: InjectOptions[] = [
      { method: 'POST', url: `${CORE}/admin/empresas`, payload: staffForm() },
      { method: 'POST', url: `${CORE}/worker/empresas`, payload: staffForm() },
      { method: 'GET', url: `${CORE}/admin/empresas?verificado=false&size=7` },
      { method: 'GET', url: `${CORE}/worker/empresas` },
      { method: 'PUT', url: `${CORE}/admin/empresas/B00000000/tools`, payload: { tools: { lopdgdd: true, acosoLaboral: false, desconexionDigital: false }, price: 10 } },
      { method: 'PUT', url: `${CORE}/admin/empresas/B00000000/tools/multiple-price`, payload: { tools: { lopdgdd: { enabled: true, price: 10 } } } },
      { method: 'PUT', url: `${CORE}/worker/empresas/B00000000/tools`, payload: { lopdgdd: true, acosoLaboral: false, desconexionDigital: false } },
    ];
    for (const options of calls) {
      expect((await call(gestoria.token, options)).json()).toMatchObject({ code: 'SECURITY_ERROR' });
      expect((await app.inject(options)).statusCode).toBe(401);
    }
  });
});
