import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { RENOVACION_MESSAGES } from '@cumplia/shared/schemas/renovacion';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, tokenFor, type TestUser } from '../../../test/support/factories.ts';
import { empresaTools, facturaLineas, facturas, outboxMessages, renovaciones, renovacionProductos } from '../../db/schema/index.ts';
import { addDaysIso, addYearsIso, madridIsoDate } from '@cumplia/shared/calendar';
import { systemActor } from '../audit/audit.service.ts';
import { createRenovacionesCycleService, RENEWAL_LEAD_DAYS, type RenovacionesCycleService } from './renovaciones-cycle.service.ts';
import { createRenovacionesService, type RenovacionesService } from './renovaciones.service.ts';

/*
 * Two years of a company's tools with the clock moved by hand (docs/decisions/0030): the renewal
 * created on time, approval refused before its window and accepted inside it, processed at the
 * period's end with its invoice, the second year's renewal disabled and its tools ended; the job
 * run twice and on two servers at once (two service instances on one database) creating nothing twice.
 */

const CORE = '/api/cumplia-core';
let app: FastifyInstance;
let superadmin: string;
let staffUser: TestUser;
let clock = new Date();
const db = () => app.context.database.db;

type Renewals = RenovacionesService & RenovacionesCycleService;

/** A server's renewal services (the screens' and the daily cycle) on the shared database, on the test's clock. */
function instance(): Renewals {
  const { unitOfWork, services } = app.context;
  const deps = { db: db(), unitOfWork, outbox: services.outbox, publicUrl: 'http://cumplia.test', now: () => clock };
  return { ...createRenovacionesService(deps), ...createRenovacionesCycleService(deps) };
}
let server: Renewals;
let otherServer: Renewals;

