import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ROLES, type Role } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, tokenFor } from '../../../test/support/factories.ts';
import { auditLog, empresas } from '../../db/schema/index.ts';

let app: FastifyInstance;
let superadmin: string;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  gestoria = await createGestoria(app);
});
afterAll(() => closeTestApp(app));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const verify = (id: string, token: string) => app.inject({ method: 'POST', url: `/api/cumplia-core/admin/empresas/${id}/verify`, headers: bearer(token) });

/** A new company, as a gestoría creates it: not verified. */
async function newEmpresa(): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/cumplia-core/gestorias/my/empresas', headers: bearer(gestoria.token), payload: empresaForm() });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}
const isVerified = async (id: string) => (await app.context.database.db.select({ verificado: empresas.verificado }).from(empresas).where(eq(empresas.id, id)))[0]?.verificado;
const unverifiedIds = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/admin/empresas?verificado=false&page=0&size=100', headers: bearer(superadmin) });
  return (response.json().content as Array<{ id: string }>).map((empresa) => empresa.id);
};

describe('"Verificar" (POST admin/empresas/{id}/verify)', () => {
  it('marks the company verified, takes it off "Nuevas empresas" and audits who did it', async () => {
    const id = await newEmpresa();
    expect(await unverifiedIds()).toContain(id);

    const response = await verify(id, superadmin);
    expect(response.statusCode).toBe(204);
    expect(await isVerified(id)).toBe(true);
    expect(await unverifiedIds()).not.toContain(id);
    const audit = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'empresa.verified')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'empresa', changes: { verificado: [false, true] } });
  });

  it('changes nothing the second time', async () => {
    const id = await newEmpresa();
    expect((await verify(id, superadmin)).statusCode).toBe(204);
    expect((await verify(id, superadmin)).statusCode).toBe(204);
    const audit = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'empresa.verified')));
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for a company that does not exist and 400 for an id that is not one', async () => {
    expect((await verify(randomUUID(), superadmin)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await verify(randomUUID(), superadmin)).statusCode).toBe(404);
    expect((await verify('B12345678', superadmin)).statusCode).toBe(400);
  });

  it('is the superadmin\'s alone: the worker, a gestoría and a company get 403 and the company stays pending', async () => {
    const id = await newEmpresa();
    const others: Role[] = [ROLES.CUMPLIA_WORKER, ROLES.COMPANY];
    const tokens = [gestoria.token, ...(await Promise.all(others.map(async (role) => tokenFor(app, await createUser(app, { roles: [role] })))))];
    for (const token of tokens) {
      const response = await verify(id, token);
      expect([response.statusCode, response.json().code]).toEqual([403, 'SECURITY_ERROR']);
    }
    expect(await isVerified(id)).toBe(false);
  });
});
