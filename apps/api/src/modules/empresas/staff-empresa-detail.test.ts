import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, linkData, tokenFor, uniqueCif, uniqueDni } from '../../../test/support/factories.ts';
import { auditLog, oneTimeCodes, outboxMessages, userEmpresas, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
let superadmin: string;
let worker: string;
let workerId: string;

beforeAll(async () => {
  app = await createTestApp();
  gestoria = await createGestoria(app, { LOPD: 10000, ACOSO: 8000, DIGITAL: 7000 });
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  const workerUser = await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] });
  workerId = workerUser.id;
  worker = await tokenFor(app, workerUser);
});
afterAll(() => closeTestApp(app));

const core = '/api/cumplia-core';
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

/** A company of the test gestoría, created as its collaborator would, with its administrator. */
async function createEmpresa(overrides: Record<string, unknown> = {}) {
  const body = empresaForm(overrides);
  const response = await call(gestoria.token, { method: 'POST', url: `${core}/gestorias/my/empresas`, payload: body });
  expect(response.statusCode).toBe(201);
  return { body, id: response.json().id as string };
}

/** What the superadmin's detail sends back: the spec's payload (no tipo, no numTrabajadores). */
function staffPayload(body: ReturnType<typeof empresaForm>, overrides: Record<string, unknown> = {}) {
  const { razonSocial, nombreComercial, nombre, nifCif, username, email, telefono, numCuenta, cnae, direccion, provincia, codigoPostal, actividad, metodoDePago } = body;
  return { razonSocial, nombreComercial, nombre, nifCif, dni: username, email, telefono, numCuenta, cnae, direccion, provincia, codigoPostal, actividad, metodoDePago, ...overrides };
}

