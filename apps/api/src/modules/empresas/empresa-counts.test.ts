import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, empresaForm } from '../../../test/support/factories.ts';
import { empresaCountDeltas, empresas, gestorias } from '../../db/schema/index.ts';
import { compactEmpresaCounts } from './empresas.repository.ts';

// A gestoría's list total is the sum of count deltas kept by triggers (migration 0006): these tests
// check it against count(*) after every kind of change to the companies table.

let app: FastifyInstance;
let first: Awaited<ReturnType<typeof createGestoria>>;
let second: Awaited<ReturnType<typeof createGestoria>>;

beforeAll(async () => {
  app = await createTestApp();
  first = await createGestoria(app);
  second = await createGestoria(app);
});
afterAll(() => closeTestApp(app));

const db = () => app.context.database.db;

async function listTotal(gestoria: { token: string }): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/cumplia-core/gestorias/my/empresas?page=0&size=10',
    headers: { authorization: `Bearer ${gestoria.token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().totalElements as number;
}

async function countedRows(gestoriaId: string): Promise<number> {
  return db().$count(empresas, eq(empresas.gestoriaId, gestoriaId));
}

async function createEmpresa(gestoria: { token: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cumplia-core/gestorias/my/empresas',
    headers: { authorization: `Bearer ${gestoria.token}` },
    payload: empresaForm(),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** Companies inserted in one statement, as a bulk-upload batch does. */
async function insertCompanies(gestoriaId: string, count: number): Promise<void> {
  const values = Array.from({ length: count }, (_, index) => ({
    gestoriaId,
    razonSocial: `Lote ${index} S.L.`,
    nombreComercial: `Lote ${index}`,
    nifCif: `T${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
    tipo: 'E' as const,
    nombre: 'Titular',
    email: 'lote@example.com',
    telefono: '+34600000000',
    direccion: 'Calle 1',
    provincia: 'Madrid',
    codigoPostal: '28001',
    cnae: '6920',
    actividad: 'Asesoría',
    numCuenta: 'ES9121000418450200051332',
  }));
  await db().insert(empresas).values(values);
}

async function expectTotalsMatchRows() {
  expect(await listTotal(first)).toBe(await countedRows(first.gestoria.id));
  expect(await listTotal(second)).toBe(await countedRows(second.gestoria.id));
}

describe("a gestoría's company total", () => {
  it('follows creations, one delta row per statement', async () => {
    await createEmpresa(first);
    await createEmpresa(first);
    const before = await db().$count(empresaCountDeltas);
    await insertCompanies(first.gestoria.id, 40);
    expect(await db().$count(empresaCountDeltas)).toBe(before + 1);
    expect(await listTotal(first)).toBe(42);
    await expectTotalsMatchRows();
  });

  it('follows deletions, moves between gestorías and edits that keep the gestoría', async () => {
    const moved = await createEmpresa(first);
    const deleted = await createEmpresa(first);
    await db().delete(empresas).where(eq(empresas.id, deleted));
    await db().update(empresas).set({ gestoriaId: second.gestoria.id }).where(eq(empresas.id, moved));
    await db().update(empresas).set({ verificado: true }).where(eq(empresas.gestoriaId, first.gestoria.id));
    expect(await listTotal(second)).toBe(1);
    await expectTotalsMatchRows();
  });

  it('drops the companies of a deleted gestoría (they are unlinked), and the total of a new one starts at zero', async () => {
    const third = await createGestoria(app);
    await insertCompanies(third.gestoria.id, 5);
    expect(await listTotal(third)).toBe(5);
    await db().delete(gestorias).where(eq(gestorias.id, third.gestoria.id));
    const left = await db().select({ total: sql<number>`coalesce(sum(${empresaCountDeltas.delta}), 0)::int` }).from(empresaCountDeltas).where(eq(empresaCountDeltas.gestoriaId, third.gestoria.id));
    expect(left[0]?.total).toBe(0);
    expect(await listTotal(await createGestoria(app))).toBe(0);
  });

  it('stays exact when the deltas are folded while companies are being created', async () => {
    const expected = (await countedRows(first.gestoria.id)) + 30;
    await Promise.all([
      ...Array.from({ length: 10 }, () => insertCompanies(first.gestoria.id, 3)),
      compactEmpresaCounts(db()),
      compactEmpresaCounts(db()),
    ]);
    await compactEmpresaCounts(db());
    const rows = await db().select().from(empresaCountDeltas).where(inArray(empresaCountDeltas.gestoriaId, [first.gestoria.id, second.gestoria.id]));
    expect(rows).toHaveLength(2);
    expect(await listTotal(first)).toBe(expected);
    await expectTotalsMatchRows();
  });
});
