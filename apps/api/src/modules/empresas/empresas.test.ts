import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { linkData, login, solvedCaptcha, uniqueCif, uniqueDni } from '../../../test/support/factories.ts';
import { empresas, empresaTools, outboxMessages, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueDni();
  return {
    razonSocial: 'Cerámicas del Sur S.L.',
    nifCif: uniqueCif(),
    tipo: 'E',
    nombre: 'Rocío Fernández Gil',
    username,
    email: `${username.toLowerCase()}@ceramicasdelsur.es`,
    telefono: '612 34 56 78',
    nombreComercial: 'Cerámicas del Sur',
    direccion: 'Calle Alfarería 12',
    localidad: 'Sevilla',
    provincia: 'Sevilla',
    codigoPostal: '41010',
    cnae: '2341',
    actividad: 'Fabricación de artículos cerámicos',
    numTrabajadores: '14',
    numCuenta: 'ES91 2100 0418 4502 0005 1332',
    metodoDePago: 'SEPA',
    lopdgdd: true,
    acosoLaboral: true,
    desconexionDigital: false,
    ...overrides,
  };
}

async function register(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/cumplia-core/empresas/register', headers: { 'x-captcha-auth': await solvedCaptcha(app) }, payload: body });
}

const countOf = async (table: typeof users | typeof empresas | typeof outboxMessages) =>
  (await app.context.database.db.select({ value: count() }).from(table))[0]!.value;

