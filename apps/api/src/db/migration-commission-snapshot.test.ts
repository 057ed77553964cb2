import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { databaseBefore } from '../../test/support/migrations.ts';

const MIGRATION = '0019_commission_snapshot';

let before: Awaited<ReturnType<typeof databaseBefore>>;
let pool: pg.Pool;
const ids: Record<string, string> = {};

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  pool = before.pool;

  // Invoices issued before the snapshot: one of a gestoría's company (12,50 % today), one of a company without one.
  const { rows: [gestoria] } = await pool.query<{ id: string }>(
    `insert into gestorias (razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, cnae, actividad, num_cuenta, comision_basis_points)
     values ('Gestoría S.L.', 'Gestoría', 'B00000003', 'E', 'Titular', 'g@example.es', '+34600000000', 'Calle 2', '6920', 'Asesoría', 'ES9121000418450200051332', 1250) returning id`,
  );
  const company = `insert into empresas (razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, provincia, codigo_postal, cnae, actividad, num_cuenta, gestoria_id)
     values ('Antigua S.L.', 'Antigua', $1, 'E', 'Titular', 'antigua@example.es', '+34600000000', 'Calle 1', 'Madrid', '28001', '4711', 'Comercio', 'ES9121000418450200051332', $2) returning id`;
  const { rows: [withGestoria] } = await pool.query<{ id: string }>(company, ['B00000001', gestoria!.id]);
  const { rows: [without] } = await pool.query<{ id: string }>(company, ['B00000002', null]);
  const parte = JSON.stringify({ nombre: 'X', nif: 'B00000001', direccion: 'Calle 1', codigoPostal: '28001', localidad: 'Madrid', provincia: 'Madrid' });
  const invoice = `insert into facturas (serie, numero, numero_factura, empresa_id, origen, fecha, fecha_cuando_facturar, metodo_de_pago, base_cents, tipo_iva_percent, cuota_cents, total_cents, emisor, destinatario)
     values ('F2025', $1, $2, $3, 'CONTRATO', '2025-03-10', '2025-03-17', 'SEPA', 10000, 21, 2100, 12100, $4, $4) returning id`;
  const { rows: [first] } = await pool.query<{ id: string }>(invoice, [1, 'F2025-000001', withGestoria!.id, parte]);
  const { rows: [second] } = await pool.query<{ id: string }>(invoice, [2, 'F2025-000002', without!.id, parte]);
  Object.assign(ids, { gestoria: gestoria!.id, first: first!.id, second: second!.id });

  await before.migrateRest();
});

afterAll(async () => {
  await before?.close();
});

describe(`migration ${MIGRATION}`, () => {
  it("gives the invoices issued before it their company's gestoría and its commission as they are today", async () => {
    const { rows } = await pool.query(`select id, gestoria_id, comision_basis_points from facturas order by numero`);
    expect(rows).toEqual([
      { id: ids.first, gestoria_id: ids.gestoria, comision_basis_points: 1250 },
      { id: ids.second, gestoria_id: null, comision_basis_points: null },
    ]);
  });

  it('keeps the invoices immutable but lets a deleted gestoría go from them, with its percentage kept', async () => {
    await expect(pool.query('update facturas set comision_basis_points = 1 where id = $1', [ids.first])).rejects.toThrow(/not changed once issued/);
    await expect(pool.query('update facturas set gestoria_id = gen_random_uuid() where id = $1', [ids.second])).rejects.toThrow(/not changed once issued/);
    await expect(pool.query('update facturas set base_cents = 1, total_cents = 2101 where id = $1', [ids.first])).rejects.toThrow(/not changed once issued/);
    await pool.query('delete from gestorias where id = $1', [ids.gestoria]);
    const { rows } = await pool.query('select gestoria_id, comision_basis_points from facturas where id = $1', [ids.first]);
    expect(rows).toEqual([{ gestoria_id: null, comision_basis_points: 1250 }]);
  });
});
