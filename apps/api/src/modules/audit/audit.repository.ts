import { and, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { deleteMany, updateMany } from '../../db/in-batches.ts';
import { insertMany } from '../../db/insert-many.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntries(db: Executor, entries: AuditEntry[]) {
  await insertMany(db, auditLog, entries);
}

/** Deletes the audit rows written before `before` (in steps: a bulk upload writes a row per company). How many. */
export function deleteAuditEntriesBefore(db: Executor, before: Date): Promise<number> {
  return deleteMany(db, auditLog, auditLog.id, lt(auditLog.createdAt, before));
}

/** Clears the client address of the audit rows written before `before` that still hold one. How many. */
export function clearAuditAddressesBefore(db: Executor, before: Date): Promise<number> {
  return updateMany(db, auditLog, auditLog.id, and(lt(auditLog.createdAt, before), isNotNull(auditLog.clientIp)), { clientIp: null });
}
