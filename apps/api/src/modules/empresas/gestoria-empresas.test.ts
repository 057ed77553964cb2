import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, linkData, tokenFor, uniqueCif, uniqueDni } from '../../../test/support/factories.ts';
import { auditLog, empresas, empresaTools, gestoriaProductos, gestorias, outboxMessages, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let first: Awaited<ReturnType<typeof createGestoria>>;
let second: Awaited<ReturnType<typeof createGestoria>>;

beforeAll(async () => {
  app = await createTestApp();
  first = await createGestoria(app, { LOPD: 10000, ACOSO: 8000, DIGITAL: 7000 });
  second = await createGestoria(app, { LOPD: 15000 });
});
afterAll(() => closeTestApp(app));

const call = (token: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

async function createEmpresa(token: string, overrides: Record<string, unknown> = {}) {
  const body = empresaForm(overrides);
  const response = await call(token, { method: 'POST', url: '/api/cumplia-core/gestorias/my/empresas', payload: body });
  return { body, response };
}

describe('"Alta de una empresa"', () => {
  it('creates the company with the gestoría prices and its administrator, who is e-mailed the verification link', async () => {
    const { body, response } = await createEmpresa(first.token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      nifCif: body.nifCif,
      username: body.username,
      telefono: '+34654321987',
      lopdgdd: true,
      acosoLaboral: false,
      desconexionDigital: true,
      precioLopdgdd: 100,
      precioAcosoLaboral: 80,
      precioDesconexionDigital: 70,
      verificado: false,
      gestoriaNombre: first.gestoria.nombreComercial,
    });
    const [admin] = await app.context.database.db.select().from(users).where(eq(users.username, body.username));
    expect(admin).toMatchObject({ enabled: false, passwordHash: null, email: body.email });
    const [queued] = await app.context.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, body.email), sql`${outboxMessages.template} is distinct from 'contract-signature'`));
    const mail = await app.context.services.outbox.get(queued!.id);
    expect(linkData(mail!.text, '/verificacion')).toMatchObject({ username: body.username, email: body.email });
    const audit = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, response.json().id), eq(auditLog.action, 'empresa.created')));
    expect(audit[0]).toMatchObject({ actorUserId: first.user.id, entityType: 'empresa' });
  });

  it('uses the base price for a tool the gestoría has no price for', async () => {
    const { response } = await createEmpresa(second.token, { acosoLaboral: true });
    expect(response.json()).toMatchObject({ precioLopdgdd: 150, precioAcosoLaboral: 90, precioDesconexionDigital: 90 });
  });

  it('answers each missing field with the spec message', async () => {
    const response = await call(first.token, { method: 'POST', url: '/api/cumplia-core/gestorias/my/empresas', payload: { metodoDePago: 'SEPA' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().data).toMatchObject({
      razonSocial: 'Razón Social es requerida.',
      nifCif: 'NIF/CIF es requerido.',
      tipo: 'Tipo es requerido.',
      nombre: 'Nombre es requerido.',
      username: 'DNI del usuario es requerido.',
      email: 'Correo electrónico es requerido.',
      telefono: 'Teléfono es requerido.',
      nombreComercial: 'Nombre Comercial es requerido.',
      direccion: 'Dirección es requerida.',
      codigoPostal: 'Código Postal es requerido.',
      localidad: 'Población es requerida.',
      provincia: 'Provincia es requerida.',
      cnae: 'CNAE es requerido.',
      actividad: 'Actividad de la Empresa es requerida.',
    });
  });

  it.each([
    [{ nifCif: 'B12345678' }, 'nifCif', 'NIF/CIF inválido.'],
    [{ username: '12345678A' }, 'username', 'DNI del usuario inválido.'],
    [{ email: 'correo@' }, 'email', 'Correo electrónico inválido.'],
    [{ numCuenta: '' }, 'numCuenta', 'Número de Cuenta es requerido.'],
    [{ numCuenta: 'ES0012345678901234567890' }, 'numCuenta', 'IBAN no válido'],
    [{ actividad: 'a'.repeat(61) }, 'actividad', 'Actividad no puede superar 60 caracteres.'],
    [{ metodoDePago: 'BIZUM' }, 'metodoDePago', 'Método de Pago es requerido.'],
  ])('refuses %j: %s "%s"', async (overrides, field, message) => {
    const { response } = await createEmpresa(first.token, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().data[field]).toBe(message);
  });

  it('keeps the placeholder account for a company that does not pay by direct debit', async () => {
    const { response } = await createEmpresa(first.token, { metodoDePago: 'TARJETA', numCuenta: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().numCuenta).toBe('ES0000000000000000000000');
  });

  it('refuses a duplicate NIF/CIF and a duplicate administrator NIF, writing nothing', async () => {
    const { body } = await createEmpresa(first.token);
    const duplicateNif = await createEmpresa(first.token, { nifCif: body.nifCif });
    expect(duplicateNif.response.statusCode).toBe(409);
    expect(duplicateNif.response.json().code).toBe('DUPLICATE_NIF_CIF');
    const duplicateUser = await createEmpresa(first.token, { username: body.username });
    expect(duplicateUser.response.statusCode).toBe(409);
    expect(duplicateUser.response.json().code).toBe('DUPLICATE_USERNAME');
    const leftover = await app.context.database.db.select().from(empresas).where(eq(empresas.nifCif, duplicateUser.body.nifCif));
    expect(leftover).toHaveLength(0);
  });

  it('answers GESTORIA_NOT_FOUND to a collaborator without a gestoría', async () => {
    const orphan = await tokenFor(app, await createUser(app, { roles: [ROLES.MANAGEMENT] }));
    const { response } = await createEmpresa(orphan);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'GESTORIA_NOT_FOUND', message: 'No tiene una gestoría asignada. Contacte con el administrador.' });
  });
});

