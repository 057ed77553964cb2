import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}
