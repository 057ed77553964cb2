import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDaysIso, madridIsoDate } from '@cumplia/shared/calendar';
import { ROLES, type Role } from '@cumplia/shared/enums';
import { empresaPendientesSchema, gestoriaPendientesSchema, REMESA_PROXIMA_DIAS, staffPendientesSchema } from '@cumplia/shared/schemas/dashboard';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, insertEmpresa, issueFactura, tokenFor } from '../../../test/support/factories.ts';
import { contratos, facturas, renovaciones } from '../../db/schema/index.ts';

const CORE = '/api/cumplia-core';
const DAY_MS = 24 * 60 * 60 * 1000;
let app: FastifyInstance;
let mine: Awaited<ReturnType<typeof createGestoria>>;
let other: Awaited<ReturnType<typeof createGestoria>>;
const tokens = {} as Record<'superadmin' | 'worker' | 'client', string>;
let clientEmpresaId: string;
const today = madridIsoDate(new Date());

async function insertCompany(options: { gestoriaId?: string | null; verificado?: boolean; withUser?: boolean; metodoDePago?: 'SEPA' | 'TRANSFERENCIA' } = {}) {
  const { id } = await insertEmpresa(app, {
    gestoriaId: options.gestoriaId ?? null,
    metodoDePago: options.metodoDePago ?? 'SEPA',
    verificado: options.verificado ?? true,
  });
  if (options.withUser) await createUser(app, { roles: [ROLES.COMPANY], empresaIds: [id] });
  return id;
}

/** A contract sent `daysAgo` days ago, in the given state. */
async function insertContrato(empresaId: string, daysAgo: number, status: 'PENDIENTE' | 'FIRMADO' | 'ANULADO' = 'PENDIENTE', tool: 'LOPD' | 'ACOSO' = 'LOPD') {
  const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
  const signed = status === 'FIRMADO' ? { signedAt: new Date(), signedPdf: Buffer.from('%PDF-'), documentSha256: 'a'.repeat(64) } : {};
  await app.context.database.db.insert(contratos).values({ empresaId, tool, status, tokenHash: crypto.randomUUID(), tokenExpiresAt: new Date(Date.now() + 30 * DAY_MS), createdAt, ...signed });
}

async function insertRenovacion(empresaId: string, state: { renueva?: boolean; procesada?: boolean; deshabilitarRenovacion?: boolean; fechaRenovacion?: string } = {}) {
  const fechaRenovacion = state.fechaRenovacion ?? addDaysIso(today, 10);
  await app.context.database.db.insert(renovaciones).values({
    empresaId,
    fechaInicio: addDaysIso(fechaRenovacion, -347),
    fechaFin: addDaysIso(fechaRenovacion, 18),
    fechaRenovacion,
    renueva: state.renueva ?? false,
    procesada: state.procesada ?? false,
    // A processed renewal was accepted and is closed (renovaciones_estado_check).
    ...(state.procesada ? { renueva: true, cerrada: true } : {}),
    deshabilitarRenovacion: state.deshabilitarRenovacion ?? false,
    origen: 'STAFF',
  });
}

/** An invoice collected on `fechaCobro`, total 121 € (100 € + 21 % VAT). */
async function invoiceCollectedOn(empresaId: string, fechaCobro: string, state: { facturado?: boolean; anulada?: boolean } = {}) {
  const factura = await issueFactura(app, empresaId);
  await app.context.database.db
    .update(facturas)
    .set({ fechaCuandoFacturar: fechaCobro, facturado: state.facturado ?? false, anuladaAt: state.anulada ? new Date() : null })
    .where(eq(facturas.id, factura.id));
  return factura;
}

