import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { usedCaptchaSolutions } from '../../db/schema/index.ts';

/** Records a solution as used; false when it had been used before (a replay). */
export async function markSolutionUsed(db: Executor, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(usedCaptchaSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchaSolutions.signature });
  return rows.length === 1;
}

export async function deleteExpiredSolutions(db: Executor) {
  await db.delete(usedCaptchaSolutions).where(lt(usedCaptchaSolutions.expiresAt, new Date()));
}
