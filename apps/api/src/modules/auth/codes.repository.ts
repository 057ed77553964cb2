import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { oneTimeCodes, type OneTimeCodePurpose } from '../../db/schema/index.ts';

export interface NewCode {
  userId: string;
  purpose: OneTimeCodePurpose;
  codeHash: string;
  expiresAt: Date;
  maxAttempts: number;
}

/** Replaces any live code of the same purpose of each user: only the newest code works. */
export async function replaceCodes(db: Executor, purpose: OneTimeCodePurpose, codes: NewCode[]) {
  if (codes.length === 0) return;
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(inArray(oneTimeCodes.userId, codes.map((code) => code.userId)), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
  await insertMany(db, oneTimeCodes, codes);
}

export async function findLiveCode(db: Executor, userId: string, purpose: OneTimeCodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
        lt(oneTimeCodes.attempts, oneTimeCodes.maxAttempts),
      ),
    );
  return row;
}

export async function countFailedAttempt(db: Executor, codeId: string) {
  await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, codeId));
}

/** Single use: of two concurrent uses only one consumes the code. */
export async function consumeCode(db: Executor, codeId: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
