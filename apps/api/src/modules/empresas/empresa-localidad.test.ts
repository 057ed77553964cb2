import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { companiesCsv, multipartFile } from '../../../test/support/csv.ts';
import { createGestoria, createUser, empresaForm, issueFactura, solvedCaptcha, tokenFor } from '../../../test/support/factories.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { empresas, empresaTools, gestoriaProductos, gestorias } from '../../db/schema/index.ts';

/**
 * The company's town ("Población", decision 0057): every path that writes a company stores it, every
 * document that prints the address writes it with the province apart; and a tool's price is at least
 * 0,01 € on every path that takes one (issue 20).
 */
const CORE = '/api/cumplia-core';
let app: FastifyInstance;
let superadmin: string;
let worker: string;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
  gestoria = await createGestoria(app);
});
afterAll(() => closeTestApp(app));

const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const UTEBO = { direccion: 'Avenida de Navarra 12', codigoPostal: '50180', localidad: 'Utebo', provincia: 'Zaragoza' };
const townOf = async (id: string) => (await app.context.database.db.select({ localidad: empresas.localidad }).from(empresas).where(eq(empresas.id, id)))[0]?.localidad;

/** The company's data as GET answers it, as an edit form sends it back. */
function editPayload(company: Record<string, unknown>, changes: Record<string, unknown>) {
  const fields = ['razonSocial', 'nifCif', 'tipo', 'nombre', 'email', 'telefono', 'nombreComercial', 'direccion', 'localidad', 'provincia', 'codigoPostal', 'cnae', 'actividad', 'numTrabajadores', 'numCuenta', 'metodoDePago'];
  return { ...Object.fromEntries(fields.map((field) => [field, company[field]])), ...changes };
}

