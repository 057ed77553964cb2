import { inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntries(db: Executor, entries: AuditEntry[]) {
  await insertMany(db, auditLog, entries);
}

const DELETE_BATCH = 5_000;

/**
 * Deletes the audit rows written before `before`, 5,000 a statement (a bulk upload writes a row per
 * company: a long log is never one long statement). How many it deleted.
 */
export async function deleteAuditEntriesBefore(db: Executor, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const oldest = db.select({ id: auditLog.id }).from(auditLog).where(lt(auditLog.createdAt, before)).limit(DELETE_BATCH);
    const batch = (await db.delete(auditLog).where(inArray(auditLog.id, oldest)).returning({ id: auditLog.id })).length;
    deleted += batch;
    if (batch < DELETE_BATCH) return deleted;
  }
}