describe('GET admin/empresas/{id}: the company detail', () => {
  it('shows the data, the gestoría, each tool with its price and the administrator still to verify', async () => {
    const { body, id } = await createEmpresa({ lopdgdd: true, acosoLaboral: false, desconexionDigital: true });
    for (const token of [superadmin, worker]) {
      const response = await call(token, { method: 'GET', url: `${core}/admin/empresas/${id}` });
      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(detail).toMatchObject({
        id,
        nifCif: body.nifCif,
        dni: body.username,
        gestoriaId: gestoria.gestoria.id,
        gestoriaNombre: gestoria.gestoria.nombreComercial,
        lopdgdd: true,
        precioLopdgdd: 100,
        administrador: { username: body.username, email: body.email, verificada: false, enabled: false },
      });
      expect(detail.herramientas).toEqual([
        { tool: 'LOPD', activa: true, precio: 100, fechaFirmaContrato: null, fechaInicio: null, fechaFin: null },
        { tool: 'ACOSO', activa: false, precio: 80, fechaFirmaContrato: null, fechaInicio: null, fechaFin: null },
        { tool: 'DIGITAL', activa: true, precio: 70, fechaFirmaContrato: null, fechaInicio: null, fechaFin: null },
      ]);
      expect(Date.parse(detail.administrador.verificacionCaduca)).toBeGreaterThan(Date.parse(detail.administrador.verificacionEnviada));
    }
  });

  it('answers 404 for an unknown company and 400 for an id that is not one', async () => {
    expect((await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${crypto.randomUUID()}` })).statusCode).toBe(404);
    const bad = await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/B12345674` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('PUT admin/empresas/{id}: the superadmin edit', () => {
  it('saves the data, keeps what the payload leaves out and audits each change with before and after', async () => {
    const { body, id } = await createEmpresa({ numTrabajadores: 23, tipo: 'E' });
    const response = await call(superadmin, {
      method: 'PUT',
      url: `${core}/admin/empresas/${id}`,
      payload: staffPayload(body, { razonSocial: 'Transportes Ebro Norte S.L.', telefono: '600 111 222', metodoDePago: 'TRANSFERENCIA', numCuenta: '' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      razonSocial: 'Transportes Ebro Norte S.L.',
      telefono: '+34600111222',
      metodoDePago: 'TRANSFERENCIA',
      numCuenta: 'ES0000000000000000000000',
      numTrabajadores: 23,
      tipo: 'E',
      administrador: { username: body.username },
    });
    const [audit] = await app.context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'empresa.updated')));
    expect(audit?.changes).toEqual({
      razonSocial: ['Transportes Ebro S.L.', 'Transportes Ebro Norte S.L.'],
      telefono: ['+34654321987', '+34600111222'],
      metodoDePago: ['SEPA', 'TRANSFERENCIA'],
      numCuenta: ['ES9121000418450200051332', 'ES0000000000000000000000'],
    });
  });

  it('answers DUPLICATE_NIF_CIF when the NIF/CIF is another company\'s', async () => {
    const other = await createEmpresa();
    const { body, id } = await createEmpresa();
    const response = await call(worker, { method: 'PUT', url: `${core}/admin/empresas/${id}`, payload: staffPayload(body, { nifCif: other.body.nifCif }) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DUPLICATE_NIF_CIF', message: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.' });
  });

  it.each([
    [{ nifCif: 'B12345678' }, 'nifCif', 'Debe tener 8 dígitos seguidos de una letra mayúscula o letra seguida de 7 dígitos y letra/número'],
    [{ telefono: '+34 12' }, 'telefono', 'Formato: +34 seguido de 9 dígitos'],
    [{ razonSocial: ' ' }, 'razonSocial', 'Razón Social es requerida.'],
    [{ numCuenta: 'ES0012345678901234567890' }, 'numCuenta', 'Número de Cuenta inválido.'],
    [{ cnae: '1'.repeat(61) }, 'cnae', 'CNAE debe ser menor de 60 carácteres.'],
  ])('refuses %j with the field\'s Spanish message', async (overrides, field, message) => {
    const { body, id } = await createEmpresa();
    const response = await call(superadmin, { method: 'PUT', url: `${core}/admin/empresas/${id}`, payload: staffPayload(body, overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { [field]: message } });
  });

  it("refuses to change the administrator's NIF, which is the user's login", async () => {
    const { body, id } = await createEmpresa();
    const response = await call(superadmin, { method: 'PUT', url: `${core}/admin/empresas/${id}`, payload: staffPayload(body, { dni: uniqueDni() }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({ dni: 'El NIF del usuario no se cambia desde la empresa: edítelo en «Gestionar usuarios».' });
    const [admin] = await app.context.database.db.select().from(users).where(eq(users.username, body.username));
    expect(admin).toBeDefined();
  });
});

describe('GET admin/empresas/{id}/send-verification', () => {
  it('gives the administrator a new code, clears the password and e-mails the link again', async () => {
    const { body, id } = await createEmpresa();
    const { db } = app.context.database;
    await db.update(users).set({ passwordHash: 'hash-de-prueba', enabled: true }).where(eq(users.username, body.username));
    const response = await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${id}/send-verification` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verificación reenviada exitosamente. La contraseña ha sido reseteada.' });
    const [admin] = await db.select().from(users).where(eq(users.username, body.username));
    expect(admin).toMatchObject({ passwordHash: null, enabled: false });
    const open = await db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.userId, admin!.id), eq(oneTimeCodes.purpose, 'ACCOUNT_VERIFICATION')));
    expect(open.filter((code) => code.consumedAt === null)).toHaveLength(1);
    const mails = await db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, body.email), sql`${outboxMessages.template} is distinct from 'contract-signature'`)).orderBy(desc(outboxMessages.createdAt));
    expect(mails).toHaveLength(2);
    const mail = await app.context.services.outbox.get(mails[0]!.id);
    expect(linkData(mail!.text, '/verificacion')).toMatchObject({ username: body.username, email: body.email });
    const detail = await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${id}` });
    expect(detail.json().administrador).toMatchObject({ verificada: false, enabled: false });
  });

  it('is the superadmin\'s: a worker gets 403 and nothing changes', async () => {
    const { body, id } = await createEmpresa();
    const response = await call(worker, { method: 'GET', url: `${core}/admin/empresas/${id}/send-verification` });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SECURITY_ERROR');
    const mails = await app.context.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, body.email), sql`${outboxMessages.template} is distinct from 'contract-signature'`));
    expect(mails).toHaveLength(1);
  });

  it('answers 409 for a company without administrator user', async () => {
    const { id } = await createEmpresa();
    await app.context.database.db.delete(userEmpresas).where(eq(userEmpresas.empresaId, id));
    const response = await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${id}/send-verification` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('La empresa no tiene un usuario asignado.');
    expect((await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${id}` })).json().administrador).toBeNull();
  });
});