describe('POST /api/cumplia-core/empresas/register', () => {
  it('creates the unverified company and its administrator, who verifies the account and logs in to the pending message', async () => {
    const body = registration();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ nifCif: body.nifCif, username: body.username, email: body.email });

    const [empresa] = await app.context.database.db.select().from(empresas).where(eq(empresas.id, created.id));
    expect(empresa).toMatchObject({
      verificado: false,
      gestoriaId: null,
      telefono: '+34612345678',
      numCuenta: 'ES9121000418450200051332',
      numTrabajadores: 14,
    });
    // Its three tools, as rows: the two chosen switched on, all at the base prices, none signed.
    const tools = await app.context.database.db.select().from(empresaTools).where(eq(empresaTools.empresaId, created.id)).orderBy(empresaTools.tool);
    expect(tools).toEqual([
      { empresaId: created.id, tool: 'LOPD', activa: true, precioCents: 12000, fechaFirmaContrato: null, fechaInicio: null, fechaFin: null },
      { empresaId: created.id, tool: 'ACOSO', activa: true, precioCents: 9000, fechaFirmaContrato: null, fechaInicio: null, fechaFin: null },
      { empresaId: created.id, tool: 'DIGITAL', activa: false, precioCents: 9000, fechaFirmaContrato: null, fechaInicio: null, fechaFin: null },
    ]);

    const [queued] = await app.context.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, body.email), sql`${outboxMessages.template} is distinct from 'contract-signature'`));
    const mail = await app.context.services.outbox.get(queued!.id);
    const data = linkData(mail!.text, '/verificacion');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/cumplia-auth/users/verify',
      headers: { 'x-captcha-auth': await solvedCaptcha(app) },
      payload: { username: body.username, email: body.email, verificationCode: data.code, password: 'Ceramica.2026' },
    });
    expect(verified.statusCode).toBe(200);

    const session = await login(app, { username: body.username, password: 'Ceramica.2026', tipo: 'E' });
    expect(session.statusCode).toBe(200);
    const mine = await app.inject({ method: 'GET', url: '/api/cumplia-core/empresas/my', headers: { authorization: `Bearer ${session.json().token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      nifCif: body.nifCif,
      verificado: false,
      username: body.username,
      dni: body.username,
      lopdgdd: true,
      acosoLaboral: true,
      desconexionDigital: false,
      precioLopdgdd: 120,
      precioAcosoLaboral: 90,
      precioDesconexionDigital: 90,
      contratoLopdAceptado: false,
      contratoAcosoAceptado: false,
      contratoDesconexionAceptado: false,
      permitirDescarga: false,
      gestoriaNombre: null,
    });
  });

  it('stores the placeholder account when the company does not pay by direct debit', async () => {
    const response = await register(registration({ metodoDePago: 'TRANSFERENCIA', numCuenta: '' }));
    expect(response.statusCode).toBe(201);
    const [empresa] = await app.context.database.db.select().from(empresas).where(eq(empresas.id, response.json().id));
    expect(empresa!.numCuenta).toBe('ES0000000000000000000000');
  });

  it('answers every missing field with its message', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.data).toMatchObject({
      razonSocial: 'Razón Social es requerida.',
      nifCif: 'NIF/CIF es requerido.',
      tipo: 'Tipo es requerido.',
      nombre: 'Nombre es requerido.',
      username: 'NIF del usuario es requerido.',
      email: 'Correo electrónico es requerido.',
      telefono: 'Teléfono es requerido.',
      nombreComercial: 'Nombre Comercial es requerido.',
      direccion: 'Dirección es requerida.',
      localidad: 'Población es requerida.',
      provincia: 'Provincia es requerida.',
      codigoPostal: 'Código Postal es requerido.',
      cnae: 'CNAE es requerido.',
      actividad: 'Actividad de la Empresa es requerida.',
      numTrabajadores: 'Número de trabajadores es requerido.',
      metodoDePago: 'Método de Pago es requerido.',
    });
  });

  it.each([
    [{ username: '12345678A' }, 'username', 'NIF del usuario inválido.'],
    [{ nifCif: 'B12345678' }, 'nifCif', 'NIF/CIF inválido.'],
    [{ email: 'no-es-correo' }, 'email', 'Correo electrónico inválido.'],
    [{ numCuenta: 'ES9121000418450200051333' }, 'numCuenta', 'IBAN no válido'],
    [{ numCuenta: '' }, 'numCuenta', 'Número de Cuenta es requerido.'],
    [{ cnae: 'x'.repeat(61) }, 'cnae', 'CNAE debe ser menor de 60 carácteres.'],
    [{ codigoPostal: '4101' }, 'codigoPostal', 'Código Postal inválido: 5 dígitos.'],
    [{ telefono: '+34 12' }, 'telefono', 'Teléfono inválido: +34 seguido de 9 dígitos.'],
    [{ lopdgdd: false, acosoLaboral: false, desconexionDigital: false }, 'lopdgdd', 'Seleccione al menos una herramienta.'],
  ])('refuses %j with "%s: %s"', async (overrides, field, message) => {
    const response = await register(registration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().data[field]).toBe(message);
  });

  it('refuses a NIF/CIF already registered, and writes nothing', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const [usersBefore, empresasBefore, outboxBefore] = [await countOf(users), await countOf(empresas), await countOf(outboxMessages)];
    const again = await register(registration({ nifCif: first.nifCif }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'DUPLICATE_NIF_CIF', message: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.' });
    expect([await countOf(users), await countOf(empresas), await countOf(outboxMessages)]).toEqual([usersBefore, empresasBefore, outboxBefore]);
  });

  it('refuses an administrator NIF already registered, and leaves no company behind', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const [usersBefore, empresasBefore, outboxBefore] = [await countOf(users), await countOf(empresas), await countOf(outboxMessages)];
    const second = registration({ username: first.username });
    const again = await register(second);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'DUPLICATE_USERNAME',
      message: 'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.',
    });
    const leftovers = await app.context.database.db.select().from(empresas).where(eq(empresas.nifCif, second.nifCif));
    expect(leftovers).toHaveLength(0);
    expect([await countOf(users), await countOf(empresas), await countOf(outboxMessages)]).toEqual([usersBefore, empresasBefore, outboxBefore]);
  });

  it('requires a fresh captcha: a replayed solution is refused', async () => {
    const captcha = await solvedCaptcha(app);
    const send = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/cumplia-core/empresas/register', headers: { 'x-captcha-auth': captcha }, payload: body });
    expect((await send(registration())).statusCode).toBe(201);
    const replay = await send(registration());
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CAPTCHA_INVALID');
    const none = await app.inject({ method: 'POST', url: '/api/cumplia-core/empresas/register', payload: registration() });
    expect(none.json().code).toBe('CAPTCHA_REQUIRED');
  });
});
