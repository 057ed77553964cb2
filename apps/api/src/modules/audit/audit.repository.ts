import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { deleteMany } from '../../db/delete-many.ts';
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