const staffToken = async (roles: Role[]) => tokenFor(app, await createUser(app, { roles }));
const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  app = await createTestApp();
  tokens.superadmin = await staffToken([ROLES.CUMPLIA]);
  tokens.worker = await staffToken([ROLES.CUMPLIA_WORKER]);
  mine = await createGestoria(app);
  other = await createGestoria(app);

  // Mine: two companies without a user (one of them unverified), two with.
  const sinUsuario = await insertCompany({ gestoriaId: mine.gestoria.id });
  await insertCompany({ gestoriaId: mine.gestoria.id, verificado: false });
  const conUsuario = await insertCompany({ gestoriaId: mine.gestoria.id, withUser: true });
  const otraConUsuario = await insertCompany({ gestoriaId: mine.gestoria.id, withUser: true });
  // Contracts: 8 and 10 days unsigned (one company, counted once), 3 days unsigned, 20 days but signed or annulled.
  await insertContrato(sinUsuario, 8);
  await insertContrato(sinUsuario, 10, 'PENDIENTE', 'ACOSO');
  await insertContrato(conUsuario, 3);
  await insertContrato(otraConUsuario, 20, 'FIRMADO');
  await insertContrato(otraConUsuario, 20, 'ANULADO', 'ACOSO');
  // Renewals: one pending, one pending whose date is reached, one accepted, one processed, one disabled.
  await insertRenovacion(sinUsuario);
  await insertRenovacion(conUsuario, { fechaRenovacion: addDaysIso(today, -2) });
  await insertRenovacion(otraConUsuario, { renueva: true });

  // The other gestoría's: everything the collaborator's home counts, which its own must not.
  const ajena = await insertCompany({ gestoriaId: other.gestoria.id });
  await insertContrato(ajena, 30);
  await insertRenovacion(ajena);
  const procesada = await insertCompany({ gestoriaId: other.gestoria.id, withUser: true });
  await insertRenovacion(procesada, { procesada: true });
  const deshabilitada = await insertCompany({ gestoriaId: other.gestoria.id, withUser: true });
  await insertRenovacion(deshabilitada, { deshabilitarRenovacion: true });

  // The client: invoices overdue, due in 3 days, due at the window's end, beyond it, remitted, cancelled.
  clientEmpresaId = await insertCompany({ verificado: true, metodoDePago: 'TRANSFERENCIA' });
  const client = await createUser(app, { roles: [ROLES.COMPANY], empresaIds: [clientEmpresaId] });
  tokens.client = await tokenFor(app, client);
  await invoiceCollectedOn(clientEmpresaId, addDaysIso(today, -3));
  await invoiceCollectedOn(clientEmpresaId, addDaysIso(today, 3));
  await invoiceCollectedOn(clientEmpresaId, addDaysIso(today, REMESA_PROXIMA_DIAS));
  await invoiceCollectedOn(clientEmpresaId, addDaysIso(today, REMESA_PROXIMA_DIAS + 1));
  await invoiceCollectedOn(clientEmpresaId, addDaysIso(today, 1), { facturado: true });
  await invoiceCollectedOn(clientEmpresaId, addDaysIso(today, 1), { anulada: true });
});
afterAll(() => closeTestApp(app));

describe("the collaborator's pending work (issue 23)", () => {
  it('counts its own companies only, each as the list it leads to', async () => {
    const response = await get(`${CORE}/gestorias/my/dashboard`, mine.token);
    expect(response.statusCode).toBe(200);
    expect(gestoriaPendientesSchema.parse(response.json())).toEqual({ empresasSinUsuario: 2, empresasContratoSinFirmar: 1, renovacionesPendientes: 2, cobrosDevueltos: 0 });

    // The other gestoría sees its own: one company without a user, one contract unsigned for 30 days, one pending renewal.
    expect((await get(`${CORE}/gestorias/my/dashboard`, other.token)).json()).toEqual({ empresasSinUsuario: 1, empresasContratoSinFirmar: 1, renovacionesPendientes: 1, cobrosDevueltos: 0 });
  });

  it('leads to lists that show as many', async () => {
    const sinUsuario = (await get(`${CORE}/gestorias/my/empresas/sin-usuario`, mine.token)).json();
    expect(sinUsuario.totalElements).toBe(2);

    const sinFirmar = await get(`${CORE}/gestorias/my/empresas?contratoSinFirmar=true`, mine.token);
    expect(sinFirmar.statusCode).toBe(200);
    expect(sinFirmar.json().totalElements).toBe(1);
    expect(sinFirmar.json().content).toHaveLength(1);
    // Without the filter, all four.
    expect((await get(`${CORE}/gestorias/my/empresas`, mine.token)).json().totalElements).toBe(4);

    const pendientes = await get(`${CORE}/gestorias/my/renovaciones?renueva=false&deshabilitarRenovacion=false&procesada=false`, mine.token);
    expect(pendientes.statusCode).toBe(200);
    expect(pendientes.json().totalElements).toBe(2);
    expect((await get(`${CORE}/gestorias/my/renovaciones`, mine.token)).json().totalElements).toBe(3);
  });

  it('refuses a bad filter with 400 and the other roles with 403', async () => {
    const bad = await get(`${CORE}/gestorias/my/empresas?contratoSinFirmar=quizas`, mine.token);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    for (const token of [tokens.superadmin, tokens.worker, tokens.client]) {
      const response = await get(`${CORE}/gestorias/my/dashboard`, token);
      expect([response.statusCode, response.json().code]).toEqual([403, 'SECURITY_ERROR']);
    }
  });
});

