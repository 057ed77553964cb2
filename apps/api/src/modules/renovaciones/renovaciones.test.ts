import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ROLES, type ToolCode } from '@cumplia/shared/enums';
import { RENOVACION_MESSAGES, type Renovacion } from '@cumplia/shared/schemas/renovacion';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, insertEmpresa, tokenFor, uniqueCif } from '../../../test/support/factories.ts';
import { empresaTools, outboxMessages, renovaciones, renovacionProductos } from '../../db/schema/index.ts';
import { addDaysIso, addYearsIso, formatDate, madridIsoDate } from '@cumplia/shared/calendar';

/*
 * The renewal calls of spec 3 §7 over HTTP, on today's date: who may call each, the filters and
 * orders of the three lists, products, the company's actions, the company detail's calls and the bell.
 */

const CORE = '/api/cumplia-core';
let app: FastifyInstance;
let superadmin: string;
let worker: string;
let client: string;
let gestoriaA: Awaited<ReturnType<typeof createGestoria>>;
let gestoriaB: Awaited<ReturnType<typeof createGestoria>>;
const today = madridIsoDate(new Date());
const db = () => app.context.database.db;

const as = (token: string | null, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
  client = await tokenFor(app, await createUser(app, { roles: [ROLES.COMPANY] }));
  gestoriaA = await createGestoria(app);
  gestoriaB = await createGestoria(app);
});
afterAll(() => closeTestApp(app));

interface Made {
  id: string;
  nifCif: string;
  razonSocial: string;
  renovacionId: string | null;
}

/**
 * A company with active tools whose period ends `endsIn` days from today and, unless `renewal` is
 * false, its renewal with the renewal date 18 days before that end (as the job would make it).
 * `period: false` leaves its tools on but unsigned, without a period (and without a renewal).
 */
async function company(options: {
  gestoriaId?: string | null;
  name?: string;
  endsIn: number;
  tools?: ToolCode[];
  state?: Partial<{ renueva: boolean; procesada: boolean; deshabilitarRenovacion: boolean; cerrada: boolean }>;
  renewal?: boolean;
  period?: boolean;
}): Promise<Made> {
  const nifCif = uniqueCif();
  const razonSocial = options.name ?? `Empresa ${nifCif}`;
  const row = await insertEmpresa(app, { nifCif, razonSocial, nombreComercial: razonSocial, gestoriaId: options.gestoriaId ?? null });
  const fechaFin = addDaysIso(today, options.endsIn);
  const fechaInicio = addYearsIso(fechaFin, -1);
  const tools = options.tools ?? ['LOPD', 'ACOSO'];
  const period = options.period ?? true;
  await db()
    .insert(empresaTools)
    .values(
      (['LOPD', 'ACOSO', 'DIGITAL'] as const).map((tool) => ({
        empresaId: row!.id,
        tool,
        activa: tools.includes(tool),
        precioCents: 10000,
        fechaFirmaContrato: period && tools.includes(tool) ? new Date(`${fechaInicio}T10:00:00Z`) : null,
        fechaInicio: period && tools.includes(tool) ? fechaInicio : null,
        fechaFin: period && tools.includes(tool) ? fechaFin : null,
      })),
    );
  if (options.renewal === false || !period) return { id: row!.id, nifCif, razonSocial, renovacionId: null };
  const [renovacion] = await db()
    .insert(renovaciones)
    .values({ empresaId: row!.id, fechaInicio, fechaFin, fechaRenovacion: addDaysIso(fechaFin, -18), origen: 'JOB', ...options.state })
    .returning();
  await db()
    .insert(renovacionProductos)
    .values(tools.map((tool) => ({ renovacionId: renovacion!.id, tool, precioCents: tool === 'LOPD' ? 9000 : 7500 })));
  return { id: row!.id, nifCif, razonSocial, renovacionId: renovacion!.id };
}

const ids = (page: { content: Renovacion[] }) => page.content.map((renovacion) => renovacion.id);

