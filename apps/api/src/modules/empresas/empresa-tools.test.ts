import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { addYearsIso, madridIsoDate } from '@cumplia/shared/calendar';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, empresaForm, tokenFor } from '../../../test/support/factories.ts';
import { empresaTools, facturaLineas, facturas } from '../../db/schema/index.ts';

/*
 * A tool switched off and on again (docs/decisions/0041 "Switched on again while its year runs"):
 * while the year it has paid for is still running, signing its contract again starts no new period
 * and issues no invoice; once that year is over, it starts a new one and invoices it.
 */

const CORE = '/api/cumplia-core';
let app: FastifyInstance;
let superadmin: string;
const db = () => app.context.database.db;
const today = madridIsoDate(new Date());
/** The server's clock: set back to sign a tool some days ago, then brought to now. */
let clock = new Date();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  app = await createTestApp({}, { now: () => clock });
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
});
afterAll(() => closeTestApp(app));

const call = (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${superadmin}` } });

/** A company created by staff with no tool on. */
async function company() {
  const form = { ...empresaForm({ lopdgdd: false, acosoLaboral: false, desconexionDigital: false }), productos: [] };
  const created = await call({ method: 'POST', url: `${CORE}/admin/empresas`, payload: form });
  expect(created.statusCode).toBe(201);
  return { id: (created.json() as { id: string }).id, nifCif: form.nifCif };
}

/** Staff switch LOPD on (its contract signed on paper, at `price` €) or off. */
async function lopd(nifCif: string, on: boolean, price = 100) {
  const response = await call({
    method: 'PUT',
    url: `${CORE}/admin/empresas/${nifCif}/tools`,
    payload: { tools: { lopdgdd: on, acosoLaboral: false, desconexionDigital: false }, ...(on ? { price } : {}), callViafirma: false },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { lopdgdd: boolean; contratoLopdAceptado: boolean };
}

const lopdRow = async (empresaId: string) => (await db().select().from(empresaTools).where(and(eq(empresaTools.empresaId, empresaId), eq(empresaTools.tool, 'LOPD'))))[0]!;

/** The company's invoices with the period each line bills. */
const invoicesOf = (empresaId: string) =>
  db()
    .select({ numero: facturas.numeroFactura, baseCents: facturas.baseCents, desde: facturaLineas.periodoDesde, hasta: facturaLineas.periodoHasta })
    .from(facturas)
    .innerJoin(facturaLineas, eq(facturaLineas.facturaId, facturas.id))
    .where(eq(facturas.empresaId, empresaId))
    .orderBy(asc(facturas.numero));

describe('a tool switched off and on again', () => {
  it('signs its contract again but bills nothing and keeps its period while the period it paid for runs', async () => {
    const empresa = await company();
    clock = daysAgo(100);
    await lopd(empresa.nifCif, true, 100);
    clock = new Date();
    expect(await invoicesOf(empresa.id)).toHaveLength(1);
    const period = { inicio: madridIsoDate(daysAgo(100)), fin: addYearsIso(madridIsoDate(daysAgo(100)), 1) };

    await lopd(empresa.nifCif, false);
    const again = await lopd(empresa.nifCif, true, 100);
    expect(again).toMatchObject({ lopdgdd: true, contratoLopdAceptado: true });
    expect(await lopdRow(empresa.id)).toMatchObject({ activa: true, fechaInicio: period.inicio, fechaFin: period.fin });
    // Still the one invoice of the signature: the period it bills is not billed again.
    expect(await invoicesOf(empresa.id)).toHaveLength(1);
  });

  it('does not bill the same year twice when switched off and on by mistake on the day it was signed', async () => {
    const empresa = await company();
    await lopd(empresa.nifCif, true, 90);
    await lopd(empresa.nifCif, false);
    await lopd(empresa.nifCif, true, 90);
    expect(await lopdRow(empresa.id)).toMatchObject({ activa: true, fechaInicio: today, fechaFin: addYearsIso(today, 1) });
    const invoices = await invoicesOf(empresa.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ baseCents: 9000, desde: today });
  });

  it('starts a new period and bills it once the period it paid for is over', async () => {
    const empresa = await company();
    clock = daysAgo(400);
    await lopd(empresa.nifCif, true, 100);
    clock = new Date();
    await lopd(empresa.nifCif, false);
    await lopd(empresa.nifCif, true, 110);
    expect(await lopdRow(empresa.id)).toMatchObject({ activa: true, fechaInicio: today, fechaFin: addYearsIso(today, 1) });
    const invoices = await invoicesOf(empresa.id);
    expect(invoices).toHaveLength(2);
    expect(invoices[1]).toMatchObject({ baseCents: 11000, desde: today });
  });
});
