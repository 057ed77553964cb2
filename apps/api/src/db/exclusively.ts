import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Runs `work` only if no other holder — in this process or another server instance on the database
 * — holds the lock named `name`; answers its result, or undefined when the lock was taken. The lock
 * is a transaction-level advisory lock, held by a transaction that does nothing else while `work`
 * runs on other connections: it goes with the transaction, whatever happens to this process.
 */
export async function exclusively<Result>(db: Database, name: string, work: () => Promise<Result>): Promise<Result | undefined> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${name}, 0)) as locked`)) as unknown as { rows: Array<{ locked: boolean }> };
    if (!result.rows[0]?.locked) return undefined;
    return work();
  });
}