describe('who may call what', () => {
  it('opens each call to the roles of spec 3 §6', async () => {
    const made = await company({ endsIn: 100 });
    const cases: Array<[string | null, InjectOptions, number]> = [
      [gestoriaA.token, { method: 'GET', url: `${CORE}/gestorias/my/renovaciones` }, 200],
      [superadmin, { method: 'GET', url: `${CORE}/gestorias/my/renovaciones` }, 403],
      [superadmin, { method: 'GET', url: `${CORE}/admin/renovaciones` }, 200],
      [worker, { method: 'GET', url: `${CORE}/admin/renovaciones` }, 200],
      [gestoriaA.token, { method: 'GET', url: `${CORE}/admin/renovaciones` }, 403],
      [client, { method: 'GET', url: `${CORE}/admin/renovaciones` }, 403],
      [null, { method: 'GET', url: `${CORE}/admin/renovaciones` }, 401],
      [worker, { method: 'GET', url: `${CORE}/worker/renovaciones` }, 200],
      [superadmin, { method: 'GET', url: `${CORE}/worker/renovaciones` }, 403],
      [worker, { method: 'GET', url: `${CORE}/worker/renovaciones/${made.renovacionId}/productos` }, 200],
      [superadmin, { method: 'GET', url: `${CORE}/worker/renovaciones/${made.renovacionId}/productos` }, 403],
      [gestoriaA.token, { method: 'GET', url: `${CORE}/admin/renovaciones/${made.renovacionId}/productos` }, 403],
      [gestoriaA.token, { method: 'POST', url: `${CORE}/admin/empresas/${made.id}/renovaciones/disable` }, 403],
      [null, { method: 'POST', url: `${CORE}/admin/empresas/${made.id}/renovaciones` }, 401],
      [superadmin, { method: 'POST', url: `${CORE}/worker/empresas/${made.id}/renovaciones/lopdgdd` }, 403],
      [gestoriaA.token, { method: 'GET', url: `${CORE}/admin/empresas/${made.id}/renovaciones/current` }, 403],
      [worker, { method: 'GET', url: `${CORE}/admin/empresas/${made.id}/renovaciones/all` }, 200],
    ];
    for (const [token, options, status] of cases) {
      const response = await as(token, options);
      expect([options.method, options.url, response.statusCode]).toEqual([options.method, options.url, status]);
    }
  });
});

