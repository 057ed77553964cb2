import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { databaseBefore } from '../../test/support/migrations.ts';

/** Decision 0050: the mandates signed before a new account could be signed for name the company's account of then. */
const MIGRATION = '0030_mandato_nueva_cuenta';

let before: Awaited<ReturnType<typeof databaseBefore>>;
let pool: pg.Pool;
const ids: Record<string, string> = {};

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  pool = before.pool;

  // A company whose IBAN was stored as typed (spaces, lower case), with a signed contract carrying a mandate and a pending one without.
  const { rows: [empresa] } = await pool.query<{ id: string }>(
    `insert into empresas (razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, provincia, codigo_postal, cnae, actividad, num_cuenta)
     values ('Antigua S.L.', 'Antigua', 'B00000001', 'E', 'Titular', 'antigua@example.es', '+34600000000', 'Calle 1', 'Madrid', '28001', '4711', 'Comercio', 'es91 2100 0418 4502 0005 1332') returning id`,
  );
  const { rows: [signed] } = await pool.query<{ id: string }>(
    `insert into contratos (empresa_id, tool, status, token_hash, token_expires_at, document_sha256, mandate_reference, signed_at, signed_pdf)
     values ($1, 'LOPD', 'FIRMADO', 'hash-1', now(), $2, 'CUMPLIA-LOPD-0001', now(), '\\x25504446'::bytea) returning id`,
    [empresa!.id, 'a'.repeat(64)],
  );
  const { rows: [pending] } = await pool.query<{ id: string }>(
    `insert into contratos (empresa_id, tool, token_hash, token_expires_at) values ($1, 'ACOSO', 'hash-2', now()) returning id`,
    [empresa!.id],
  );
  Object.assign(ids, { empresa: empresa!.id, signed: signed!.id, pending: pending!.id });

  await before.migrateRest();
});

afterAll(async () => {
  await before?.close();
});

describe(`migration ${MIGRATION}`, () => {
  it("gives a mandate signed before it the company's account, normalised, and leaves a contract without a mandate without one", async () => {
    const { rows } = await pool.query(`select id, tipo, mandate_iban from contratos order by token_hash`);
    expect(rows).toEqual([
      { id: ids.signed, tipo: 'CONTRATO', mandate_iban: 'ES9121000418450200051332' },
      { id: ids.pending, tipo: 'CONTRATO', mandate_iban: null },
    ]);
    const { rows: [empresa] } = await pool.query(`select num_cuenta_desde from empresas where id = $1`, [ids.empresa]);
    expect(empresa).toEqual({ num_cuenta_desde: null });
  });

  it('keeps a tool on every contract and none on a mandate', async () => {
    await expect(pool.query(`insert into contratos (empresa_id, tipo, token_hash, token_expires_at) values ($1, 'CONTRATO', 'hash-3', now())`, [ids.empresa])).rejects.toThrow(/contratos_tool_check/);
    await expect(pool.query(`insert into contratos (empresa_id, tipo, tool, token_hash, token_expires_at) values ($1, 'MANDATO', 'LOPD', 'hash-4', now())`, [ids.empresa])).rejects.toThrow(/contratos_tool_check/);
  });
});
