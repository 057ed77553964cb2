import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addMonthsIso, madridIsoDate } from '@cumplia/shared/calendar';
import { ROLES, type Role, type ToolCode } from '@cumplia/shared/enums';
import { staffDashboardSchema } from '@cumplia/shared/schemas/dashboard';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, insertEmpresa, tokenFor } from '../../../test/support/factories.ts';
import { empresaTools } from '../../db/schema/index.ts';

let app: FastifyInstance;
const tokens = {} as Record<'superadmin' | 'worker' | 'gestoria', string>;

/** YYYY-MM of the month `back` months before the current one, as it is in Spain. */
function monthKey(back: number): string {
  return addMonthsIso(`${madridIsoDate(new Date()).slice(0, 7)}-01`, -back).slice(0, 7);
}
/** Noon on the 15th of that month: inside it whatever the zone. */
const midMonth = (back: number) => new Date(`${monthKey(back)}-15T12:00:00Z`);

/** A company written straight to the tables, as every creation path leaves it, with the given state. */
async function insertCompany(options: { gestoriaId?: string | null; back?: number; verificado?: boolean; withUser?: boolean; tools?: ToolCode[] }) {
  const { db } = app.context.database;
  const { id } = await insertEmpresa(app, {
    gestoriaId: options.gestoriaId ?? null,
    verificado: options.verificado ?? false,
    createdAt: midMonth(options.back ?? 0),
  });
  const active = new Set(options.tools ?? []);
  await db.insert(empresaTools).values((['LOPD', 'ACOSO', 'DIGITAL'] as const).map((tool) => ({ empresaId: id, tool, activa: active.has(tool), precioCents: 9000 })));
  if (options.withUser) await createUser(app, { roles: [ROLES.COMPANY], empresaIds: [id] });
  return id;
}

const staffToken = async (roles: Role[]) => tokenFor(app, await createUser(app, { roles }));
const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

let gestorias: Array<Awaited<ReturnType<typeof createGestoria>>>;

beforeAll(async () => {
  app = await createTestApp();
  tokens.superadmin = await staffToken([ROLES.CUMPLIA]);
  tokens.worker = await staffToken([ROLES.CUMPLIA_WORKER]);
  gestorias = [];
  for (let index = 0; index < 11; index += 1) gestorias.push(await createGestoria(app));
  tokens.gestoria = gestorias[0]!.token;
  const [first, second, third] = gestorias;
  // The first gestoría: 4 companies; the second: 2; the other nine: 1 each. Two more on their own.
  await insertCompany({ gestoriaId: first!.gestoria.id, verificado: true, withUser: true, tools: ['LOPD', 'ACOSO'] });
  await insertCompany({ gestoriaId: first!.gestoria.id, verificado: true, withUser: true, tools: ['LOPD'] });
  await insertCompany({ gestoriaId: first!.gestoria.id, back: 1, withUser: true, tools: ['LOPD'] });
  await insertCompany({ gestoriaId: first!.gestoria.id, back: 11, tools: ['ACOSO'] });
  await insertCompany({ gestoriaId: second!.gestoria.id, back: 1, verificado: true, withUser: true, tools: ['LOPD'] });
  await insertCompany({ gestoriaId: second!.gestoria.id, back: 12 });
  await insertCompany({ gestoriaId: third!.gestoria.id, back: 3, withUser: true });
  for (const other of gestorias.slice(3)) await insertCompany({ gestoriaId: other.gestoria.id, back: 30 });
  await insertCompany({ back: 0, withUser: true, tools: ['DIGITAL'] });
  await insertCompany({ back: 2, verificado: true });
});
afterAll(() => closeTestApp(app));

describe('the staff dashboard', () => {
  it('answers every figure of a known data set', async () => {
    const response = await get('/api/cumplia-core/admin/dashboard', tokens.superadmin);
    expect(response.statusCode).toBe(200);
    const dashboard = staffDashboardSchema.parse(response.json());

    // 7 + 8 (one each for the last eight gestorías) + 2 without gestoría = 17; 4 verified; 6 with a user.
    expect(dashboard.empresas).toEqual({ total: 17, pendientesVerificacion: 13, verificadas: 4, sinUsuario: 11, sinGestoria: 2 });
    expect(dashboard.herramientasActivas).toEqual([
      { tool: 'LOPD', empresas: 4 },
      { tool: 'ACOSO', empresas: 2 },
      { tool: 'DIGITAL', empresas: 1 },
    ]);

    // The current month and the eleven before it, oldest first; a company 12 or 30 months old is not in them.
    const expectedMonths = Array.from({ length: 12 }, (_, index) => 11 - index).map((back) => ({
      mes: monthKey(back),
      empresas: { 0: 3, 1: 2, 2: 1, 3: 1, 11: 1 }[back] ?? 0,
    }));
    expect(dashboard.altasPorMes).toEqual(expectedMonths);

    // Ten gestorías of eleven, most companies first.
    expect(dashboard.empresasPorGestoria).toHaveLength(10);
    expect(dashboard.empresasPorGestoria.slice(0, 2)).toEqual([
      { gestoriaId: gestorias[0]!.gestoria.id, nombre: gestorias[0]!.gestoria.nombreComercial, empresas: 4 },
      { gestoriaId: gestorias[1]!.gestoria.id, nombre: gestorias[1]!.gestoria.nombreComercial, empresas: 2 },
    ]);
    expect(dashboard.empresasPorGestoria.slice(2).map((row) => row.empresas)).toEqual(Array(8).fill(1));
  });

  it('follows a verification', async () => {
    const id = await insertCompany({ gestoriaId: gestorias[2]!.gestoria.id });
    const before = staffDashboardSchema.parse((await get('/api/cumplia-core/admin/dashboard', tokens.superadmin)).json());
    const verified = await app.inject({ method: 'POST', url: `/api/cumplia-core/admin/empresas/${id}/verify`, headers: { authorization: `Bearer ${tokens.superadmin}` } });
    expect(verified.statusCode).toBe(204);
    const after = staffDashboardSchema.parse((await get('/api/cumplia-core/admin/dashboard', tokens.superadmin)).json());
    expect(after.empresas.pendientesVerificacion).toBe(before.empresas.pendientesVerificacion - 1);
    expect(after.empresas.verificadas).toBe(before.empresas.verificadas + 1);
    expect(after.empresas.total).toBe(before.empresas.total);
  });

  it('is for each staff home: the superadmin on the admin path, the worker on the worker path', async () => {
    expect((await get('/api/cumplia-core/worker/dashboard', tokens.worker)).statusCode).toBe(200);
    expect((await get('/api/cumplia-core/admin/dashboard', tokens.worker)).json()).toMatchObject({ code: 'SECURITY_ERROR' });
    expect((await get('/api/cumplia-core/worker/dashboard', tokens.superadmin)).json()).toMatchObject({ code: 'SECURITY_ERROR' });
  });

  it('refuses a gestoría user and a company user', async () => {
    const company = await staffToken([ROLES.COMPANY]);
    for (const token of [tokens.gestoria, company]) {
      for (const url of ['/api/cumplia-core/admin/dashboard', '/api/cumplia-core/worker/dashboard']) {
        const response = await get(url, token);
        expect([response.statusCode, response.json().code]).toEqual([403, 'SECURITY_ERROR']);
      }
    }
  });
});