describe('the lists', () => {
  it("gives a gestoría its companies' renewals only, searchable by name and by CIF with trailing spaces", async () => {
    const own = await company({ gestoriaId: gestoriaA.gestoria.id, name: 'Ñandú Logística S.L.', endsIn: 40 });
    await company({ gestoriaId: gestoriaA.gestoria.id, endsIn: 300 });
    const foreign = await company({ gestoriaId: gestoriaB.gestoria.id, name: 'Ñandú Logística S.L.', endsIn: 40 });
    const list = (query: string) => as(gestoriaA.token, { method: 'GET', url: `${CORE}/gestorias/my/renovaciones${query}` }).then((response) => response.json());
    const all = await list('');
    expect(all.totalElements).toBe(2);
    expect(ids(all)).not.toContain(foreign.renovacionId);
    expect(all.content[0]).toMatchObject({ gestoria: { nombre: gestoriaA.gestoria.nombreComercial }, estado: 'PENDIENTE' });
    expect(ids(await list('?nombreEmpresa=%C3%B1and%C3%BA'))).toEqual([own.renovacionId]);
    expect(ids(await list('?nombreEmpresa=%C3%91and%C3%BA'))).toEqual([own.renovacionId]);
    expect(ids(await list(`?nifCif=${encodeURIComponent(`${own.nifCif.toLowerCase()}   `)}`))).toEqual([own.renovacionId]);
    expect(await list('?size=1&page=1')).toMatchObject({ number: 1, size: 1, totalPages: 2, totalElements: 2 });
  });

  it("filters the superadmin's list by status, month and year of the renewal date, exactly 18 days left first", async () => {
    // A month far ahead, so that only these renewals are in it.
    const base = addYearsIso(today, 3);
    const month = Number(base.slice(5, 7));
    const year = Number(base.slice(0, 4));
    const firstOfMonth = `${base.slice(0, 7)}-01`;
    const daysToFirst = Math.round((Date.parse(firstOfMonth) - Date.parse(today)) / 86_400_000);
    const early = await company({ endsIn: daysToFirst + 18 + 2 });
    const late = await company({ endsIn: daysToFirst + 18 + 20 });
    const accepted = await company({ endsIn: daysToFirst + 18 + 5, state: { renueva: true } });
    const disabled = await company({ endsIn: daysToFirst + 18 + 6, state: { deshabilitarRenovacion: true } });
    const list = (query: string) => as(superadmin, { method: 'GET', url: `${CORE}/admin/renovaciones?mes=${month}&year=${year}${query}` }).then((response) => response.json());
    expect(ids(await list('&renueva=false&deshabilitarRenovacion=false&procesada=false'))).toEqual([early.renovacionId, late.renovacionId]);
    expect(ids(await list('&renueva=true'))).toEqual([accepted.renovacionId]);
    expect(ids(await list('&deshabilitarRenovacion=true'))).toEqual([disabled.renovacionId]);
    expect(ids(await list(''))).toEqual([early.renovacionId, accepted.renovacionId, disabled.renovacionId, late.renovacionId]);
    expect(ids(await list(`&nifCif=${late.nifCif}`))).toEqual([late.renovacionId]);

    // Exactly 18 days left goes first, whatever the others.
    const eighteen = await company({ endsIn: 36 });
    const sooner = await company({ endsIn: 20 });
    const thisMonth = today.slice(0, 7);
    const now = (await as(superadmin, { method: 'GET', url: `${CORE}/admin/renovaciones?size=100` })).json() as { content: Renovacion[] };
    expect(now.content[0]).toMatchObject({ id: eighteen.renovacionId, diasRestantes: 18, prioritaria: false });
    const position = (id: string | null) => now.content.findIndex((renovacion) => renovacion.id === id);
    expect(position(sooner.renovacionId)).toBeGreaterThan(0);
    const dias = now.content.slice(1).map((renovacion) => renovacion.diasRestantes);
    expect(dias).toEqual([...dias].sort((a, b) => a - b));
    expect(thisMonth).toMatch(/^\d{4}-\d{2}$/);

    const refused = await as(superadmin, { method: 'GET', url: `${CORE}/admin/renovaciones?year=2051` });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('El año debe estar entre 2000 y 2050.');
  });

  it("limits the worker's list to fechaFinMax and puts priority renewals first", async () => {
    const overdue = await company({ endsIn: 5 }); // renewal date 13 days ago: priority
    const soon = await company({ endsIn: 19 }); // 1 day left
    const beyond = await company({ endsIn: 60 });
    const fechaFinMax = addDaysIso(today, 20);
    const page = (await as(worker, { method: 'GET', url: `${CORE}/worker/renovaciones?size=100&fechaFinMax=${fechaFinMax}&renueva=false&deshabilitarRenovacion=false&procesada=false` })).json() as {
      content: Renovacion[];
    };
    const listed = ids(page);
    expect(listed).not.toContain(beyond.renovacionId);
    expect(listed.indexOf(overdue.renovacionId!)).toBeLessThan(listed.indexOf(soon.renovacionId!));
    const firstNotPriority = page.content.findIndex((renovacion) => !renovacion.prioritaria);
    expect(page.content.slice(firstNotPriority).every((renovacion) => !renovacion.prioritaria)).toBe(true);
    expect(page.content.find((renovacion) => renovacion.id === overdue.renovacionId)).toMatchObject({ prioritaria: true, diasRestantes: -13, estado: 'PENDIENTE' });
    const wrong = await as(worker, { method: 'GET', url: `${CORE}/worker/renovaciones?fechaFinMax=2026-02-30` });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('products and actions', () => {
  it('reads and saves the prices of a renewal, refusing a negative price and a tool it does not renew', async () => {
    const made = await company({ endsIn: 30 });
    const url = `${CORE}/admin/renovaciones/${made.renovacionId}/productos`;
    const read = (await as(superadmin, { method: 'GET', url })).json() as Array<{ productoId: string; nombrePlantilla: string; precioDescuento: number }>;
    expect(read.map((producto) => [producto.nombrePlantilla, producto.precioDescuento])).toEqual([
      ['LOPD', 90],
      ['ACOSO', 75],
    ]);
    const saved = await as(worker, { method: 'POST', url: `${CORE}/worker/renovaciones/${made.renovacionId}/productos`, payload: [{ productoId: read[0]!.productoId, nombrePlantilla: 'LOPD', precioDescuento: 120.5 }, { nombrePlantilla: 'ACOSO', precioDescuento: 0 }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([
      { productoId: read[0]!.productoId, nombrePlantilla: 'LOPD', precioDescuento: 120.5 },
      { productoId: read[1]!.productoId, nombrePlantilla: 'ACOSO', precioDescuento: 0 },
    ]);
    const negative = await as(superadmin, { method: 'POST', url, payload: [{ nombrePlantilla: 'LOPD', precioDescuento: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json())).toContain(RENOVACION_MESSAGES.preciosInvalid);
    const foreign = await as(superadmin, { method: 'POST', url, payload: [{ nombrePlantilla: 'DIGITAL', precioDescuento: 10 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: RENOVACION_MESSAGES.toolNotInRenewal });
    expect((await as(superadmin, { method: 'GET', url: `${CORE}/admin/renovaciones/00000000-0000-4000-8000-000000000000/productos` })).statusCode).toBe(404);
  });

  it('confirms only inside the 18-day window, disables, and answers the renewal', async () => {
    const early = await company({ endsIn: 60 });
    const refused = await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${early.id}/renovaciones/confirm` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: RENOVACION_MESSAGES.approvalWindow });

    const inWindow = await company({ endsIn: 30 });
    const confirmed = await as(worker, { method: 'POST', url: `${CORE}/worker/empresas/${inWindow.nifCif}/renovaciones/confirm` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: inWindow.renovacionId, renueva: true, estado: 'ACEPTADA', diasRestantes: 12 });
    const mails = await db().select().from(outboxMessages).where(and(eq(outboxMessages.template, 'renewal-confirmed'), eq(outboxMessages.recipient, `${inWindow.nifCif.toLowerCase()}@example.es`)));
    expect(mails).toHaveLength(1);

    const disabled = await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${inWindow.id}/renovaciones/disable` });
    expect(disabled.json()).toMatchObject({ renueva: false, deshabilitarRenovacion: true, estado: 'DESHABILITADA' });
    const again = await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${inWindow.id}/renovaciones` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: RENOVACION_MESSAGES.alreadyDisabled });

    const none = await company({ endsIn: 200, renewal: false });
    const missing = await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${none.id}/renovaciones/confirm` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: RENOVACION_MESSAGES.noCurrent });
    expect((await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/B00000000/renovaciones/disable` })).json()).toMatchObject({ message: RENOVACION_MESSAGES.empresaNotFound });
  });

  it("toggles approval from the company detail and a tool in the worker's renewal", async () => {
    const made = await company({ endsIn: 25, tools: ['LOPD', 'ACOSO', 'DIGITAL'] });
    const toggle = () => as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${made.id}/renovaciones` });
    expect((await toggle()).json()).toMatchObject({ renueva: true });
    expect((await toggle()).json()).toMatchObject({ renueva: false, estado: 'PENDIENTE' });
    const out = await as(worker, { method: 'POST', url: `${CORE}/worker/empresas/${made.id}/renovaciones/desconexionDigital` });
    expect(out.json()).toMatchObject({ empresa: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false } });
    const back = await as(worker, { method: 'POST', url: `${CORE}/worker/empresas/${made.id}/renovaciones/desconexionDigital` });
    expect(back.json()).toMatchObject({ empresa: { desconexionDigital: true } });
    expect((await as(worker, { method: 'POST', url: `${CORE}/worker/empresas/${made.id}/renovaciones/otra` })).statusCode).toBe(400);

    // A tool switched off in the company leaves the renewal's services.
    await db().update(empresaTools).set({ activa: false }).where(and(eq(empresaTools.empresaId, made.id), eq(empresaTools.tool, 'ACOSO')));
    const current = (await as(superadmin, { method: 'GET', url: `${CORE}/admin/empresas/${made.id}/renovaciones/current` })).json();
    expect(current).toMatchObject({ empresa: { acosoLaboral: false } });
    const products = (await as(superadmin, { method: 'GET', url: `${CORE}/admin/renovaciones/${made.renovacionId}/productos` })).json() as Array<{ nombrePlantilla: string }>;
    expect(products.map((producto) => producto.nombrePlantilla)).toEqual(['LOPD', 'DIGITAL']);
  });
});

describe('the company detail', () => {
  it('creates a renewal with prices, refuses a second one, and pages the history by 5', async () => {
    const made = await company({ endsIn: 20, renewal: false });
    const url = `${CORE}/admin/empresas/${made.id}/renovaciones`;
    expect((await as(superadmin, { method: 'GET', url: `${url}/current` })).json()).toBeNull();

    const invalid = await as(superadmin, {
      method: 'POST',
      url: `${url}/completa`,
      payload: { fechaInicio: '2026-05-01', fechaFin: '2026-04-01', fechaRenovacion: '2026-06-01', tools: { lopdgdd: false, acosoLaboral: false, desconexionDigital: false }, productos: [] },
    });
    expect(invalid.statusCode).toBe(400);
    const text = JSON.stringify(invalid.json());
    for (const message of [RENOVACION_MESSAGES.toolRequired, RENOVACION_MESSAGES.fechaFinBeforeInicio, RENOVACION_MESSAGES.fechaRenovacionAfterFin]) expect(text).toContain(message);

    // The tools' running period: the renewal continues it (docs/decisions/0075).
    const fechaFin = addDaysIso(today, 20);
    const fechaInicio = addYearsIso(fechaFin, -1);
    const notActive = await as(superadmin, {
      method: 'POST',
      url: `${url}/completa`,
      payload: { fechaInicio, fechaFin, fechaRenovacion: addDaysIso(fechaFin, -18), tools: { lopdgdd: true, acosoLaboral: false, desconexionDigital: true }, productos: [] },
    });
    expect(notActive.statusCode).toBe(400);
    expect(notActive.json().message).toContain('Desconexión Digital');

    const body = {
      fechaInicio,
      fechaFin,
      fechaRenovacion: addDaysIso(fechaFin, -18),
      tools: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false },
      productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 99.9 }],
      enviarEmail: true,
    };
    const created = await as(superadmin, { method: 'POST', url: `${url}/completa`, payload: body });
    expect(created.statusCode).toBe(201);
    const renovacion = created.json() as Renovacion;
    expect(renovacion).toMatchObject({ fechaInicio, fechaFin, estado: 'PENDIENTE', empresa: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false } });
    const products = (await as(superadmin, { method: 'GET', url: `${CORE}/admin/renovaciones/${renovacion.id}/productos` })).json() as Array<{ nombrePlantilla: string; precioDescuento: number }>;
    expect(products.map((producto) => [producto.nombrePlantilla, producto.precioDescuento])).toEqual([
      ['LOPD', 99.9],
      ['ACOSO', 100],
    ]);
    // The tools renewed run the renewal's period, which is theirs.
    const tools = await db().select().from(empresaTools).where(and(eq(empresaTools.empresaId, made.id), eq(empresaTools.activa, true)));
    expect(tools.map((tool) => [tool.fechaInicio, tool.fechaFin])).toEqual([
      [fechaInicio, fechaFin],
      [fechaInicio, fechaFin],
    ]);
    expect(await db().select().from(outboxMessages).where(and(eq(outboxMessages.template, 'renewal-notice'), eq(outboxMessages.recipient, `${made.nifCif.toLowerCase()}@example.es`)))).toHaveLength(1);
    const second = await as(superadmin, { method: 'POST', url: `${url}/completa`, payload: body });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: RENOVACION_MESSAGES.overlapping });
    expect((await as(superadmin, { method: 'GET', url: `${url}/current` })).json()).toMatchObject({ id: renovacion.id });

    // Six renewals over the years: the history pages them by 5, the latest period first.
    const history = await company({ endsIn: 10, renewal: false });
    for (let year = 1; year <= 6; year++) {
      const end = addYearsIso(today, -year);
      await db().insert(renovaciones).values({ empresaId: history.id, fechaInicio: addYearsIso(end, -1), fechaFin: end, fechaRenovacion: addDaysIso(end, -18), origen: 'JOB', renueva: true, procesada: true, cerrada: true });
    }
    const first = (await as(worker, { method: 'GET', url: `${CORE}/admin/empresas/${history.nifCif}/renovaciones/all` })).json();
    expect(first).toMatchObject({ number: 0, size: 5, totalPages: 2, totalElements: 6 });
    expect(first.content.map((row: Renovacion) => row.fechaFin)).toEqual([1, 2, 3, 4, 5].map((year) => addYearsIso(today, -year)));
    expect(first.content[0]).toMatchObject({ estado: 'PROCESADA', procesada: true });
  });
});

