import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { addDaysIso, madridIsoDate, nextTargetBusinessDay } from '@cumplia/shared/calendar';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, insertEmpresa, issueFactura, tokenFor } from '../../../test/support/factories.ts';
import { auditLog, facturas } from '../../db/schema/index.ts';

/**
 * Decision 0060 (issue 21): a rectifying invoice with a negative total is never collected; once the
 * invoice it corrects has been collected, what it lowers is owed back to the client ("A devolver al
 * cliente") until staff record the refund. Ley 37/1992 del IVA art. 80.Uno and RD 1619/2012 art. 15:
 * the rectifying invoice states the correction; paying it back is the provider's obligation.
 */
let app: FastifyInstance;
let superadmin: string;
let worker: string;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
let clientToken: string;
let empresaId: string;
let nifCif: string;
const core = '/api/cumplia-core';
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const today = () => madridIsoDate(new Date());

/** Lowers the invoice by 50 € before VAT (60,50 € with it): a rectifying invoice by differences of −60,50 €. */
const rebaja = { tipo: 'R1', modo: 'I', motivo: 'Descuento acordado con el cliente', lineas: [{ nombreProducto: 'Descuento sobre Protección de datos', cantidad: 1, precioUnitario: -50 }] };

async function rectificada(options: { cobrada: boolean }) {
  const original = await issueFactura(app, empresaId);
  if (options.cobrada) expect((await call(superadmin, { method: 'PUT', url: `${core}/admin/facturas/${original.id}/marcar-facturada` })).statusCode).toBe(200);
  const response = await call(worker, { method: 'POST', url: `${core}/admin/facturas/${original.id}/rectificar`, payload: rebaja });
  expect(response.statusCode).toBe(201);
  return { original, rectificativa: response.json() as { id: string; facturaId: string; importeTotalImpuestos: number; reembolso: unknown } };
}

const reembolso = (token: string, id: string, payload: Record<string, unknown>) => call(token, { method: 'POST', url: `${core}/admin/facturas/${id}/reembolso`, payload });

/** The invoice as the client's own list shows it. */
async function inClientList(id: string) {
  const page = (await call(clientToken, { method: 'GET', url: `${core}/facturas/empresa/my?page=0&size=50` })).json() as { content: Array<{ id: string; reembolso: unknown }> };
  return page.content.find((factura) => factura.id === id);
}

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
  gestoria = await createGestoria(app);
  ({ id: empresaId, nifCif } = await insertEmpresa(app, { gestoriaId: gestoria.gestoria.id, razonSocial: 'Cerrajería Ubieto S.L.', nombreComercial: 'Cerrajería Ubieto', verificado: true }));
  clientToken = await tokenFor(app, await createUser(app, { roles: [ROLES.COMPANY], empresaIds: [empresaId] }));
});
afterAll(() => closeTestApp(app));