describe('the company list', () => {
  it('pages the gestoría\'s own companies newest first and filters by name and NIF/CIF', async () => {
    const own = await createGestoria(app);
    const created = [];
    for (const name of ['Bodegas Aragón', 'Bodegas Moncayo', 'Panadería Sol']) {
      created.push((await createEmpresa(own.token, { nombreComercial: name })).body);
    }
    const page = await call(own.token, { method: 'GET', url: '/api/cumplia-core/gestorias/my/empresas?page=0&size=2' });
    expect(page.json()).toMatchObject({ number: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.json().content.map((row: { nombreComercial: string }) => row.nombreComercial)).toEqual(['Panadería Sol', 'Bodegas Moncayo']);
    const byName = await call(own.token, { method: 'GET', url: `/api/cumplia-core/gestorias/my/empresas?nombreEmpresa=${encodeURIComponent('bodegas')}` });
    expect(byName.json().totalElements).toBe(2);
    const byNif = await call(own.token, { method: 'GET', url: `/api/cumplia-core/gestorias/my/empresas?nifCif=${created[2]!.nifCif.toLowerCase()}` });
    expect(byNif.json().content).toHaveLength(1);
    expect(byNif.json().content[0]).toMatchObject({ nifCif: created[2]!.nifCif, username: created[2]!.username });
    const wildcard = await call(own.token, { method: 'GET', url: '/api/cumplia-core/gestorias/my/empresas?nombreEmpresa=%25' });
    expect(wildcard.json().totalElements).toBe(0);
    const mine = await call(own.token, { method: 'GET', url: '/api/cumplia-core/gestorias/my' });
    expect(mine.json()).toMatchObject({ nombreComercial: own.gestoria.nombreComercial });
    expect(mine.json().empresas).toHaveLength(3);
  });
});

/** A company as the database keeps it, for what the API cannot make (several at one creation time). */
function companyRow(gestoriaId: string) {
  return {
    gestoriaId, razonSocial: 'Lote S.L.', nombreComercial: 'Lote', nifCif: uniqueCif(), tipo: 'E' as const, nombre: 'Titular Lote', email: 'lote@example.es',
    telefono: '+34600000000', direccion: 'Calle Mayor 1', provincia: 'Madrid', codigoPostal: '28001', cnae: '4711', actividad: 'Comercio', numCuenta: 'ES9121000418450200051332',
  };
}

describe('the company list at its edges', () => {
  it('pages companies created in one transaction (one creation time) by id, with no company twice or missing', async () => {
    const own = await createGestoria(app);
    const createdAt = new Date('2026-01-15T10:00:00Z');
    const { db } = app.context.database;
    await db.insert(empresas).values(
      Array.from({ length: 5 }, (_, index) => ({ ...companyRow(own.gestoria.id), nombreComercial: `Lote ${index}`, createdAt })),
    );
    const seen: string[] = [];
    for (let page = 0; page < 3; page += 1) {
      const response = await call(own.token, { method: 'GET', url: `/api/cumplia-core/gestorias/my/empresas?page=${page}&size=2` });
      expect(response.json().totalElements).toBe(5);
      seen.push(...response.json().content.map((row: { id: string }) => row.id));
    }
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('answers the total beyond the last page, with a search or without', async () => {
    const own = await createGestoria(app);
    await createEmpresa(own.token, { nombreComercial: 'Bodegas Aragón' });
    await createEmpresa(own.token, { nombreComercial: 'Bodegas Moncayo' });
    const all = await call(own.token, { method: 'GET', url: '/api/cumplia-core/gestorias/my/empresas?page=5&size=1' });
    expect(all.json()).toMatchObject({ content: [], number: 5, totalElements: 2, totalPages: 2 });
    const searched = await call(own.token, { method: 'GET', url: '/api/cumplia-core/gestorias/my/empresas?page=5&size=1&nombreEmpresa=bodegas' });
    expect(searched.json()).toMatchObject({ content: [], totalElements: 2 });
  });

  // Every list read without the gestoría up front (`ownPage`): its companies, invoices, renewals and files.
  it('answers an empty list to a new gestoría, and GESTORIA_NOT_FOUND once its gestoría is gone', async () => {
    const own = await createGestoria(app);
    const empty = await call(own.token, { method: 'GET', url: '/api/cumplia-core/gestorias/my/empresas' });
    expect(empty.json()).toMatchObject({ content: [], totalElements: 0 });
    await createEmpresa(own.token);
    await app.context.database.db.delete(gestorias).where(eq(gestorias.id, own.gestoria.id));
    for (const url of [
      '/api/cumplia-core/gestorias/my/empresas',
      '/api/cumplia-core/gestorias/my/empresas/sin-usuario',
      '/api/cumplia-core/facturas/gestoria',
      '/api/cumplia-core/gestorias/my/renovaciones',
      '/api/cumplia-core/gestorias/archivos/my',
    ]) {
      const gone = await call(own.token, { method: 'GET', url });
      expect(gone.statusCode).toBe(403);
      expect(gone.json().code).toBe('GESTORIA_NOT_FOUND');
    }
  });
});

describe('editing and tools', () => {
  it('edits a company, keeping its username, and refuses a NIF/CIF that is taken', async () => {
    const { body } = await createEmpresa(first.token);
    const { body: other } = await createEmpresa(first.token);
    const { username: _username, lopdgdd: _l, acosoLaboral: _a, desconexionDigital: _d, ...editable } = body;
    const edited = await call(first.token, {
      method: 'PUT',
      url: `/api/cumplia-core/gestorias/my/empresas/${body.nifCif}`,
      payload: { ...editable, nombreComercial: 'Transportes Ebro Norte', metodoDePago: 'TRANSFERENCIA', numCuenta: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ nombreComercial: 'Transportes Ebro Norte', numCuenta: 'ES0000000000000000000000', username: body.username });
    const audit = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, edited.json().id), eq(auditLog.action, 'empresa.updated')));
    expect(audit[0]!.changes).toMatchObject({ nombreComercial: ['Transportes Ebro', 'Transportes Ebro Norte'] });

    const clash = await call(first.token, { method: 'PUT', url: `/api/cumplia-core/gestorias/my/empresas/${body.nifCif}`, payload: { ...editable, nifCif: other.nifCif } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('DUPLICATE_NIF_CIF');
    const badIban = await call(first.token, { method: 'PUT', url: `/api/cumplia-core/gestorias/my/empresas/${body.nifCif}`, payload: { ...editable, numCuenta: 'ES00' } });
    expect(badIban.json().data.numCuenta).toBe('Número de Cuenta inválido.');
  });

  it('switches tools on at the gestoría\'s price and off again', async () => {
    const { body } = await createEmpresa(first.token, { lopdgdd: false, acosoLaboral: false, desconexionDigital: false });
    const on = await call(first.token, { method: 'PUT', url: `/api/cumplia-core/gestorias/my/empresas/${body.nifCif}/tools`, payload: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false } });
    expect(on.json()).toMatchObject({ lopdgdd: true, acosoLaboral: true, desconexionDigital: false, precioLopdgdd: 100, precioAcosoLaboral: 80 });
    const off = await call(first.token, { method: 'PUT', url: `/api/cumplia-core/gestorias/my/empresas/${body.nifCif}/tools`, payload: { lopdgdd: false, acosoLaboral: true, desconexionDigital: false } });
    expect(off.json()).toMatchObject({ lopdgdd: false, acosoLaboral: true });
    const invalid = await call(first.token, { method: 'PUT', url: `/api/cumplia-core/gestorias/my/empresas/${body.nifCif}/tools`, payload: { lopdgdd: 'sí' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('writes only the row of the tool that changes, at the gestoría\'s price of the moment', async () => {
    const own = await createGestoria(app, { LOPD: 10000, ACOSO: 8000, DIGITAL: 7000 });
    const { body, response } = await createEmpresa(own.token, { lopdgdd: true, acosoLaboral: false, desconexionDigital: true });
    const id = response.json().id as string;
    const { db } = app.context.database;
    // xmin is the transaction that last wrote a row: it tells which rows a call wrote.
    const versions = async () =>
      Object.fromEntries((await db.select({ tool: empresaTools.tool, xmin: sql<string>`xmin::text` }).from(empresaTools).where(eq(empresaTools.empresaId, id))).map((row) => [row.tool, row.xmin]));
    const toggle = (payload: Record<string, boolean>) => call(own.token, { method: 'PUT', url: `/api/cumplia-core/gestorias/my/empresas/${body.nifCif}/tools`, payload });
    const created = await versions();
    expect(Object.keys(created).sort()).toEqual(['ACOSO', 'DIGITAL', 'LOPD']);

    await db.update(gestoriaProductos).set({ precioCents: 9500 }).where(eq(gestoriaProductos.gestoriaId, own.gestoria.id));
    const on = await toggle({ lopdgdd: true, acosoLaboral: true, desconexionDigital: true });
    expect(on.json()).toMatchObject({ lopdgdd: true, acosoLaboral: true, desconexionDigital: true, precioLopdgdd: 100, precioAcosoLaboral: 95, precioDesconexionDigital: 70 });
    const switchedOn = await versions();
    expect(switchedOn.ACOSO).not.toBe(created.ACOSO);
    expect([switchedOn.LOPD, switchedOn.DIGITAL]).toEqual([created.LOPD, created.DIGITAL]);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'empresa.tools-changed')));
    expect(audit!.changes).toEqual({ acosoLaboral: [false, true], precioAcosoLaboral: [80, 95] });

    // Switched off, a tool keeps its price; the same flags again write nothing.
    const off = await toggle({ lopdgdd: true, acosoLaboral: true, desconexionDigital: false });
    expect(off.json()).toMatchObject({ desconexionDigital: false, precioDesconexionDigital: 70 });
    const switchedOff = await versions();
    expect(switchedOff.DIGITAL).not.toBe(switchedOn.DIGITAL);
    expect([switchedOff.LOPD, switchedOff.ACOSO]).toEqual([switchedOn.LOPD, switchedOn.ACOSO]);
    expect((await toggle({ lopdgdd: true, acosoLaboral: true, desconexionDigital: false })).statusCode).toBe(200);
    expect(await versions()).toEqual(switchedOff);
  });
});

describe('companies without user', () => {
  it('lists them and assigns a user, who is e-mailed the verification link', async () => {
    const own = await createGestoria(app);
    const { body } = await createEmpresa(own.token);
    const [company] = await app.context.database.db.select().from(empresas).where(eq(empresas.nifCif, body.nifCif));
    // A company imported without its user (as staff may leave it): unlink the administrator.
    await app.context.database.raw.executeSql('delete from user_empresas where empresa_id = $1', [company!.id]);

    const list = await call(own.token, { method: 'GET', url: '/api/cumplia-core/gestorias/my/empresas/sin-usuario' });
    expect(list.json().content.map((row: { nifCif: string }) => row.nifCif)).toEqual([body.nifCif]);

    const invalid = await call(own.token, { method: 'POST', url: `/api/cumplia-core/empresas/${company!.id}/asignar-usuario`, payload: { username: '12345678A', email: 'x', name: '' } });
    expect(invalid.json().data).toEqual({ username: 'El NIF del usuario es inválido', email: 'Email inválido', name: 'El nombre es requerido' });

    const username = uniqueDni();
    const assigned = await call(own.token, { method: 'POST', url: `/api/cumplia-core/empresas/${company!.id}/asignar-usuario`, payload: { username, email: 'nuevo@transportesebro.es', name: 'Nuevo Administrador' } });
    expect(assigned.statusCode).toBe(201);
    const [queued] = await app.context.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, 'nuevo@transportesebro.es'), sql`${outboxMessages.template} is distinct from 'contract-signature'`));
    const mail = await app.context.services.outbox.get(queued!.id);
    expect(linkData(mail!.text, '/verificacion').username).toBe(username);
    const after = await call(own.token, { method: 'GET', url: '/api/cumplia-core/gestorias/my/empresas/sin-usuario' });
    expect(after.json().totalElements).toBe(0);
    const again = await call(own.token, { method: 'POST', url: `/api/cumplia-core/empresas/${company!.id}/asignar-usuario`, payload: { username: uniqueDni(), email: 'otro@x.es', name: 'Otro' } });
    expect(again.statusCode).toBe(409);
  });
});

describe('another gestoría', () => {
  it('gets 403 or 404, never the data, on every call with the first one\'s NIFs and ids', async () => {
    const { body, response } = await createEmpresa(first.token);
    const id = response.json().id as string;
    const { username: _u, lopdgdd: _l, acosoLaboral: _a, desconexionDigital: _d, ...editable } = body;
    const attempts: InjectOptions[] = [
      { method: 'GET', url: `/api/cumplia-core/gestorias/empresas/${body.nifCif}` },
      { method: 'PUT', url: `/api/cumplia-core/gestorias/my/empresas/${body.nifCif}`, payload: { ...editable, nombreComercial: 'Robada' } },
      { method: 'PUT', url: `/api/cumplia-core/gestorias/my/empresas/${body.nifCif}/tools`, payload: { lopdgdd: false, acosoLaboral: false, desconexionDigital: false } },
      { method: 'POST', url: `/api/cumplia-core/empresas/${id}/asignar-usuario`, payload: { username: uniqueDni(), email: 'intruso@x.es', name: 'Intruso' } },
    ];
    for (const attempt of attempts) {
      const answer = await call(second.token, attempt);
      expect([403, 404], `${attempt.method} ${attempt.url}`).toContain(answer.statusCode);
      expect(answer.body).not.toContain(body.razonSocial);
    }
    for (const url of ['/api/cumplia-core/gestorias/my/empresas', `/api/cumplia-core/gestorias/my/empresas?nifCif=${body.nifCif}`, '/api/cumplia-core/gestorias/my/empresas/sin-usuario', '/api/cumplia-core/gestorias/my']) {
      const answer = await call(second.token, { method: 'GET', url });
      expect(answer.body, url).not.toContain(body.nifCif);
    }
    const unchanged = await call(first.token, { method: 'GET', url: `/api/cumplia-core/gestorias/empresas/${body.nifCif}` });
    expect(unchanged.json()).toMatchObject({ nombreComercial: body.nombreComercial, lopdgdd: true });
  });
});
