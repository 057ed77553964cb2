import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { ROLES, type Role } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, linkData, login, tokenFor, uniqueDni, type TestUser } from '../../../test/support/factories.ts';
import { auditLog, outboxMessages, refreshTokens, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let superadmin: TestUser;
let superadminToken: string;
let workerToken: string;
let worker: TestUser;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await createUser(app, { roles: [ROLES.CUMPLIA] });
  superadminToken = await tokenFor(app, superadmin);
  worker = await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] });
  workerToken = await tokenFor(app, worker);
  gestoria = await createGestoria(app);
});
afterAll(() => closeTestApp(app));

const CORE = '/api/cumplia-core';
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const getUser = (token: string, id: string) => call(token, { method: 'GET', url: `${CORE}/admin/users/${id}` });

/** The body of PUT admin/users/{id} for the user as GET answers it, with changes. */
async function edited(id: string, changes: Record<string, unknown>) {
  const current = (await getUser(superadminToken, id)).json();
  return {
    username: current.username,
    name: current.name,
    surname: current.surname,
    email: current.email,
    enabled: current.enabled,
    roles: current.roles,
    empresas: current.empresas.map(({ id: empresaId }: { id: string }) => ({ id: empresaId })),
    gestorias: current.gestorias.map(({ id: gestoriaId }: { id: string }) => ({ id: gestoriaId })),
    ...changes,
  };
}
const put = async (token: string, id: string, changes: Record<string, unknown>) =>
  call(token, { method: 'PUT', url: `${CORE}/admin/users/${id}`, payload: await edited(id, changes) });

const gestoriaUser = () => createUser(app, { roles: [ROLES.MANAGEMENT], gestoriaIds: [gestoria.gestoria.id] });

