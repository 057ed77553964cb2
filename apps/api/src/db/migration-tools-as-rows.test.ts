import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { databaseBefore } from '../../test/support/migrations.ts';
import { toEmpresaWire } from '../modules/empresas/empresa-wire.ts';
import { findEmpresaView } from '../modules/empresas/empresas.repository.ts';
import type { Database } from './database.ts';
import * as schema from './schema/index.ts';

const MIGRATION = '0007_tools_as_rows';

let before: Awaited<ReturnType<typeof databaseBefore>>;
let pool: pg.Pool;
const ids: Record<string, string> = {};

const signedAt = new Date('2025-11-20T08:15:00.000Z');

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  pool = before.pool;

  // Companies as the old columns kept them: one with tools on, signed, and its own prices; one left
  // at the old defaults (all off, base prices).
  const company = `insert into empresas (razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, provincia, codigo_postal, cnae, actividad, num_cuenta`;
  const values = `'Antigua S.L.', 'Antigua', $1, 'E', 'Titular', 'antigua@example.es', '+34600000000', 'Calle 1', 'Madrid', '28001', '4711', 'Comercio', 'ES9121000418450200051332'`;
  const { rows: [tooled] } = await pool.query<{ id: string }>(
    `${company}, lopdgdd, acoso_laboral, desconexion_digital, precio_lopdgdd_cents, precio_acoso_laboral_cents, precio_desconexion_digital_cents,
       contrato_lopd_aceptado, contrato_acoso_aceptado, contrato_desconexion_aceptado, permitir_descarga, created_at, updated_at)
     values (${values}, true, true, false, 11000, 8550, 7000, true, false, false, true, $2::timestamptz - interval '30 days', $2) returning id`,
    ['B00000001', signedAt],
  );
  const { rows: [plain] } = await pool.query<{ id: string }>(`${company}) values (${values}) returning id`, ['B00000002']);
  const { rows: [gestoria] } = await pool.query<{ id: string }>(
    `insert into gestorias (razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, cnae, actividad, num_cuenta)
     values ('Gestoría S.L.', 'Gestoría', 'B00000003', 'E', 'Titular', 'g@example.es', '+34600000000', 'Calle 2', '6920', 'Asesoría', 'ES9121000418450200051332') returning id`,
  );
  await pool.query(`insert into gestoria_productos (gestoria_id, nombre_plantilla, precio_cents) values ($1, 'LOPD', 10000), ($1, 'DIGITAL', 6000)`, [gestoria!.id]);
  Object.assign(ids, { tooled: tooled!.id, plain: plain!.id, gestoria: gestoria!.id });

  await before.migrateRest();
});

afterAll(async () => {
  await before?.close();
});

describe(`migration ${MIGRATION}`, () => {
  it('gives every company its three tool rows from its old columns', async () => {
    const { rows } = await pool.query(
      `select empresa_id, tool::text, activa, precio_cents, fecha_firma_contrato, fecha_inicio, fecha_fin from empresa_tools order by empresa_id = $1 desc, empresa_tools.tool`,
      [ids.tooled],
    );
    const row = (empresaId: string, tool: string, activa: boolean, precioCents: number, fechaFirmaContrato: Date | null) => ({
      empresa_id: empresaId, tool, activa, precio_cents: precioCents, fecha_firma_contrato: fechaFirmaContrato, fecha_inicio: null, fecha_fin: null,
    });
    expect(rows).toEqual([
      // The signed contract is dated with the company's last change, the old flag having no date.
      row(ids.tooled!, 'LOPD', true, 11000, signedAt),
      row(ids.tooled!, 'ACOSO', true, 8550, null),
      row(ids.tooled!, 'DIGITAL', false, 7000, null),
      row(ids.plain!, 'LOPD', false, 12000, null),
      row(ids.plain!, 'ACOSO', false, 9000, null),
      row(ids.plain!, 'DIGITAL', false, 9000, null),
    ]);
  });

  it('answers the same flat fields as the old columns did', async () => {
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const wire = toEmpresaWire((await findEmpresaView(db, ids.tooled!))!);
    expect(wire).toMatchObject({
      lopdgdd: true,
      acosoLaboral: true,
      desconexionDigital: false,
      precioLopdgdd: 110,
      precioAcosoLaboral: 85.5,
      precioDesconexionDigital: 70,
      contratoLopdAceptado: true,
      contratoAcosoAceptado: false,
      contratoDesconexionAceptado: false,
      permitirDescarga: true,
    });
  });

  it('drops the old columns and keeps the gestoría prices, now keyed by the tool enum', async () => {
    const { rows: columns } = await pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'empresas' and (column_name like 'precio%' or column_name like 'contrato%' or column_name in ('lopdgdd', 'acoso_laboral', 'desconexion_digital'))`,
    );
    expect(columns).toEqual([]);
    const { rows: productos } = await pool.query(
      `select nombre_plantilla::text, pg_typeof(nombre_plantilla)::text as type, precio_cents from gestoria_productos where gestoria_id = $1 order by gestoria_productos.nombre_plantilla`,
      [ids.gestoria],
    );
    expect(productos).toEqual([
      { nombre_plantilla: 'LOPD', type: 'tool', precio_cents: 10000 },
      { nombre_plantilla: 'DIGITAL', type: 'tool', precio_cents: 6000 },
    ]);
  });

  it('removes a company\'s tools with the company', async () => {
    await pool.query('delete from empresas where id = $1', [ids.plain]);
    const { rows } = await pool.query('select 1 from empresa_tools where empresa_id = $1', [ids.plain]);
    expect(rows).toEqual([]);
  });
});