describe('the town of a company (Población)', () => {
  it('is stored and answered on public registration, and required', async () => {
    const body = { ...empresaForm(UTEBO), numTrabajadores: '5' };
    const register = (payload: Record<string, unknown>) =>
      solvedCaptcha(app).then((captcha) => app.inject({ method: 'POST', url: `${CORE}/empresas/register`, headers: { 'x-captcha-auth': captcha }, payload }));
    const missing = await register({ ...body, localidad: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { localidad: 'Población es requerida.' } });
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(await townOf(response.json().id)).toBe('Utebo');
  });

  it("is stored on the gestoría's creation and edit, answered by GET, and required on both", async () => {
    const body = empresaForm(UTEBO);
    const created = await call(gestoria.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ localidad: 'Utebo', provincia: 'Zaragoza' });

    const url = `${CORE}/gestorias/my/empresas/${body.nifCif}`;
    const edited = await call(gestoria.token, { method: 'PUT', url, payload: editPayload(created.json(), { localidad: 'Calatayud', codigoPostal: '50300' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ localidad: 'Calatayud', codigoPostal: '50300' });
    expect(await townOf(created.json().id)).toBe('Calatayud');

    const { localidad: _, ...withoutTown } = editPayload(created.json(), {});
    const refused = await call(gestoria.token, { method: 'PUT', url, payload: withoutTown });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Población es requerida.', data: { localidad: 'Población es requerida.' } });
    const tooLong = await call(gestoria.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: empresaForm({ localidad: 'x'.repeat(101) }) });
    expect(tooLong.json()).toMatchObject({ data: { localidad: 'No puede superar 100 caracteres.' } });
  });

  it("is stored on the staff's creation and on the superadmin's and the worker's edits", async () => {
    const body = { ...empresaForm({ ...UTEBO, lopdgdd: false, acosoLaboral: false, desconexionDigital: false }), productos: [] };
    const created = await call(superadmin, { method: 'POST', url: `${CORE}/admin/empresas`, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(await townOf(id)).toBe('Utebo');

    const current = (await call(superadmin, { method: 'GET', url: `${CORE}/admin/empresas/${id}` })).json();
    expect(current).toMatchObject({ localidad: 'Utebo', provincia: 'Zaragoza' });
    const byAdmin = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/empresas/${id}`, payload: { ...editPayload(current, { localidad: 'Tarazona' }), dni: current.dni } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await townOf(id)).toBe('Tarazona');

    const byWorker = await call(worker, { method: 'PUT', url: `${CORE}/worker/empresas/${body.nifCif}`, payload: { ...editPayload(current, { localidad: 'Jaca', provincia: 'Huesca' }), dni: current.dni } });
    expect(byWorker.statusCode, byWorker.body).toBe(200);
    expect(byWorker.json()).toMatchObject({ localidad: 'Jaca', provincia: 'Huesca' });
    const refused = await call(worker, { method: 'PUT', url: `${CORE}/worker/empresas/${id}`, payload: { ...editPayload(current, { localidad: '' }), dni: current.dni } });
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { localidad: 'Población es requerida.' } });
    // The spec's payload (spec 2 §7) has no town: left out, it stays as it is.
    const { localidad: _, ...specPayload } = editPayload(current, { razonSocial: 'Hierros Jaca S.L.' });
    const kept = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/empresas/${id}`, payload: { ...specPayload, dni: current.dni } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await townOf(id)).toBe('Jaca');
  });

  it('is read from the bulk upload; a file without the column still registers its companies, with no town to be asked for', async () => {
    const upload = async (csv: string) => {
      const { payload, headers } = multipartFile('clientes.csv', Buffer.from(csv));
      const response = await call(gestoria.token, { method: 'POST', url: `${CORE}/gestorias/upload-csv`, payload, headers });
      expect(response.statusCode, response.body).toBe(201);
      await app.context.services.altaMasiva.processPending();
      return (await call(gestoria.token, { method: 'GET', url: `${CORE}/gestorias/archivos/procesamientos/${response.json().id}` })).json() as Array<{ status: string; mensajeError: string | null; empresaId?: string }>;
    };
    const towns = async (base: number, count: number) => {
      const rows = await app.context.database.db.select({ localidad: empresas.localidad, provincia: empresas.provincia }).from(empresas).where(inArray(empresas.email, Array.from({ length: count }, (_, index) => `empresa${base + index + 1}@example.es`)));
      return rows;
    };

    const withColumn = 3_100_000 + Math.floor(Math.random() * 100_000) * 10;
    expect((await upload(companiesCsv(2, { base: withColumn }))).map((line) => line.status)).toEqual(['OK', 'OK']);
    expect(await towns(withColumn, 2)).toEqual([
      { localidad: 'Vélez-Málaga', provincia: 'Málaga' },
      { localidad: 'Vélez-Málaga', provincia: 'Málaga' },
    ]);

    const old = withColumn + 5;
    expect((await upload(companiesCsv(2, { base: old, withoutLocalidad: true }))).map((line) => line.status)).toEqual(['OK', 'OK']);
    expect(await towns(old, 2)).toEqual([
      { localidad: '', provincia: 'Málaga' },
      { localidad: '', provincia: 'Málaga' },
    ]);

    // With the column, an empty town is refused as the form refuses it.
    const emptyTown = companiesCsv(1, { base: withColumn + 8 }).replace(';Vélez-Málaga;', ';;');
    expect(await upload(emptyTown)).toMatchObject([{ status: 'ERROR', mensajeError: 'localidad: Población es requerida.' }]);
  });

  it('is printed on the invoice with the province apart; a company without a town yet has its province there', async () => {
    const created = await call(gestoria.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: empresaForm(UTEBO) });
    const older = await call(gestoria.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: empresaForm({ codigoPostal: '50016' }) });
    await app.context.database.db.update(empresas).set({ localidad: '' }).where(eq(empresas.id, older.json().id));
    const textOf = async (empresaId: string) => {
      const factura = await issueFactura(app, empresaId);
      const pdf = await call(superadmin, { method: 'GET', url: `${CORE}/admin/facturas/${factura.id}/download` });
      expect(pdf.statusCode).toBe(200);
      return (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    };
    const text = await textOf(created.json().id);
    expect(text).toContain('Avenida de Navarra 12');
    expect(text).toContain('50180 Utebo (Zaragoza)');
    const olderText = await textOf(older.json().id);
    expect(olderText).toContain('50016 Zaragoza');
    expect(olderText).not.toContain('50016 Zaragoza (Zaragoza)');
  });
});

