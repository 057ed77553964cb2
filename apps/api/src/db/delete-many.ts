import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/** Rows deleted by one statement of `deleteMany`: a bulk upload's year-old 300,000 e-mails go in short steps. */
const DELETE_BATCH = 5_000;

/**
 * Deletes the rows of `table` that match `where`, 5,000 a statement (by their `id`), so that a purge
 * of a long table is never one long statement holding its locks. How many it deleted.
 */
export async function deleteMany(db: Executor, table: PgTable, id: PgColumn, where: SQL | undefined): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batchIds = db.select({ id }).from(table).where(where).limit(DELETE_BATCH);
    const batch = (await db.delete(table).where(inArray(id, batchIds)).returning({ id })).length;
    deleted += batch;
    if (batch < DELETE_BATCH) return deleted;
  }
}
