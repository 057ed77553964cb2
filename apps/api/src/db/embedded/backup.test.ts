import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { scratchDataDir } from '../../../test/support/scratch-data-dir.ts';
import { backupEmbedded, restoreEmbedded, takeRestauracion } from './backup.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const folder = (prefix: string) => {
  const path = scratchDataDir(prefix);
  folders.push(path);
  return path;
};
const quiet = () => {};

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const fingerprint = (url: string) =>
  query<{ n: number; digest: string }>(url, "select count(*)::int as n, md5(coalesce(string_agg(id || ':' || texto, ',' order by id), '')) as digest from facturas_de_prueba where id <= 2000");

describe('backups of the embedded database', () => {
  it('backs up a running server under writes, and a destroyed cluster restored finds the same data', async () => {
    const dataDir = folder('cumplia-backup');
    const backupDir = join(dataDir, 'backups');
    let server = await startEmbeddedPostgres({ dataDir, log: quiet });
    const url = server.connectionString();
    await query(url, 'create table facturas_de_prueba (id integer primary key, texto text not null)');
    await query(url, "insert into facturas_de_prueba select n, 'Factura ' || n || ' · Ñandú' from generate_series(1, 2000) n");
    const before = await fingerprint(url);

    // Rows keep arriving while the copy is made: the WAL moves on, checkpoints may happen.
    let writing = true;
    let next = 100_000;
    const writer = (async () => {
      while (writing) {
        await query(url, "insert into facturas_de_prueba select n, 'durante' from generate_series($1::int, $1::int + 199) n", [next]);
        next += 200;
      }
    })();
    await query(url, 'checkpoint');
    const backup = await backupEmbedded({ dataDir, backupDir, keep: 7 });
    writing = false;
    await writer;
    const writtenBeforeEnd = next;
    expect(backup.online).toBe(true);
    expect(backup.bytes).toBeGreaterThan(1_000_000);

    // After the backup: more rows, then the cluster is lost.
    await query(url, "insert into facturas_de_prueba values (999999, 'después')");
    await server.stop();
    rmSync(join(dataDir, 'postgres'), { recursive: true, force: true });

    restoreEmbedded({ dataDir, backup: backup.folder });
    // The next start is told once which copy was put back, for the event log (EventosSIF type 07).
    expect(takeRestauracion(dataDir)).toEqual({ copia: basename(backup.folder), restauradaEl: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(takeRestauracion(dataDir)).toBeNull();
    server = await startEmbeddedPostgres({ dataDir, log: quiet });
    try {
      const restoredUrl = server.connectionString();
      expect(await fingerprint(restoredUrl)).toEqual(before);
      expect(await query(restoredUrl, 'select 1 from facturas_de_prueba where id = 999999')).toEqual([]);
      // The rows written during the copy are whole batches: a transaction is there entirely or not at all.
      const during = await query<{ n: number }>(restoredUrl, 'select count(*)::int as n from facturas_de_prueba where id >= 100000');
      expect(during[0]!.n % 200).toBe(0);
      expect(during[0]!.n).toBeLessThanOrEqual(writtenBeforeEnd - 100_000);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('copies a stopped cluster, keeps the newest backups only, and will not restore over a running server', async () => {
    const dataDir = folder('cumplia-backup-cold');
    const backupDir = join(dataDir, 'backups');
    const server = await startEmbeddedPostgres({ dataDir, log: quiet });
    await query(server.connectionString(), "create table facturas_de_prueba as select n as id, 'x' as texto from generate_series(1, 10) n");
    const running = await backupEmbedded({ dataDir, backupDir, keep: 2 });
    await expect(async () => restoreEmbedded({ dataDir, backup: running.folder })).rejects.toThrow(/está en marcha|in use|en uso/);
    await server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cold = await backupEmbedded({ dataDir, backupDir, keep: 2 });
    expect(cold.online).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const third = await backupEmbedded({ dataDir, backupDir, keep: 2 });
    expect(readdirSync(backupDir).sort()).toEqual([cold.folder, third.folder].map((path) => path.slice(backupDir.length + 1)).sort());
    expect(existsSync(running.folder)).toBe(false);

    restoreEmbedded({ dataDir, backup: cold.folder });
    const restarted = await startEmbeddedPostgres({ dataDir, log: quiet });
    try {
      expect(await query<{ n: number }>(restarted.connectionString(), 'select count(*)::int as n from facturas_de_prueba')).toEqual([{ n: 10 }]);
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});