describe('a tool price is at least 0,01 € on every path (issue 20)', () => {
  const staffForm = (overrides: Record<string, unknown> = {}) => ({ ...empresaForm({ lopdgdd: false, acosoLaboral: false, desconexionDigital: false }), productos: [], ...overrides });

  it('staff tool activation, one price or several: 0.001 is refused with 400 and nothing is switched on', async () => {
    const body = staffForm();
    const created = await call(superadmin, { method: 'POST', url: `${CORE}/admin/empresas`, payload: body });
    const id = created.json().id as string;
    const single = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/empresas/${body.nifCif}/tools`, payload: { tools: { lopdgdd: true, acosoLaboral: false, desconexionDigital: false }, price: 0.001, callViafirma: false } });
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'El precio debe ser mayor a 0', data: { price: 'El precio debe ser mayor a 0' } });
    for (const price of [0.001, '0.001', 0.004]) {
      const multiple = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/empresas/${body.nifCif}/tools/multiple-price`, payload: { tools: { lopdgdd: { enabled: true, price } }, callViafirma: false } });
      expect(multiple.statusCode).toBe(400);
      expect(multiple.json()).toMatchObject({ data: { 'tools.lopdgdd.price': 'El precio es requerido y debe ser mayor a 0' } });
    }
    const rows = await app.context.database.db.select().from(empresaTools).where(eq(empresaTools.empresaId, id));
    expect(rows.every((row) => !row.activa)).toBe(true);
    const cent = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/empresas/${body.nifCif}/tools`, payload: { tools: { lopdgdd: true, acosoLaboral: false, desconexionDigital: false }, price: 0.01, callViafirma: false } });
    expect(cent.json()).toMatchObject({ lopdgdd: true, precioLopdgdd: 0.01 });
  });

  it("staff creation's product lines and flat prices: 0.001 and 0 are refused", async () => {
    for (const overrides of [
      { productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 0.001 }] },
      { productos: [{ nombrePlantilla: 'LOPD', precioDescuento: '0' }] },
      { acosoLaboral: true, precioAcosoLaboral: 0.001 },
    ]) {
      const response = await call(worker, { method: 'POST', url: `${CORE}/worker/empresas`, payload: staffForm(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Ingrese un precio válido' });
    }
  });

  it("a gestoría's prices: 0.001 is refused on its creation and its edit, and no price is stored", async () => {
    const refused = await call(superadmin, {
      method: 'POST',
      url: `${CORE}/admin/gestorias`,
      payload: { productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 0.001 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { 'productos.0.precioDescuento': 'Ingrese un precio válido' } });

    const current = (await call(superadmin, { method: 'GET', url: `${CORE}/admin/gestorias/${gestoria.gestoria.id}` })).json();
    const edit = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/gestorias/${gestoria.gestoria.id}`, payload: { ...current, productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 0.001 }] } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ data: { 'productos.0.precioDescuento': 'Ingrese un precio válido' } });
    const prices = await app.context.database.db.select().from(gestoriaProductos).where(eq(gestoriaProductos.gestoriaId, gestoria.gestoria.id));
    expect(prices.every((price) => price.precioCents >= 1)).toBe(true);
    expect((await app.context.database.db.select().from(gestorias).where(eq(gestorias.id, gestoria.gestoria.id))).length).toBe(1);
  });
});
