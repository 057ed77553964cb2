import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntries(db: Executor, entries: AuditEntry[]) {
  await insertMany(db, auditLog, entries);
}
