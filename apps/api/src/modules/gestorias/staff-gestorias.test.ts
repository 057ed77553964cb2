import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, linkData, tokenFor, uniqueCif, uniqueDni } from '../../../test/support/factories.ts';
import { auditLog, gestoriaProductos, gestorias, outboxMessages, userGestorias, userRoles, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let superadmin: string;
let worker: string;
let collaborator: Awaited<ReturnType<typeof createGestoria>>;

const CORE = '/api/cumplia-core';

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
  collaborator = await createGestoria(app);
});
afterAll(() => closeTestApp(app));

const call = (token: string | undefined, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** The body of "Alta de Colaborador" as the form sends it (dni also as username). */
function gestoriaForm(overrides: Record<string, unknown> = {}) {
  const dni = uniqueDni();
  return {
    razonSocial: 'Asesores del Ebro S.L.',
    nifCif: uniqueCif(),
    tipo: 'E',
    nombre: 'Pilar Aznar Royo',
    dni: dni.toLowerCase(),
    username: dni.toLowerCase(),
    email: `${dni.toLowerCase()}@asesoresebro.es`,
    telefono: '654 321 987',
    nombreComercial: 'Asesores Ebro',
    direccion: 'Paseo Independencia 10',
    cnae: '6920',
    actividad: 'Asesoría fiscal y laboral',
    numTrabajadores: 4,
    numCuenta: 'ES91 2100 0418 4502 0005 1332',
    comision: 12.5,
    superColaborador: true,
    lopdgdd: false,
    acosoLaboral: false,
    desconexionDigital: false,
    empresaIds: [],
    productos: [
      { nombrePlantilla: 'LOPD', precioDescuento: 99.9 },
      { nombrePlantilla: 'DIGITAL', precioDescuento: 70 },
    ],
    ...overrides,
  };
}

async function createVia(prefix: 'admin' | 'worker', token: string, overrides: Record<string, unknown> = {}) {
  const body = gestoriaForm(overrides);
  const response = await call(token, { method: 'POST', url: `${CORE}/${prefix}/gestorias`, payload: body });
  return { body, response };
}

describe('"Alta de Colaborador"', () => {
  it('creates the gestoría with its prices and commission, and its administrator, who is e-mailed the verification link', async () => {
    const { body, response } = await createVia('admin', superadmin);
    expect(response.statusCode).toBe(201);
    const username = body.dni.toUpperCase();
    const created = response.json();
    expect(created).toMatchObject({
      nifCif: body.nifCif,
      dni: username,
      telefono: '+34654321987',
      numCuenta: 'ES9121000418450200051332',
      comision: 12.5,
      superColaborador: true,
      productos: [
        { nombrePlantilla: 'LOPD', precioDescuento: 99.9 },
        { nombrePlantilla: 'DIGITAL', precioDescuento: 70 },
      ],
    });
    const { db } = app.context.database;
    const [row] = await db.select().from(gestorias).where(eq(gestorias.id, created.id));
    expect(row?.comisionBasisPoints).toBe(1250);
    const prices = await db.select().from(gestoriaProductos).where(eq(gestoriaProductos.gestoriaId, created.id));
    expect(prices.map((price) => [price.nombrePlantilla, price.precioCents]).sort()).toEqual([['DIGITAL', 7000], ['LOPD', 9990]]);

    const [admin] = await db.select().from(users).where(eq(users.username, username));
    expect(admin).toMatchObject({ enabled: false, passwordHash: null, email: body.email, name: body.nombre });
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, admin!.id))).toEqual([{ userId: admin!.id, roleId: ROLES.MANAGEMENT }]);
    expect(await db.select().from(userGestorias).where(eq(userGestorias.userId, admin!.id))).toEqual([{ userId: admin!.id, gestoriaId: created.id }]);
    const [queued] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, body.email));
    const mail = await app.context.services.outbox.get(queued!.id);
    expect(linkData(mail!.text, '/verificacion')).toMatchObject({ username, email: body.email });

    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'gestoria.created')));
    expect(audit?.changes).toMatchObject({ nifCif: [null, body.nifCif], comision: [null, 12.5] });
  });

  it('is open to the worker too, at worker/gestorias, with the bearer token required', async () => {
    const { response } = await createVia('worker', worker, { comision: '3', productos: [] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ comision: 3, productos: [] });
    const anonymous = await call(undefined, { method: 'POST', url: `${CORE}/worker/gestorias`, payload: gestoriaForm() });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('answers each missing or wrong field with its Spanish message', async () => {
    const response = await call(superadmin, { method: 'POST', url: `${CORE}/admin/gestorias`, payload: { productos: [{ precioDescuento: -1 }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: {
        razonSocial: 'Razón Social es requerida.',
        nifCif: 'NIF/CIF es requerido.',
        tipo: 'Tipo es requerido.',
        nombre: 'Nombre es requerido.',
        dni: 'DNI es requerido.',
        email: 'Correo electrónico es requerido.',
        telefono: 'Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.',
        nombreComercial: 'Nombre Comercial es requerido.',
        direccion: 'Dirección es requerida.',
        cnae: 'CNAE es requerido.',
        actividad: 'Actividad de la Empresa es requerida.',
        numCuenta: 'Número de Cuenta es requerido.',
        comision: 'Comisión es requerida.',
        'productos.0.nombrePlantilla': 'Seleccione un protocolo',
        'productos.0.precioDescuento': 'Ingrese un precio válido',
      },
    });
  });

  it('checks the shapes: NIF, phone, IBAN, CNAE length, commission range and decimals, repeated protocols', async () => {
    const { response } = await createVia('admin', superadmin, {
      dni: 'B12345674',
      telefono: '+34 12345',
      numCuenta: 'ES912100041845020005133',
      cnae: 'x'.repeat(61),
      comision: 10.005,
      productos: [
        { nombrePlantilla: 'ACOSO', precioDescuento: 10 },
        { nombrePlantilla: 'ACOSO', precioDescuento: 12.345 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({
      dni: 'NIF inválido.',
      telefono: 'Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.',
      numCuenta: 'Formato de IBAN inválido.',
      cnae: 'CNAE debe ser menor de 60 carácteres.',
      comision: 'La comisión debe ser un número entre 0 y 100 con 2 decimales como máximo.',
      'productos.1.precioDescuento': 'Ingrese un precio válido',
      'productos.1.nombrePlantilla': 'Cada protocolo solo puede aparecer una vez.',
    });
    const over = await createVia('admin', superadmin, { comision: 100.01 });
    expect(over.response.json().data).toEqual({ comision: 'La comisión debe ser un número entre 0 y 100 con 2 decimales como máximo.' });
    const badIban = await createVia('admin', superadmin, { numCuenta: 'ES0021000418450200051332' });
    expect(badIban.response.json().data).toEqual({ numCuenta: 'IBAN no válido' });
  });

  it('refuses a NIF/CIF or a username already registered, creating nothing', async () => {
    const { body } = await createVia('admin', superadmin);
    const sameNif = await createVia('admin', superadmin, { nifCif: body.nifCif });
    expect(sameNif.response.statusCode).toBe(409);
    expect(sameNif.response.json()).toMatchObject({ code: 'DUPLICATE_NIF_CIF', message: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.' });

    const nifCif = uniqueCif();
    const sameUser = await createVia('admin', superadmin, { nifCif, dni: body.dni });
    expect(sameUser.response.statusCode).toBe(409);
    expect(sameUser.response.json()).toMatchObject({ code: 'DUPLICATE_USERNAME', message: expect.stringContaining('El NIF del usuario ya está registrado') });
    expect(await app.context.database.db.select().from(gestorias).where(eq(gestorias.nifCif, nifCif))).toEqual([]);
  });
});

describe('the collaborator list', () => {
  it('pages the gestorías newest first with commission and users, filtered by name and NIF/CIF', async () => {
    const { body, response } = await createVia('admin', superadmin, { nombreComercial: 'Listado Zaragozano', comision: 7.25 });
    const created = response.json();
    const byName = await call(superadmin, { method: 'GET', url: `${CORE}/admin/gestorias?nombre=zaragozano&page=0&size=10` });
    expect(byName.statusCode).toBe(200);
    const [admin] = await app.context.database.db.select().from(users).where(eq(users.username, body.dni.toUpperCase()));
    expect(byName.json()).toEqual({
      content: [
        { id: created.id, createdAt: created.createdAt, razonSocial: body.razonSocial, nombreComercial: 'Listado Zaragozano', nifCif: body.nifCif, comision: 7.25, users: [{ id: admin!.id, email: body.email }] },
      ],
      number: 0,
      size: 10,
      totalPages: 1,
      totalElements: 1,
    });
    const byNif = await call(worker, { method: 'GET', url: `${CORE}/worker/gestorias?nifCif=${body.nifCif.slice(0, 6).toLowerCase()}` });
    expect(byNif.json().content.map((item: { id: string }) => item.id)).toContain(created.id);

    const all = await call(superadmin, { method: 'GET', url: `${CORE}/admin/gestorias?size=2&page=1` });
    const page = all.json();
    expect(page).toMatchObject({ number: 1, size: 2 });
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
    const first = (await call(superadmin, { method: 'GET', url: `${CORE}/admin/gestorias?size=2&page=0` })).json();
    expect(first.content[0].createdAt >= page.content[0].createdAt).toBe(true);
  });
});

describe('the collaborator detail', () => {
  it('gives the gestoría, its products and a page of its companies', async () => {
    for (const nombreComercial of ['Primera', 'Segunda', 'Tercera']) {
      const response = await call(collaborator.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: empresaForm({ nombreComercial }) });
      expect(response.statusCode).toBe(201);
    }
    const response = await call(superadmin, { method: 'GET', url: `${CORE}/admin/gestorias/${collaborator.gestoria.id}?page=1&size=2` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: collaborator.gestoria.id,
      nifCif: collaborator.gestoria.nifCif,
      comision: 10,
      productos: [
        { nombrePlantilla: 'LOPD', precioDescuento: 100 },
        { nombrePlantilla: 'ACOSO', precioDescuento: 80 },
        { nombrePlantilla: 'DIGITAL', precioDescuento: 70 },
      ],
      empresas: { number: 1, size: 2, totalElements: 3, totalPages: 2, content: [{ nombreComercial: 'Primera' }] },
    });
    const viaWorker = await call(worker, { method: 'GET', url: `${CORE}/worker/gestorias/${collaborator.gestoria.id}` });
    expect(viaWorker.json().empresas.content.map((empresa: { nombreComercial: string }) => empresa.nombreComercial)).toEqual(['Tercera', 'Segunda', 'Primera']);
  });

  it('answers NOT_FOUND for an unknown id and VALIDATION_ERROR for a malformed one', async () => {
    const unknown = await call(superadmin, { method: 'GET', url: `${CORE}/admin/gestorias/00000000-0000-4000-8000-000000000000` });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const malformed = await call(superadmin, { method: 'GET', url: `${CORE}/admin/gestorias/abc` });
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('the collaborator edit', () => {
  const edit = (gestoria: { nifCif: string }, overrides: Record<string, unknown> = {}) => ({
    razonSocial: 'Asesores del Ebro Renovados S.L.',
    nombreComercial: 'Ebro Renovada',
    nifCif: gestoria.nifCif,
    dni: '12345678Z',
    email: 'nueva@asesoresebro.es',
    telefono: '+34 976 000 111',
    numCuenta: 'ES7921000813610123456789',
    comision: 15,
    productos: [{ nombrePlantilla: 'ACOSO', precioDescuento: 60.5 }],
    ...overrides,
  });

  it('saves the data, commission and product lines, answers the gestoría and audits before and after', async () => {
    const { response } = await createVia('admin', superadmin);
    const created = response.json();
    for (const url of [`${CORE}/admin/gestorias/${created.id}`, `${CORE}/admin/gestoria/${created.id}`, `${CORE}/worker/gestorias/${created.id}`]) {
      const token = url.includes('/worker/') ? worker : superadmin;
      const saved = await call(token, { method: 'PUT', url, payload: edit(created, { comision: url.includes('/worker/') ? 20 : 15 }) });
      expect(saved.statusCode, url).toBe(200);
    }
    const detail = (await call(superadmin, { method: 'GET', url: `${CORE}/admin/gestorias/${created.id}` })).json();
    expect(detail).toMatchObject({
      razonSocial: 'Asesores del Ebro Renovados S.L.',
      nombreComercial: 'Ebro Renovada',
      telefono: '+34976000111',
      comision: 20,
      nombre: created.nombre,
      productos: [{ nombrePlantilla: 'ACOSO', precioDescuento: 60.5 }],
    });
    const audits = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'gestoria.updated'))).orderBy(asc(auditLog.id));
    expect(audits[0]?.changes).toMatchObject({
      comision: [12.5, 15],
      nombreComercial: ['Asesores Ebro', 'Ebro Renovada'],
      productos: [JSON.stringify(created.productos), JSON.stringify([{ nombrePlantilla: 'ACOSO', precioDescuento: 60.5 }])],
    });
    expect(audits[1]?.changes).toEqual({});
    expect(audits[2]?.changes).toEqual({ comision: [15, 20] });
  });

  it("refuses another gestoría's NIF/CIF, bad fields and an unknown gestoría", async () => {
    const { response } = await createVia('admin', superadmin);
    const created = response.json();
    const taken = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/gestorias/${created.id}`, payload: edit(collaborator.gestoria) });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'DUPLICATE_NIF_CIF']);
    const bad = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/gestorias/${created.id}`, payload: edit(created, { comision: -1, email: 'no' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toEqual({ comision: 'La comisión debe ser un número entre 0 y 100 con 2 decimales como máximo.', email: 'Correo electrónico inválido.' });
    const unknown = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/gestorias/00000000-0000-4000-8000-000000000000`, payload: edit(created) });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const [row] = await app.context.database.db.select().from(gestorias).where(eq(gestorias.id, created.id));
    expect(row?.nombreComercial).toBe('Asesores Ebro');
  });
});

describe('who may call', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const calls: InjectOptions[] = [
    { method: 'POST', url: `${CORE}/admin/gestorias`, payload: {} },
    { method: 'GET', url: `${CORE}/admin/gestorias` },
    { method: 'GET', url: `${CORE}/admin/gestorias/${id}` },
    { method: 'PUT', url: `${CORE}/admin/gestorias/${id}`, payload: {} },
    { method: 'PUT', url: `${CORE}/admin/gestoria/${id}`, payload: {} },
    { method: 'POST', url: `${CORE}/worker/gestorias`, payload: {} },
    { method: 'GET', url: `${CORE}/worker/gestorias` },
    { method: 'GET', url: `${CORE}/worker/gestorias/${id}` },
    { method: 'PUT', url: `${CORE}/worker/gestorias/${id}`, payload: {} },
  ];

  it('refuses a gestoría user and a company user on every call', async () => {
    const company = await tokenFor(app, await createUser(app, { roles: [ROLES.COMPANY] }));
    for (const token of [collaborator.token, company]) {
      for (const options of calls) {
        const response = await call(token, options);
        expect([response.statusCode, response.json().code], `${options.method} ${options.url}`).toEqual([403, 'SECURITY_ERROR']);
      }
    }
  });

  it('keeps the worker calls to the worker role', async () => {
    for (const options of calls.filter((options) => String(options.url).includes('/worker/'))) {
      const response = await call(superadmin, options);
      expect([response.statusCode, response.json().code], `${options.method} ${options.url}`).toEqual([403, 'SECURITY_ERROR']);
    }
  });
});