describe('refunds of negative rectifying invoices (decision 0060)', () => {
  it('owes the client the difference once the original was collected, and is never collected itself', async () => {
    const { rectificativa } = await rectificada({ cobrada: true });
    expect(rectificativa.importeTotalImpuestos).toBe(-60.5);
    expect(rectificativa.reembolso).toEqual({ estado: 'PENDIENTE', importe: 60.5, fecha: null, metodo: null });
    expect(await inClientList(rectificativa.id)).toMatchObject({ reembolso: { estado: 'PENDIENTE', importe: 60.5 } });

    const remit = await call(superadmin, { method: 'PUT', url: `${core}/admin/facturas/${rectificativa.id}/marcar-facturada` });
    expect(remit.statusCode).toBe(409);
    expect(remit.json().message).toBe('La factura no tiene importe a cobrar: no se remesa.');
    const move = await call(superadmin, { method: 'PUT', url: `${core}/admin/facturas/${rectificativa.id}/fecha-facturar`, payload: { nuevaFecha: nextTargetBusinessDay(addDaysIso(today(), 30)) } });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe('La factura no tiene importe a cobrar: no tiene fecha de cobro.');
  });

  it('is not among the invoices to collect: neither in the list the staff home opens nor in its count', async () => {
    const { original, rectificativa } = await rectificada({ cobrada: false });
    const { remesa } = (await call(superadmin, { method: 'GET', url: `${core}/admin/dashboard/pendientes` })).json() as { remesa: { facturas: number; hasta: string } };
    const list = async (hasta: string, query = '') =>
      (await call(superadmin, { method: 'GET', url: `${core}/admin/facturas?page=0&size=50&facturado=false&cobroHasta=${hasta}${query}` })).json() as { content: Array<{ id: string }>; totalElements: number };
    expect((await list(remesa.hasta)).totalElements).toBe(remesa.facturas);
    // Whatever day the original is collected (a week on, or the next TARGET day after a weekend), it
    // is among the invoices to collect by then; the rectifying one never is.
    const company = (await list(addDaysIso(today(), 60), `&cifNif=${nifCif}`)).content.map((factura) => factura.id);
    expect(company).toContain(original.id);
    expect(company).not.toContain(rectificativa.id);
  });

  it('the staff home counts the refunds owed and the returned debits as the lists they open show them', async () => {
    const pendientes = async () => (await call(worker, { method: 'GET', url: `${core}/worker/dashboard/pendientes` })).json() as { reembolsosPendientes: number; devueltas: number };
    const listed = async (query: string) => ((await call(worker, { method: 'GET', url: `${core}/worker/facturas?page=0&size=10&${query}` })).json() as { totalElements: number }).totalElements;
    const before = await pendientes();
    expect(before.reembolsosPendientes).toBe(await listed('reembolsoPendiente=true'));
    expect(before.devueltas).toBe(await listed('devuelta=true'));

    const { rectificativa } = await rectificada({ cobrada: true });
    expect((await pendientes()).reembolsosPendientes).toBe(before.reembolsosPendientes + 1);
    expect(await listed('reembolsoPendiente=true')).toBe(before.reembolsosPendientes + 1);
    expect((await reembolso(superadmin, rectificativa.id, { fecha: today(), metodo: 'TRANSFERENCIA' })).statusCode).toBe(200);
    expect((await pendientes()).reembolsosPendientes).toBe(before.reembolsosPendientes);
    expect(await listed('reembolsoPendiente=true')).toBe(before.reembolsosPendientes);
  });

  it('records the refund once, on a day not in the future nor before the rectifying invoice, audited', async () => {
    const { rectificativa } = await rectificada({ cobrada: true });

    const future = await reembolso(superadmin, rectificativa.id, { fecha: addDaysIso(today(), 1), metodo: 'TRANSFERENCIA' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'La fecha del reembolso no puede ser posterior a hoy.', data: { fecha: 'La fecha del reembolso no puede ser posterior a hoy.' } });
    const before = await reembolso(superadmin, rectificativa.id, { fecha: addDaysIso(today(), -400), metodo: 'TRANSFERENCIA' });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe('La fecha del reembolso no puede ser anterior a la de la factura rectificativa.');
    const noMethod = await reembolso(superadmin, rectificativa.id, { fecha: today(), metodo: 'BIZUM' });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().data).toMatchObject({ metodo: 'Elija cómo se reembolsó.' });

    const done = await reembolso(worker, rectificativa.id, { fecha: today(), metodo: 'TRANSFERENCIA' });
    expect(done.statusCode).toBe(200);
    expect(done.json().reembolso).toEqual({ estado: 'REEMBOLSADO', importe: 60.5, fecha: today(), metodo: 'TRANSFERENCIA' });
    expect(await inClientList(rectificativa.id)).toMatchObject({ reembolso: { estado: 'REEMBOLSADO', fecha: today() } });
    const [audit] = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, rectificativa.id), eq(auditLog.action, 'factura.refunded')));
    expect(audit?.changes).toEqual({ numeroFactura: rectificativa.facturaId, importeCents: 6050, fecha: today(), metodo: 'TRANSFERENCIA' });

    const again = await reembolso(superadmin, rectificativa.id, { fecha: today(), metodo: 'COMPENSACION' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El reembolso de esta factura ya está registrado.');
  });

  it('owes nothing before the original is collected, and the refund falls due when it is', async () => {
    const { original, rectificativa } = await rectificada({ cobrada: false });
    expect(rectificativa.reembolso).toEqual({ estado: 'ESPERA_COBRO', importe: 60.5, fecha: null, metodo: null });
    const early = await reembolso(superadmin, rectificativa.id, { fecha: today(), metodo: 'TRANSFERENCIA' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('La factura rectificada aún no se ha cobrado: no hay nada que devolver todavía.');

    expect((await call(superadmin, { method: 'PUT', url: `${core}/admin/facturas/${original.id}/marcar-facturada` })).statusCode).toBe(200);
    expect(await inClientList(rectificativa.id)).toMatchObject({ reembolso: { estado: 'PENDIENTE' } });
  });

  it('an ordinary invoice and a rectifying one that raises the amount owe nothing back', async () => {
    const original = await issueFactura(app, empresaId);
    const ordinary = await reembolso(superadmin, original.id, { fecha: today(), metodo: 'TRANSFERENCIA' });
    expect(ordinary.statusCode).toBe(409);
    expect(ordinary.json().message).toBe('La factura no tiene importe a devolver al cliente.');

    const subida = await call(worker, { method: 'POST', url: `${core}/admin/facturas/${original.id}/rectificar`, payload: { ...rebaja, lineas: [{ nombreProducto: 'Cargo omitido', cantidad: 1, precioUnitario: 20 }] } });
    expect(subida.statusCode).toBe(201);
    expect(subida.json().reembolso).toBeNull();
    expect((await reembolso(superadmin, subida.json().id, { fecha: today(), metodo: 'TRANSFERENCIA' })).statusCode).toBe(409);
  });

  it('only staff record a refund; an unknown invoice is 404', async () => {
    const { rectificativa } = await rectificada({ cobrada: true });
    for (const token of [clientToken, gestoria.token]) expect((await reembolso(token, rectificativa.id, { fecha: today(), metodo: 'TRANSFERENCIA' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `${core}/admin/facturas/${rectificativa.id}/reembolso`, payload: { fecha: today(), metodo: 'TRANSFERENCIA' } })).statusCode).toBe(401);
    expect((await reembolso(superadmin, crypto.randomUUID(), { fecha: today(), metodo: 'TRANSFERENCIA' })).statusCode).toBe(404);
    expect(await inClientList(rectificativa.id)).toMatchObject({ reembolso: { estado: 'PENDIENTE' } });
  });

  it('the database refuses a refund on an invoice that owes none, and a change of a refund recorded', async () => {
    const { db } = app.context.database;
    const refused = (statement: Promise<unknown>, pattern: RegExp) => expect(statement).rejects.toMatchObject({ cause: { message: expect.stringMatching(pattern) } });
    const original = await issueFactura(app, empresaId);
    await refused(db.update(facturas).set({ reembolsadaEl: today(), reembolsoMetodo: 'TRANSFERENCIA' }).where(eq(facturas.id, original.id)), /facturas_reembolso/);

    const { rectificativa } = await rectificada({ cobrada: true });
    expect((await reembolso(superadmin, rectificativa.id, { fecha: today(), metodo: 'TRANSFERENCIA' })).statusCode).toBe(200);
    await refused(db.update(facturas).set({ reembolsoMetodo: 'COMPENSACION' }).where(eq(facturas.id, rectificativa.id)), /not changed once issued/);
    await refused(db.update(facturas).set({ reembolsadaEl: null, reembolsoMetodo: null }).where(eq(facturas.id, rectificativa.id)), /not changed once issued/);
  });
});
