import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../db/schema/index.ts';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { MODULES } from '../modules.ts';
import { AUDIT_RETENTION_YEARS } from './audit.service.ts';

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
    expect(await app.context.services.audit.purgeOld()).toBeGreaterThanOrEqual(1);
    const kept = (await db.select({ entityId: auditLog.entityId }).from(auditLog)).map((row) => row.entityId);
    expect(kept).toContain('dentro');
    expect(kept).toContain('reciente');
    expect(kept).not.toContain('pasada');
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