describe('worker/empresas/{idOrNifCif}', () => {
  it('reads a company by id and by NIF/CIF as typed, the administrator as username and dni', async () => {
    const { body, id } = await createEmpresa();
    for (const ref of [id, body.nifCif.toLowerCase()]) {
      const response = await call(worker, { method: 'GET', url: `${core}/worker/empresas/${ref}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, nifCif: body.nifCif, username: body.username, dni: body.username });
    }
    expect((await call(worker, { method: 'GET', url: `${core}/worker/empresas/${uniqueCif()}` })).statusCode).toBe(404);
  });

  it('edits a company by NIF/CIF, the worker named in the audit', async () => {
    const { body, id } = await createEmpresa();
    const response = await call(worker, {
      method: 'PUT',
      url: `${core}/worker/empresas/${body.nifCif}`,
      payload: { ...body, username: undefined, dni: body.username, direccion: 'Calle Nueva 3', lopdgdd: body.lopdgdd, acosoLaboral: body.acosoLaboral, desconexionDigital: body.desconexionDigital },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, direccion: 'Calle Nueva 3' });
    const [audit] = await app.context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'empresa.updated')));
    expect(audit).toMatchObject({ actorUserId: workerId, changes: { direccion: ['Polígono Malpica, calle E 7', 'Calle Nueva 3'] } });
  });

  it("switches the tools whose flag differs (the worker's toggle) at the gestoría's price", async () => {
    const { body, id } = await createEmpresa({ lopdgdd: true, acosoLaboral: false, desconexionDigital: false });
    const payload = { ...body, username: undefined, lopdgdd: true, acosoLaboral: true, desconexionDigital: false };
    const response = await call(worker, { method: 'PUT', url: `${core}/worker/empresas/${id}`, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lopdgdd: true, acosoLaboral: true, desconexionDigital: false, precioAcosoLaboral: 80 });
  });

  it('answers the edit by id with per-field messages', async () => {
    const { body, id } = await createEmpresa();
    const response = await call(worker, { method: 'PUT', url: `${core}/worker/empresas/${id}`, payload: { ...body, email: 'correo@', nifCif: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ email: 'Correo electrónico inválido.', nifCif: 'NIF/CIF es requerido.' });
  });
});

describe('who may call the staff company calls', () => {
  it('refuses a gestoría user (403) and a caller without token (401) on every one', async () => {
    const { body, id } = await createEmpresa();
    const calls: InjectOptions[] = [
      { method: 'GET', url: `${core}/admin/empresas/${id}` },
      { method: 'PUT', url: `${core}/admin/empresas/${id}`, payload: staffPayload(body) },
      { method: 'GET', url: `${core}/admin/empresas/${id}/send-verification` },
      { method: 'GET', url: `${core}/worker/empresas/${id}` },
      { method: 'PUT', url: `${core}/worker/empresas/${body.nifCif}`, payload: staffPayload(body) },
    ];
    const company = await tokenFor(app, await createUser(app, { roles: [ROLES.COMPANY] }));
    for (const options of calls) {
      for (const token of [gestoria.token, company]) {
        const response = await call(token, options);
        expect([response.statusCode, response.json().code], `${options.method} ${options.url}`).toEqual([403, 'SECURITY_ERROR']);
      }
      const anonymous = await app.inject(options);
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
