import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../db/schema/index.ts';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { MODULES } from '../modules.ts';
import { AUDIT_ADDRESS_RETENTION_MONTHS, AUDIT_RETENTION_YEARS } from './audit.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await closeTestApp(app);
});

const yearsAgo = (years: number, plusDays = 0) => {
  const moment = new Date();
  moment.setUTCFullYear(moment.getUTCFullYear() - years);
  return new Date(moment.getTime() - plusDays * 86_400_000);
};

describe('what the audit log keeps (RGPD art. 5.1.e; Código de Comercio art. 30.1; decision 0081)', () => {
  it('deletes a change six years after it was made and keeps the newer ones', async () => {
    expect(AUDIT_RETENTION_YEARS).toBe(6);
    const db = app.context.database.db;
    const change = { actorUsername: '12345678Z', action: 'UPDATE', entityType: 'empresa', clientIp: '203.0.113.7', changes: { numCuenta: { antes: 'ES91…1332', despues: 'ES79…8765' } } };
    await db.insert(auditLog).values([
      { ...change, entityId: 'pasada', createdAt: yearsAgo(6, 1) },
      { ...change, entityId: 'dentro', createdAt: yearsAgo(6, -1) },
      { ...change, entityId: 'reciente', createdAt: yearsAgo(1) },
    ]);
    expect((await app.context.services.audit.purgeOld()).deleted).toBeGreaterThanOrEqual(1);
    const kept = (await db.select({ entityId: auditLog.entityId }).from(auditLog)).map((row) => row.entityId);
    expect(kept).toContain('dentro');
    expect(kept).toContain('reciente');
    expect(kept).not.toContain('pasada');
  });

  it('clears the IP address of a change a year after it, and keeps the rest of the row (RGPD art. 5.1.c)', async () => {
    expect(AUDIT_ADDRESS_RETENTION_MONTHS).toBe(12);
    const db = app.context.database.db;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const change = { actorUsername: '12345678Z', action: 'UPDATE', entityType: 'empresa', clientIp: '198.51.100.23', changes: { telefono: { antes: '+34600000001', despues: '+34600000002' } } };
    await db.insert(auditLog).values([
      { ...change, entityId: 'ip-de-hace-un-ano-y-un-dia', createdAt: daysAgo(367) },
      { ...change, entityId: 'ip-de-hace-diez-meses', createdAt: daysAgo(300) },
    ]);
    expect((await app.context.services.audit.purgeOld()).addressesCleared).toBeGreaterThanOrEqual(1);
    const rows = await db.select({ entityId: auditLog.entityId, actorUsername: auditLog.actorUsername, clientIp: auditLog.clientIp, changes: auditLog.changes, createdAt: auditLog.createdAt }).from(auditLog);
    const old = rows.find((row) => row.entityId === 'ip-de-hace-un-ano-y-un-dia')!;
    expect(old).toMatchObject({ actorUsername: '12345678Z', clientIp: null, changes: change.changes });
    expect(rows.find((row) => row.entityId === 'ip-de-hace-diez-meses')!.clientIp).toBe('198.51.100.23');
    // Every row a year old has lost its address, however many the purge found.
    expect(rows.filter((row) => row.createdAt < daysAgo(366) && row.clientIp !== null)).toEqual([]);
  });

  it('clears and deletes in steps of 5,000 rows, to the last one (db/in-batches.ts)', async () => {
    const { executeSql } = app.context.database.raw;
    const insertOld = (count: number, interval: string, entityId: string) =>
      executeSql(
        `insert into audit_log (actor_username, action, entity_type, entity_id, client_ip, created_at)
         select '12345678Z', 'CREATE', 'empresa', $1, '203.0.113.9', now() - $2::interval from generate_series(1, $3::int)`,
        [entityId, interval, count],
      );
    await insertOld(12_001, '400 days', 'lote-de-un-ano');
    await insertOld(10_002, '7 years', 'lote-de-siete-anos');
    const purged = await app.context.services.audit.purgeOld();
    expect(purged.deleted).toBeGreaterThanOrEqual(10_002);
    expect(purged.addressesCleared).toBeGreaterThanOrEqual(12_001);
    const left = await executeSql(`select entity_id, count(*)::int as n, count(client_ip)::int as with_address from audit_log where entity_id like 'lote-%' group by entity_id`);
    expect(left.rows).toEqual([{ entity_id: 'lote-de-un-ano', n: 12_001, with_address: 0 }]);
  });

  it('is forgotten by the hourly purge job: the module is in the application and declares its purge', async () => {
    const db = app.context.database.db;
    await db.insert(auditLog).values({ actorUsername: 'sistema', action: 'UPDATE', entityType: 'usuario', entityId: 'purgada', createdAt: yearsAgo(7) });
    const purge = MODULES.find((module) => module.name === 'audit')?.purge?.(app.context.services);
    expect(purge).toBeTypeOf('function');
    await purge!();
    const kept = (await db.select({ entityId: auditLog.entityId }).from(auditLog)).map((row) => row.entityId);
    expect(kept).not.toContain('purgada');
  });
});