describe('"Agregar Usuario" (POST admin/gestorias/{id}/users)', () => {
  it('creates a disabled collaborator user of the gestoría and e-mails the verification link', async () => {
    const username = uniqueDni();
    const typed = `${username.slice(0, 8)}-${username.slice(8).toLowerCase()}`;
    const response = await call(superadminToken, {
      method: 'POST',
      url: `${CORE}/admin/gestorias/${gestoria.gestoria.id}/users`,
      payload: { username: typed, name: 'Elena Soler', email: 'elena@asesoria.es' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username,
      name: 'Elena Soler',
      email: 'elena@asesoria.es',
      enabled: false,
      roles: [{ id: ROLES.MANAGEMENT }],
      gestorias: [{ id: gestoria.gestoria.id, nifCif: gestoria.gestoria.nifCif }],
      empresas: [],
    });
    const [queued] = await app.context.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'elena@asesoria.es'));
    const mail = await app.context.services.outbox.get(queued!.id);
    expect(linkData(mail!.text, '/verificacion').username).toBe(username);

    const list = await call(superadminToken, { method: 'GET', url: `${CORE}/admin/gestorias/users?userEmail=ELENA@asesoria&size=10` });
    expect(list.json()).toMatchObject({ totalElements: 1, content: [{ id: gestoria.gestoria.id, nifCif: gestoria.gestoria.nifCif, users: [{ id: response.json().id, email: 'elena@asesoria.es' }] }] });
  });

  it('answers the spec texts for a bad payload, and refuses a taken username or an unknown gestoría', async () => {
    const url = `${CORE}/admin/gestorias/${gestoria.gestoria.id}/users`;
    const long = await call(workerToken, { method: 'POST', url, payload: { username: uniqueDni(), name: 'A', email: `${'a'.repeat(251)}@x.es` } });
    expect(long.json().data).toEqual({ email: 'El Email no puede exceder los 255 caracteres.' });
    const invalid = await call(workerToken, { method: 'POST', url, payload: { username: '12345678A', name: '', email: 'no-es-un-email' } });
    expect(invalid.json().data).toEqual({ username: 'El NIF/NIE no es válido.', name: 'El Nombre es requerido.', email: 'El Email no es válido.' });
    const taken = await call(workerToken, { method: 'POST', url, payload: { username: gestoria.user.username, name: 'Otro', email: 'otro@x.es' } });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'DUPLICATE_USERNAME']);
    const unknown = await call(workerToken, {
      method: 'POST',
      url: `${CORE}/admin/gestorias/${crypto.randomUUID()}/users`,
      payload: { username: uniqueDni(), name: 'Otro', email: 'otro@x.es' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('"Gestionar usuarios" (GET admin/gestorias/users)', () => {
  it('lists gestorías with their users, filtered by tax id', async () => {
    const other = await createGestoria(app);
    const response = await call(workerToken, { method: 'GET', url: `${CORE}/admin/gestorias/users?nifCif=${other.gestoria.nifCif.toLowerCase()}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: [{ id: other.gestoria.id, nifCif: other.gestoria.nifCif, nombreComercial: other.gestoria.nombreComercial, users: [{ id: other.user.id, email: other.user.email }] }],
      number: 0,
      size: 10,
      totalPages: 1,
      totalElements: 1,
    });
  });
});

describe('"Datos de Usuario" (GET and PUT admin/users/{id})', () => {
  it('lets the superadmin edit every field and grant a staff role, audited with before and after', async () => {
    const user = await gestoriaUser();
    const response = await put(superadminToken, user.id, { name: 'Nuevo', surname: 'Apellido', email: 'nuevo@x.es', roles: [{ id: ROLES.MANAGEMENT }, { id: ROLES.CUMPLIA_WORKER }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Nuevo', surname: 'Apellido', email: 'nuevo@x.es', roles: [{ id: ROLES.CUMPLIA_WORKER }, { id: ROLES.MANAGEMENT }] });
    const [audit] = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.updated')));
    expect(audit).toMatchObject({
      actorUserId: superadmin.id,
      changes: {
        before: { name: 'Usuario', email: user.email, roles: [ROLES.MANAGEMENT], gestoriaIds: [gestoria.gestoria.id] },
        after: { name: 'Nuevo', email: 'nuevo@x.es', roles: [ROLES.MANAGEMENT, ROLES.CUMPLIA_WORKER] },
      },
    });
  });

  it('lets a worker edit a collaborator user, but not grant ROLE_CUMPLIA nor any staff role', async () => {
    const user = await gestoriaUser();
    expect((await put(workerToken, user.id, { name: 'Cambiado por el trabajador' })).statusCode).toBe(200);
    for (const role of [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER]) {
      const escalation = await put(workerToken, user.id, { roles: [{ id: ROLES.MANAGEMENT }, { id: role }] });
      expect([escalation.statusCode, escalation.json().code], role).toEqual([403, 'SECURITY_ERROR']);
    }
    const self = await put(workerToken, worker.id, { roles: [{ id: ROLES.CUMPLIA }] });
    expect(self.statusCode).toBe(403);
    expect((await getUser(superadminToken, user.id)).json().roles).toEqual([{ id: ROLES.MANAGEMENT }]);
  });

  it('keeps a worker away from staff users: no reading, editing or deleting them', async () => {
    const staffUser = await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] });
    expect((await getUser(workerToken, staffUser.id)).statusCode).toBe(403);
    expect((await getUser(workerToken, superadmin.id)).statusCode).toBe(403);
    const edit = await call(workerToken, {
      method: 'PUT',
      url: `${CORE}/admin/users/${superadmin.id}`,
      payload: { username: superadmin.username, name: 'X', email: superadmin.email, enabled: false, roles: [{ id: ROLES.CUMPLIA }] },
    });
    expect(edit.statusCode).toBe(403);
    expect((await call(workerToken, { method: 'DELETE', url: `${CORE}/admin/users/${staffUser.id}` })).statusCode).toBe(403);
    expect((await getUser(superadminToken, staffUser.id)).statusCode).toBe(200);
  });

  it('offers the worker only the roles a worker may grant', async () => {
    const ids = async (token: string) => ((await call(token, { method: 'GET', url: `${CORE}/admin/roles` })).json() as Array<{ id: Role }>).map((role) => role.id);
    expect(await ids(superadminToken)).toEqual([ROLES.COMPANY, ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER, ROLES.MANAGEMENT]);
    expect(await ids(workerToken)).toEqual([ROLES.COMPANY, ROLES.MANAGEMENT]);
  });

  it('refuses to disable or demote oneself', async () => {
    const disable = await put(superadminToken, superadmin.id, { enabled: false });
    expect([disable.statusCode, disable.json().message]).toEqual([409, 'No puede deshabilitar su propio usuario.']);
    const demote = await put(superadminToken, superadmin.id, { roles: [{ id: ROLES.CUMPLIA_WORKER }] });
    expect([demote.statusCode, demote.json().message]).toEqual([409, 'No puede quitarse su propio rol de superadministrador.']);
    expect((await getUser(superadminToken, superadmin.id)).json()).toMatchObject({ enabled: true, roles: [{ id: ROLES.CUMPLIA }] });
  });

  it('ends the sessions of a user who is disabled', async () => {
    const user = await gestoriaUser();
    const session = await login(app, { username: user.username, password: user.password, tipo: 'G' });
    const { refreshToken } = session.json() as { refreshToken: string };
    expect((await put(superadminToken, user.id, { enabled: false })).statusCode).toBe(200);
    const live = await app.context.database.db.select().from(refreshTokens).where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    const refreshed = await app.inject({ method: 'POST', url: '/api/cumplia-auth/refresh-token', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(401);
  });

  it('keeps a company to one administrator user (409 with the existing text)', async () => {
    const created = await call(gestoria.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: empresaForm() });
    const empresaId = created.json().id as string;
    const user = await gestoriaUser();
    const response = await put(superadminToken, user.id, { empresas: [{ id: empresaId }], roles: [{ id: ROLES.COMPANY }] });
    expect([response.statusCode, response.json().message]).toEqual([409, 'La empresa ya tiene un usuario asignado.']);
    expect((await getUser(superadminToken, user.id)).json()).toMatchObject({ empresas: [], roles: [{ id: ROLES.MANAGEMENT }] });
  });
});

describe('DELETE admin/users/{id}', () => {
  it('deletes a collaborator user (worker or superadmin), audited, and their sessions with them', async () => {
    const user = await gestoriaUser();
    await login(app, { username: user.username, password: user.password, tipo: 'G' });
    const response = await call(workerToken, { method: 'DELETE', url: `${CORE}/admin/users/${user.id}` });
    expect(response.statusCode).toBe(204);
    expect((await getUser(superadminToken, user.id)).statusCode).toBe(404);
    const { db } = app.context.database;
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.deleted')));
    expect(audit).toMatchObject({ actorUserId: worker.id, changes: { before: { username: user.username, roles: [ROLES.MANAGEMENT] }, after: null } });
  });

  it('refuses to delete oneself', async () => {
    const response = await call(superadminToken, { method: 'DELETE', url: `${CORE}/admin/users/${superadmin.id}` });
    expect([response.statusCode, response.json().message]).toEqual([409, 'No puede eliminar su propio usuario.']);
    expect((await getUser(superadminToken, superadmin.id)).statusCode).toBe(200);
  });
});

describe('the last superadmin', () => {
  it('is kept when two superadmins disable each other at the same time', async () => {
    const { db } = app.context.database;
    const [first, second] = [await createUser(app, { roles: [ROLES.CUMPLIA] }), await createUser(app, { roles: [ROLES.CUMPLIA] })];
    const [one, two] = [await edited(second.id, { enabled: false }), await edited(first.id, { enabled: false })];
    // Only these two remain enabled superadmins.
    await db.update(users).set({ enabled: false }).where(eq(users.id, superadmin.id));
    try {
      const answers = await Promise.all([
        call(await tokenFor(app, first), { method: 'PUT', url: `${CORE}/admin/users/${second.id}`, payload: one }),
        call(await tokenFor(app, second), { method: 'PUT', url: `${CORE}/admin/users/${first.id}`, payload: two }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toSatisfy((codes: number[]) => codes[0] === 200 && [403, 409].includes(codes[1]!));
      const enabled = await db.select({ id: users.id }).from(users).where(eq(users.enabled, true));
      expect(enabled.filter((row) => [first.id, second.id].includes(row.id))).toHaveLength(1);
    } finally {
      await db.update(users).set({ enabled: true }).where(eq(users.id, superadmin.id));
    }
  });
});

describe('a gestoría or company user', () => {
  it('gets 403 on every users call', async () => {
    const empresaUser = await createUser(app, { roles: [ROLES.COMPANY] });
    const target = await gestoriaUser();
    const calls: InjectOptions[] = [
      { method: 'GET', url: `${CORE}/admin/gestorias/users` },
      { method: 'POST', url: `${CORE}/admin/gestorias/${gestoria.gestoria.id}/users`, payload: { username: uniqueDni(), name: 'X', email: 'x@x.es' } },
      { method: 'GET', url: `${CORE}/admin/users/${target.id}` },
      { method: 'PUT', url: `${CORE}/admin/users/${target.id}`, payload: await edited(target.id, { roles: [{ id: ROLES.CUMPLIA }] }) },
      { method: 'DELETE', url: `${CORE}/admin/users/${target.id}` },
      { method: 'GET', url: `${CORE}/admin/roles` },
    ];
    for (const token of [gestoria.token, await tokenFor(app, empresaUser)]) {
      for (const attempt of calls) {
        const answer = await call(token, attempt);
        expect([answer.statusCode, answer.json().code], `${attempt.method} ${attempt.url}`).toEqual([403, 'SECURITY_ERROR']);
      }
    }
    expect((await getUser(superadminToken, target.id)).json().roles).toEqual([{ id: ROLES.MANAGEMENT }]);
  });
});