describe('money: what a renewal bills', () => {
  const completa = (made: Made, fechaInicio: string, fechaFin: string, extra: Record<string, unknown> = {}) =>
    as(superadmin, {
      method: 'POST',
      url: `${CORE}/admin/empresas/${made.id}/renovaciones/completa`,
      payload: { fechaInicio, fechaFin, fechaRenovacion: addDaysIso(fechaFin, -18), tools: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false }, productos: [], enviarEmail: false, ...extra },
    });

  it('refuses to add or take out a service of an accepted renewal, which the company was sent with its tools', async () => {
    const made = await company({ endsIn: 30, tools: ['LOPD', 'ACOSO', 'DIGITAL'] });
    const productos = async () => ((await as(superadmin, { method: 'GET', url: `${CORE}/admin/renovaciones/${made.renovacionId}/productos` })).json() as Array<{ nombrePlantilla: string }>).map((producto) => producto.nombrePlantilla);
    const servicio = (tool: string) => as(worker, { method: 'POST', url: `${CORE}/worker/empresas/${made.id}/renovaciones/${tool}` });
    // Pending: the worker takes a service out; then staff accept, which e-mails the company its tools and prices.
    expect((await servicio('desconexionDigital')).statusCode).toBe(200);
    expect((await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${made.id}/renovaciones/confirm` })).statusCode).toBe(200);
    const confirmed = await productos();
    expect(confirmed).toEqual(['LOPD', 'ACOSO']);

    for (const tool of ['desconexionDigital', 'acosoLaboral']) {
      const refused = await servicio(tool);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: RENOVACION_MESSAGES.serviciosAceptada });
    }
    expect(await productos()).toEqual(confirmed);

    // Taking the acceptance back opens the services again.
    expect((await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${made.id}/renovaciones` })).json()).toMatchObject({ renueva: false });
    expect((await servicio('desconexionDigital')).json()).toMatchObject({ empresa: { desconexionDigital: true } });
  });

  it('refuses to change the prices of an accepted renewal, which the company was sent with its prices', async () => {
    const made = await company({ endsIn: 30 });
    const url = `${CORE}/admin/renovaciones/${made.renovacionId}/productos`;
    expect((await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${made.id}/renovaciones/confirm` })).statusCode).toBe(200);
    const read = (await as(superadmin, { method: 'GET', url })).json() as Array<{ productoId: string; nombrePlantilla: string; precioDescuento: number }>;

    for (const [token, path] of [
      [superadmin, url],
      [worker, `${CORE}/worker/renovaciones/${made.renovacionId}/productos`],
    ] as const) {
      const refused = await as(token, { method: 'POST', url: path, payload: [{ productoId: read[0]!.productoId, nombrePlantilla: 'LOPD', precioDescuento: 500 }] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: RENOVACION_MESSAGES.preciosAceptada });
    }
    expect(((await as(superadmin, { method: 'GET', url })).json() as typeof read).map((producto) => producto.precioDescuento)).toEqual([90, 75]);
    // The prices as confirmed, sent again (the dialog's Confirmar on an accepted renewal), change nothing and are no error.
    const same = await as(superadmin, { method: 'POST', url, payload: read.map(({ productoId, nombrePlantilla, precioDescuento }) => ({ productoId, nombrePlantilla, precioDescuento })) });
    expect(same.statusCode).toBe(200);

    // Taking the acceptance back opens the prices again; accepting again confirms the new ones to the company.
    expect((await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${made.id}/renovaciones` })).json()).toMatchObject({ renueva: false });
    expect((await as(superadmin, { method: 'POST', url, payload: [{ nombrePlantilla: 'LOPD', precioDescuento: 95 }] })).statusCode).toBe(200);
    expect((await as(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${made.id}/renovaciones` })).json()).toMatchObject({ renueva: true });
    const mails = await db().select().from(outboxMessages).where(and(eq(outboxMessages.template, 'renewal-confirmed'), eq(outboxMessages.recipient, `${made.nifCif.toLowerCase()}@example.es`)));
    expect(mails.map((mail) => (mail.templateData as { lineas: Array<{ precioCents: number }> }).lineas[0]!.precioCents)).toEqual([9000, 9500]);
  });

  it('refuses a renewal price with more than two decimals instead of rounding it', async () => {
    const made = await company({ endsIn: 40 });
    const url = `${CORE}/admin/renovaciones/${made.renovacionId}/productos`;
    for (const precioDescuento of [0.004, '0,004', 90.555, '90,555']) {
      const refused = await as(superadmin, { method: 'POST', url, payload: [{ nombrePlantilla: 'LOPD', precioDescuento }] });
      expect([precioDescuento, refused.statusCode]).toEqual([precioDescuento, 400]);
      expect(JSON.stringify(refused.json())).toContain(RENOVACION_MESSAGES.preciosInvalid);
    }
    expect(((await as(superadmin, { method: 'GET', url })).json() as Array<{ precioDescuento: number }>)[0]!.precioDescuento).toBe(90);
    // Two decimals, and a free renewal (spec 3 §5: "mayor o igual a 0"), are prices.
    const saved = await as(superadmin, { method: 'POST', url, payload: [{ nombrePlantilla: 'LOPD', precioDescuento: '90,55' }, { nombrePlantilla: 'ACOSO', precioDescuento: 0 }] });
    expect(saved.json()).toMatchObject([{ precioDescuento: 90.55 }, { precioDescuento: 0 }]);

    const other = await company({ endsIn: 50, renewal: false });
    const refused = await completa(other, today, addYearsIso(today, 1), { productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 0.004 }] });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(RENOVACION_MESSAGES.preciosInvalid);
  });
});

/*
 * A staff renewal continues its tools' running period (docs/decisions/0075): at the renewal's
 * fechaFin the daily job starts the next period and invoices it from that day for a year
 * (renovaciones-cycle.service.ts), so a fechaFin after the period's end leaves the days between
 * never invoiced, and one before it invoices days a second time.
 */
describe("money: a staff renewal continues the tools' period", () => {
  const url = (made: Made) => `${CORE}/admin/empresas/${made.id}/renovaciones`;
  const completa = (made: Made, fechaInicio: string, fechaFin: string, tools: Partial<Record<'lopdgdd' | 'acosoLaboral' | 'desconexionDigital', boolean>> = { lopdgdd: true, acosoLaboral: true }) =>
    as(superadmin, {
      method: 'POST',
      url: `${url(made)}/completa`,
      payload: { fechaInicio, fechaFin, fechaRenovacion: addDaysIso(fechaFin, -18), tools, productos: [], enviarEmail: true },
    });
  const toolPeriods = async (made: Made) =>
    (await db().select().from(empresaTools).where(eq(empresaTools.empresaId, made.id)).orderBy(empresaTools.tool)).map((tool) => [tool.tool, tool.fechaInicio, tool.fechaFin]);
  const renewalsOf = (made: Made) => db().select().from(renovaciones).where(eq(renovaciones.empresaId, made.id));
  const noticesTo = (made: Made) => db().select().from(outboxMessages).where(and(eq(outboxMessages.template, 'renewal-notice'), eq(outboxMessages.recipient, `${made.nifCif.toLowerCase()}@example.es`)));

  it("refuses the spec's default (today → a year later) and an earlier end for tools with a running period, writing nothing, and accepts the period's own dates", async () => {
    // Invoiced for a period that ends in 150 days, as 01/05/2026 → 01/05/2027 renewed on 30/11/2026.
    const made = await company({ endsIn: 150, renewal: false });
    const fechaFin = addDaysIso(today, 150);
    const fechaInicio = addYearsIso(fechaFin, -1);
    const before = await toolPeriods(made);

    // The company detail carries each tool's running period, which the form starts at.
    const detail = (await as(superadmin, { method: 'GET', url: `${CORE}/admin/empresas/${made.id}` })).json() as { herramientas: Array<{ tool: string; fechaInicio: string | null; fechaFin: string | null }> };
    expect(detail.herramientas.map((tool) => [tool.tool, tool.fechaInicio, tool.fechaFin])).toEqual([
      ['LOPD', fechaInicio, fechaFin],
      ['ACOSO', fechaInicio, fechaFin],
      ['DIGITAL', null, null],
    ]);

    const message = RENOVACION_MESSAGES.fechaFinPeriodo('LOPDGDD, Acoso Laboral', fechaFin);
    expect(message).toContain(formatDate(fechaFin));
    // Later: fechaFin → a year from today would never be invoiced. Earlier: invoiced twice.
    for (const [inicio, fin] of [
      [today, addYearsIso(today, 1)],
      [fechaInicio, addDaysIso(fechaFin, -30)],
      [fechaInicio, addDaysIso(fechaFin, 1)],
    ] as const) {
      const refused = await completa(made, inicio, fin);
      expect([fin, refused.statusCode]).toEqual([fin, 400]);
      expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message, data: { fechaFin: message } });
    }
    expect(await renewalsOf(made)).toEqual([]);
    expect(await toolPeriods(made)).toEqual(before);
    expect(await noticesTo(made)).toEqual([]);

    const created = await completa(made, fechaInicio, fechaFin);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ fechaInicio, fechaFin, fechaRenovacion: addDaysIso(fechaFin, -18), empresa: { lopdgdd: true, acosoLaboral: true } });
    expect(await toolPeriods(made)).toEqual(before);
    expect(await noticesTo(made)).toHaveLength(1);
  });

  it('keeps today → a year later for tools without a period (never signed), which take it as theirs', async () => {
    const made = await company({ endsIn: 150, period: false });
    const fechaFin = addYearsIso(today, 1);
    const created = await completa(made, today, fechaFin);
    expect(created.statusCode).toBe(201);
    expect(await toolPeriods(made)).toEqual([
      ['LOPD', today, fechaFin],
      ['ACOSO', today, fechaFin],
      ['DIGITAL', null, null],
    ]);
  });

  it('refuses tools whose periods end on different days (one renewal per period end), writing nothing', async () => {
    const made = await company({ endsIn: 150, renewal: false });
    const lopdEnd = addDaysIso(today, 150);
    const acosoEnd = addDaysIso(today, 60);
    await db().update(empresaTools).set({ fechaInicio: addYearsIso(acosoEnd, -1), fechaFin: acosoEnd }).where(and(eq(empresaTools.empresaId, made.id), eq(empresaTools.tool, 'ACOSO')));
    const before = await toolPeriods(made);

    const message = RENOVACION_MESSAGES.periodosDistintos(`LOPDGDD el ${formatDate(lopdEnd)}, Acoso Laboral el ${formatDate(acosoEnd)}`);
    for (const fin of [acosoEnd, lopdEnd, addYearsIso(today, 1)]) {
      const refused = await completa(made, addYearsIso(fin, -1), fin);
      expect([fin, refused.statusCode]).toEqual([fin, 400]);
      expect(refused.json()).toEqual({ code: 'VALIDATION_ERROR', message, data: { fechaFin: message } });
    }
    expect(await renewalsOf(made)).toEqual([]);
    expect(await toolPeriods(made)).toEqual(before);

    // Each on its own: the one ending first now (the other after this renewal has closed).
    const acoso = await completa(made, addYearsIso(acosoEnd, -1), acosoEnd, { acosoLaboral: true });
    expect(acoso.statusCode).toBe(201);
    expect(acoso.json()).toMatchObject({ fechaFin: acosoEnd, empresa: { lopdgdd: false, acosoLaboral: true } });
  });
});

describe('the bell', () => {
  it('rings for staff while a pending renewal has reached its renewal date, never for others', async () => {
    const bell = (token: string) => as(token, { method: 'GET', url: `${CORE}/users/my/notifications` }).then((response) => response.json());
    // Earlier tests left priority renewals: disable them all, then make one.
    await db().update(renovaciones).set({ deshabilitarRenovacion: true, renueva: false }).where(eq(renovaciones.procesada, false));
    expect(await bell(superadmin)).toBe(false);
    await company({ endsIn: 10 });
    expect(await bell(superadmin)).toBe(true);
    expect(await bell(worker)).toBe(true);
    expect(await bell(gestoriaA.token)).toBe(false);
    expect(await bell(client)).toBe(false);
  });
});
