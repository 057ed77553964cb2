import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/** Rows one statement of `deleteMany` or `updateMany` touches: a bulk upload's year-old 300,000 e-mails go in short steps. */
const BATCH = 5_000;

/**
 * The purges' statements over long tables, 5,000 rows a statement (by their `id`), so that none is
 * one long statement holding its locks. Each returns how many rows it touched.
 */
export function deleteMany(db: Executor, table: PgTable, id: PgColumn, where: SQL | undefined): Promise<number> {
  return inBatches((inBatch) => db.delete(table).where(inBatch).returning({ id }), db, table, id, where);
}

/** Sets `set` on the rows of `table` that match `where`, which `set` must make them stop matching. */
export function updateMany<Table extends PgTable>(db: Executor, table: Table, id: PgColumn, where: SQL | undefined, set: PgUpdateSetSource<Table>): Promise<number> {
  return inBatches((inBatch) => db.update(table).set(set).where(inBatch).returning({ id }), db, table, id, where);
}

/** Runs `statement` on the next 5,000 rows matching `where` (its condition: their ids) until fewer are left. */
async function inBatches(statement: (inBatch: SQL) => Promise<unknown[]>, db: Executor, table: PgTable, id: PgColumn, where: SQL | undefined): Promise<number> {
  let touched = 0;
  for (;;) {
    const batch = (await statement(inArray(id, db.select({ id }).from(table).where(where).limit(BATCH)))).length;
    touched += batch;
    if (batch < BATCH) return touched;
  }
}