describe("the staff's pending work (issue 23)", () => {
  it('counts companies to verify, invoices to collect within 7 days and renewals to decide', async () => {
    const response = await get(`${CORE}/admin/dashboard/pendientes`, tokens.superadmin);
    expect(response.statusCode).toBe(200);
    const pendientes = staffPendientesSchema.parse(response.json());
    // Overdue, in 3 days and on the window's last day: three of 121 €; not the one after it, the remitted or the cancelled.
    expect(pendientes).toEqual({
      nuevasEmpresas: 1,
      remesa: { facturas: 3, importe: 363, hasta: addDaysIso(today, REMESA_PROXIMA_DIAS) },
      renovacionesPendientes: 3,
      renovacionesPrioritarias: 1,
      // No return nor refund in this data set: reembolsos.test counts both against their lists.
      devueltas: 0,
      reembolsosPendientes: 0,
      // The test app does not send to the agency: nothing it could have refused.
      registrosRechazados: null,
    });
    expect((await get(`${CORE}/worker/dashboard/pendientes`, tokens.worker)).json()).toEqual(pendientes);
  });

  it('leads to the invoice list filtered the same way', async () => {
    const hasta = addDaysIso(today, REMESA_PROXIMA_DIAS);
    for (const [area, token] of [['admin', tokens.superadmin], ['worker', tokens.worker]] as const) {
      const list = await get(`${CORE}/${area}/facturas?facturado=false&cobroHasta=${hasta}`, token);
      expect(list.statusCode).toBe(200);
      expect(list.json().totalElements).toBe(3);
    }
    const bad = await get(`${CORE}/admin/facturas?cobroHasta=31-12-2026`, tokens.superadmin);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('is for each staff home on its own path', async () => {
    expect((await get(`${CORE}/admin/dashboard/pendientes`, tokens.worker)).statusCode).toBe(403);
    expect((await get(`${CORE}/worker/dashboard/pendientes`, tokens.superadmin)).statusCode).toBe(403);
    expect((await get(`${CORE}/admin/dashboard/pendientes`, mine.token)).statusCode).toBe(403);
  });
});

describe("the client's pending invoices (issue 23)", () => {
  it('lists its invoices not yet collected, soonest first, with amount, date and method', async () => {
    const response = await get(`${CORE}/empresas/my/dashboard`, tokens.client);
    expect(response.statusCode).toBe(200);
    const { facturasPendientes } = empresaPendientesSchema.parse(response.json());
    expect(facturasPendientes.map((factura) => factura.fechaCobro)).toEqual([-3, 3, REMESA_PROXIMA_DIAS, REMESA_PROXIMA_DIAS + 1].map((days) => addDaysIso(today, days)));
    expect(facturasPendientes.every((factura) => factura.total === 121 && factura.metodoDePago === 'TRANSFERENCIA')).toBe(true);
  });

  it('sees no other company and refuses the other roles', async () => {
    const otherClient = await tokenFor(app, await createUser(app, { roles: [ROLES.COMPANY], empresaIds: [await insertCompany()] }));
    expect((await get(`${CORE}/empresas/my/dashboard`, otherClient)).json()).toEqual({ facturasPendientes: [] });
    for (const token of [tokens.superadmin, mine.token]) expect((await get(`${CORE}/empresas/my/dashboard`, token)).statusCode).toBe(403);
  });
});