/** Noon in Madrid of that day. */
const at = (isoDay: string) => new Date(`${isoDay}T11:00:00Z`);
const call = (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${superadmin}` } });

beforeAll(async () => {
  // The application's clock is the test's: the renewal's invoice is issued by its listener on that day.
  app = await createTestApp({ DATABASE_POOL_SIZE: '12' }, { now: () => clock });
  staffUser = await createUser(app, { roles: [ROLES.CUMPLIA] });
  superadmin = await tokenFor(app, staffUser);
  server = instance();
  otherServer = instance();
});
afterAll(() => closeTestApp(app));

/** A company created by staff with LOPD and ACOSO signed on paper today (the clock brought to now): its period starts today. */
async function companyWithTools(prices = 100, overrides: Record<string, unknown> = {}) {
  clock = new Date();
  const form = { ...empresaForm({ lopdgdd: false, acosoLaboral: false, desconexionDigital: false }), productos: [], ...overrides };
  const created = await call({ method: 'POST', url: `${CORE}/admin/empresas`, payload: form });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { id: string }).id;
  const tools = await call({
    method: 'PUT',
    url: `${CORE}/admin/empresas/${form.nifCif}/tools`,
    payload: { tools: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false }, price: prices, callViafirma: false },
  });
  expect(tools.statusCode).toBe(200);
  return { id, nifCif: form.nifCif, email: form.email };
}

const toolRows = (empresaId: string) =>
  db().select().from(empresaTools).where(eq(empresaTools.empresaId, empresaId)).orderBy(asc(empresaTools.tool));
const renewalsOf = (empresaId: string) => db().select().from(renovaciones).where(eq(renovaciones.empresaId, empresaId)).orderBy(asc(renovaciones.fechaFin));
const mailsTo = (email: string, template: string) =>
  db().select().from(outboxMessages).where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, template)));

/** Every F series has numbers 1..n, none missing, none repeated. */
async function seriesAreGapless() {
  const rows = await db().select({ serie: facturas.serie, numero: facturas.numero }).from(facturas).orderBy(asc(facturas.serie), asc(facturas.numero));
  const bySerie = new Map<string, number[]>();
  for (const row of rows) bySerie.set(row.serie, [...(bySerie.get(row.serie) ?? []), row.numero]);
  for (const numbers of bySerie.values()) expect(numbers).toEqual(numbers.map((_, index) => index + 1));
}

describe('a company through two years of renewals', () => {
  it('creates, approves, processes with its invoice, then disables and ends the tools', async () => {
    const start = madridIsoDate(new Date());
    const empresa = await companyWithTools(100);
    const end1 = addYearsIso(start, 1);

    // Signing set the tools' period: a year from the signature.
    const signed = await toolRows(empresa.id);
    expect(signed.filter((tool) => tool.activa).map((tool) => [tool.tool, tool.fechaInicio, tool.fechaFin])).toEqual([
      ['LOPD', start, end1],
      ['ACOSO', start, end1],
    ]);

    // One day before the lead time: nothing yet.
    clock = at(addDaysIso(end1, -RENEWAL_LEAD_DAYS - 1));
    await server.runDaily();
    expect(await renewalsOf(empresa.id)).toHaveLength(0);

    // On time: the renewal of the period, its products at the current prices, the company's notice.
    clock = at(addDaysIso(end1, -RENEWAL_LEAD_DAYS));
    const [first, second] = await Promise.all([server.runDaily(), otherServer.runDaily()]);
    expect(first.created + second.created).toBeGreaterThanOrEqual(1);
    await server.runDaily();
    const [renewal] = await renewalsOf(empresa.id);
    expect(await renewalsOf(empresa.id)).toHaveLength(1);
    expect(renewal).toMatchObject({ fechaInicio: start, fechaFin: end1, fechaRenovacion: addDaysIso(end1, -18), renueva: false, procesada: false, origen: 'JOB' });
    const productos = await db().select().from(renovacionProductos).where(eq(renovacionProductos.renovacionId, renewal!.id)).orderBy(asc(renovacionProductos.tool));
    expect(productos.map((row) => [row.tool, row.precioCents])).toEqual([
      ['LOPD', 10000],
      ['ACOSO', 10000],
    ]);
    const notices = await mailsTo(empresa.email, 'renewal-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.templateData).toMatchObject({ fechaFin: end1, fechaRenovacion: addDaysIso(end1, -18), lineas: [{ tool: 'LOPD', precioCents: 10000 }, { tool: 'ACOSO', precioCents: 10000 }] });

    // Approval is refused 27 days before the renewal date, allowed from 18 days before it.
    await expect(server.confirm(systemActor, empresa.id)).rejects.toMatchObject({ statusCode: 409, message: RENOVACION_MESSAGES.approvalWindow });
    clock = at(addDaysIso(end1, -18 - 19));
    await expect(server.confirm(systemActor, empresa.nifCif)).rejects.toMatchObject({ statusCode: 409 });
    clock = at(addDaysIso(end1, -18 - 18));
    // A staff price change before the acceptance reaches the confirmation and the invoice; after it, it is refused.
    const [lopd] = await server.productos(renewal!.id);
    await server.saveProductos(systemActor, renewal!.id, [{ productoId: lopd!.productoId, nombrePlantilla: 'LOPD', precioDescuento: 95.5 }]);
    const accepted = await server.confirm(systemActor, empresa.nifCif);
    expect(accepted).toMatchObject({ id: renewal!.id, renueva: true, estado: 'ACEPTADA', diasRestantes: 18, prioritaria: false, empresa: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false } });
    const confirmations = await mailsTo(empresa.email, 'renewal-confirmed');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.templateData).toMatchObject({ lineas: [{ tool: 'LOPD', precioCents: 9550 }, { tool: 'ACOSO', precioCents: 10000 }] });
    await expect(server.saveProductos(systemActor, renewal!.id, [{ nombrePlantilla: 'LOPD', precioDescuento: 500 }])).rejects.toMatchObject({ statusCode: 409, message: RENOVACION_MESSAGES.preciosAceptada });

    // The day before the end nothing is processed.
    clock = at(addDaysIso(end1, -1));
    expect((await server.runDaily()).processed).toBe(0);

    // At the end, two servers at once: processed once, the next period started, one invoice.
    clock = at(end1);
    const runs = await Promise.all([server.runDaily(), otherServer.runDaily()]);
    expect(runs[0].processed + runs[1].processed).toBe(1);
    expect((await server.runDaily()).processed).toBe(0);
    const [processed] = await renewalsOf(empresa.id);
    expect(processed).toMatchObject({ renueva: true, procesada: true, cerrada: true });
    const end2 = addYearsIso(end1, 1);
    expect((await toolRows(empresa.id)).filter((tool) => tool.activa).map((tool) => [tool.tool, tool.fechaInicio, tool.fechaFin, tool.precioCents])).toEqual([
      ['LOPD', end1, end2, 9550],
      ['ACOSO', end1, end2, 10000],
    ]);
    const invoices = await db().select().from(facturas).where(and(eq(facturas.origen, 'RENOVACION'), eq(facturas.origenId, renewal!.id)));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ empresaId: empresa.id, fecha: end1, baseCents: 19550, totalCents: 19550 + Math.round(19550 * 0.21) });
    expect(processed!.facturaId).toBe(invoices[0]!.id);
    const lines = await db().select().from(facturaLineas).where(eq(facturaLineas.facturaId, invoices[0]!.id)).orderBy(asc(facturaLineas.posicion));
    expect(lines.map((line) => [line.tool, line.precioUnitarioCents])).toEqual([
      ['LOPD', 9550],
      ['ACOSO', 10000],
    ]);
    await seriesAreGapless();

    // Year two: the renewal on time again; its renewal date reached rings the staff bell.
    clock = at(addDaysIso(end2, -RENEWAL_LEAD_DAYS));
    await server.runDaily();
    const year2 = (await renewalsOf(empresa.id))[1]!;
    expect(year2).toMatchObject({ fechaInicio: end1, fechaFin: end2, renueva: false });
    const [gestoriaUser] = [await createGestoria(app)];
    expect(await server.priorityRenovacionesAviso({ id: staffUser.id, username: staffUser.username, name: 'x', roles: [ROLES.CUMPLIA], gestoriaIds: [], empresaIds: [] })).toBeNull();
    clock = at(addDaysIso(end2, -18));
    expect((await server.current(empresa.id))).toMatchObject({ id: year2.id, prioritaria: true, diasRestantes: 0 });
    expect(await server.priorityRenovacionesAviso({ id: staffUser.id, username: staffUser.username, name: 'x', roles: [ROLES.CUMPLIA], gestoriaIds: [], empresaIds: [] })).toEqual({ tipo: 'RENOVACIONES_PRIORITARIAS', total: 1 });
    expect(await server.priorityRenovacionesAviso({ id: gestoriaUser.user.id, username: gestoriaUser.user.username, name: 'x', roles: [ROLES.MANAGEMENT], gestoriaIds: [gestoriaUser.gestoria.id], empresaIds: [] })).toBeNull();

    // Disabled: at the end the tools are switched off, their downloads stop, no invoice, the company is told.
    const disabled = await server.disable(systemActor, empresa.id);
    expect(disabled).toMatchObject({ deshabilitarRenovacion: true, renueva: false, estado: 'DESHABILITADA', prioritaria: false });
    await expect(server.confirm(systemActor, empresa.id)).rejects.toMatchObject({ statusCode: 409, message: RENOVACION_MESSAGES.alreadyDisabled });
    clock = at(addDaysIso(end2, -1));
    expect((await server.runDaily()).ended).toBe(0);
    expect((await toolRows(empresa.id)).filter((tool) => tool.activa)).toHaveLength(2);
    clock = at(end2);
    const endRuns = await Promise.all([server.runDaily(), otherServer.runDaily()]);
    expect(endRuns[0].ended + endRuns[1].ended).toBe(1);
    expect((await toolRows(empresa.id)).filter((tool) => tool.activa)).toHaveLength(0);
    expect((await call({ method: 'GET', url: `${CORE}/admin/empresas/${empresa.id}/download-protocols` })).json()).toEqual([]);
    expect(await db().select().from(facturas).where(and(eq(facturas.origen, 'RENOVACION'), eq(facturas.origenId, year2.id)))).toHaveLength(0);
    const ended = await mailsTo(empresa.email, 'tool-ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.templateData).toMatchObject({ tools: ['LOPD', 'ACOSO'], fecha: end2 });
    expect(await renewalsOf(empresa.id)).toHaveLength(2);

    // Nothing further happens however often the job runs: no tool is active, no renewal is open.
    clock = at(addDaysIso(end2, 400));
    expect(await server.runDaily()).toMatchObject({ created: 0, processed: 0, ended: 0, failed: 0 });
    expect(await renewalsOf(empresa.id)).toHaveLength(2);
  });

  it('renews only the tools left in the renewal; a tool taken out ends with the period', async () => {
    const start = madridIsoDate(new Date());
    const empresa = await companyWithTools(80);
    const end1 = addYearsIso(start, 1);
    clock = at(addDaysIso(end1, -20));
    await server.runDaily();
    const withAcoso = await server.toggleTool(systemActor, empresa.id, 'ACOSO');
    expect(withAcoso.empresa).toMatchObject({ lopdgdd: true, acosoLaboral: false });
    await expect(server.toggleTool(systemActor, empresa.id, 'LOPD')).rejects.toMatchObject({ statusCode: 409, message: RENOVACION_MESSAGES.lastTool });
    await expect(server.toggleTool(systemActor, empresa.id, 'DIGITAL')).rejects.toMatchObject({ statusCode: 409 });
    await server.confirm(systemActor, empresa.id);
    clock = at(end1);
    await server.runDaily();
    const tools = await toolRows(empresa.id);
    expect(tools.map((tool) => [tool.tool, tool.activa, tool.fechaFin])).toEqual([
      ['LOPD', true, addYearsIso(end1, 1)],
      ['ACOSO', false, end1],
      ['DIGITAL', false, null],
    ]);
    const [renewal] = await renewalsOf(empresa.id);
    const [invoice] = await db().select().from(facturas).where(eq(facturas.id, renewal!.facturaId!));
    expect(invoice).toMatchObject({ baseCents: 8000 });
    expect((await mailsTo(empresa.email, 'tool-ended'))[0]!.templateData).toMatchObject({ tools: ['ACOSO'] });
    await seriesAreGapless();
  });

  it('keeps a renewal still pending at the end running and priority; confirmed late, its period starts at the old end', async () => {
    const start = madridIsoDate(new Date());
    const empresa = await companyWithTools(60);
    const end1 = addYearsIso(start, 1);
    clock = at(addDaysIso(end1, 10));
    // The server was down until after the period's end: the renewal is created late, already priority.
    await server.runDaily();
    const [renewal] = await renewalsOf(empresa.id);
    expect(renewal).toMatchObject({ fechaFin: end1, renueva: false, procesada: false });
    expect(await server.current(empresa.id)).toMatchObject({ prioritaria: true, diasRestantes: -28 });
    expect((await toolRows(empresa.id)).filter((tool) => tool.activa)).toHaveLength(2);
    await server.confirm(systemActor, empresa.id);
    await server.runDaily();
    expect((await toolRows(empresa.id)).filter((tool) => tool.activa).map((tool) => [tool.fechaInicio, tool.fechaFin])).toEqual([
      [end1, addYearsIso(end1, 1)],
      [end1, addYearsIso(end1, 1)],
    ]);
    expect((await renewalsOf(empresa.id))[0]).toMatchObject({ procesada: true });
  });

  it('creates each renewal once when two servers run the job at once over many companies', async () => {
    const start = madridIsoDate(new Date());
    const made = await Promise.all(Array.from({ length: 12 }, () => companyWithTools(50)));
    clock = at(addDaysIso(addYearsIso(start, 1), -30));
    const runs = await Promise.all([server.runDaily(), otherServer.runDaily(), server.runDaily()]);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    for (const empresa of made) {
      expect(await renewalsOf(empresa.id)).toHaveLength(1);
      expect(await mailsTo(empresa.email, 'renewal-notice')).toHaveLength(1);
    }
    const [products] = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from renovacion_productos p join renovaciones r on r.id = p.renovacion_id where r.empresa_id = any(${sql.param(made.map((empresa) => empresa.id))}::uuid[])`,
    ).then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows);
    expect(products!.n).toBe(24);
  });

  it('closes the renewals due on a day side by side: each renewed once with an invoice of its own, the series without a gap', async () => {
    const start = madridIsoDate(new Date());
    const end = addYearsIso(start, 1);
    const made = await Promise.all(Array.from({ length: 9 }, () => companyWithTools(40)));
    clock = at(addDaysIso(end, -30));
    await server.runDaily();
    for (const empresa of made) await server.confirm(systemActor, empresa.nifCif);

    // More renewals than the run closes at once, on two servers at once.
    clock = at(end);
    const runs = await Promise.all([server.runDaily(), otherServer.runDaily()]);
    expect(runs.map((run) => run.failed)).toEqual([0, 0]);
    const invoiceIds = new Set<string>();
    for (const empresa of made) {
      const [renewal] = await renewalsOf(empresa.id);
      expect(renewal).toMatchObject({ renueva: true, procesada: true, cerrada: true });
      const invoices = await db().select().from(facturas).where(and(eq(facturas.origen, 'RENOVACION'), eq(facturas.origenId, renewal!.id)));
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ empresaId: empresa.id, fecha: end, baseCents: 8000 });
      expect(renewal!.facturaId).toBe(invoices[0]!.id);
      invoiceIds.add(invoices[0]!.id);
      expect((await toolRows(empresa.id)).filter((tool) => tool.activa).map((tool) => [tool.fechaInicio, tool.fechaFin])).toEqual([
        [end, addYearsIso(end, 1)],
        [end, addYearsIso(end, 1)],
      ]);
    }
    expect(invoiceIds.size).toBe(made.length);
    await seriesAreGapless();
  });

  it('gives signed tools without a period the one their signature started, rolled forward', async () => {
    const empresa = await companyWithTools(70);
    const signedOn = '2023-02-10';
    await db().update(empresaTools).set({ fechaFirmaContrato: new Date(`${signedOn}T09:00:00Z`), fechaInicio: null, fechaFin: null }).where(eq(empresaTools.empresaId, empresa.id));
    clock = at('2025-08-01');
    const summary = await server.runDaily();
    expect(summary.adopted).toBeGreaterThanOrEqual(2);
    expect((await toolRows(empresa.id)).filter((tool) => tool.activa).map((tool) => [tool.fechaInicio, tool.fechaFin])).toEqual([
      ['2025-02-10', '2026-02-10'],
      ['2025-02-10', '2026-02-10'],
    ]);
  });

  it('rolls a signature of 29 February forward as addYearsIso does: on 28 February of a common year the new period has begun', async () => {
    const empresa = await companyWithTools(70);
    await db().update(empresaTools).set({ fechaFirmaContrato: new Date('2024-02-29T09:00:00Z'), fechaInicio: null, fechaFin: null }).where(eq(empresaTools.empresaId, empresa.id));
    clock = at('2026-02-28');
    await server.runDaily();
    // Not 2025-02-28 → 2026-02-28, a period ending the day it is adopted, with its renewal created at once overdue.
    expect((await toolRows(empresa.id)).filter((tool) => tool.activa).map((tool) => [tool.fechaInicio, tool.fechaFin])).toEqual([
      ['2026-02-28', '2027-02-28'],
      ['2026-02-28', '2027-02-28'],
    ]);
    expect(await renewalsOf(empresa.id)).toHaveLength(0);
  });
});
