import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { codeAttempts, oneTimeCodes, type OneTimeCodePurpose } from '../../db/schema/index.ts';

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

const p = (name: string) => sql.placeholder(name);

const attemptClaim = preparedStatement((db) => {
  const window = sql`(${p('windowHours')}::integer * interval '1 hour')`;
  const stale = sql`a.window_started_at <= now() - ${window}`;
  const budget = db.$with('budget', { one: sql<number>`one`.as('one') }).as(sql`
    insert into ${codeAttempts} as a (username, purpose, attempts, window_started_at)
    values (${p('username')}::text, ${p('purpose')}::text, 1, now())
    on conflict (username, purpose) do update set
      attempts = case when ${stale} then 1 else a.attempts + 1 end,
      window_started_at = case when ${stale} then now() else a.window_started_at end
    where ${stale} or a.attempts < ${p('budget')}::integer
    returning 1 as one`);
  const claimed = db.$with('claimed', { id: sql<string>`id`.as('id'), codeHash: sql<string>`code_hash`.as('code_hash') }).as(sql`
    update ${oneTimeCodes} c set attempts = c.attempts + 1
    where c.id = (
        select id from ${oneTimeCodes}
        where user_id = ${p('userId')}::uuid and purpose = ${p('purpose')}::text and consumed_at is null and expires_at > now() and attempts < max_attempts
        order by created_at desc limit 1)
      and c.attempts < c.max_attempts
      and exists (select 1 from budget)
    returning c.id, c.code_hash`);
  return db
    .with(budget, claimed)
    .select({ budgetLeft: sql<boolean>`exists (select 1 from budget)`, id: sql<string | null>`(select id from claimed)`, codeHash: sql<string | null>`(select code_hash from claimed)` })
    .from(sql`(select 1) as one`)
    .prepare('claim_code_attempt');
});

/**
 * One statement, before a typed code is compared: counts the attempt against the account's budget
 * for the purpose (all its codes, `budget` in `windowHours`) and against its live code's own
 * attempts, both atomically (the upsert's and the update's row locks order concurrent guesses).
 * Answers the live code's id and hash when both had room; nothing otherwise. For an unknown user
 * (`userId` matching no row) it does the same work and finds no code.
 */
export async function claimCodeAttempt(
  db: Executor,
  key: { username: string; userId: string; purpose: OneTimeCodePurpose },
  limits: { budget: number; windowHours: number },
): Promise<{ id: string; codeHash: string } | undefined> {
  const [row] = await attemptClaim(db).execute({ ...key, ...limits });
  return row?.id && row.codeHash ? { id: row.id, codeHash: row.codeHash } : undefined;
}

/** A code was used: the account's attempts for the purpose start again from none. */
export async function forgetCodeAttempts(db: Executor, username: string, purpose: OneTimeCodePurpose) {
  await db.delete(codeAttempts).where(and(eq(codeAttempts.username, username), eq(codeAttempts.purpose, purpose)));
}

/** Forgets budgets whose window has ended (the hourly purge). */
export async function purgeCodeAttempts(db: Executor, windowHours: number) {
  await db.delete(codeAttempts).where(lt(codeAttempts.windowStartedAt, sql`now() - ${`${windowHours} hours`}::interval`));
}

/** How many codes of the purpose the user was sent since `minutes` ago (used or not). */
export async function countRecentCodes(db: Executor, userId: string, purpose: OneTimeCodePurpose, minutes: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, sql`now() - ${`${minutes} minutes`}::interval`)));
  return row?.count ?? 0;
}

/** Serialises the issuing of codes of one purpose to one user until the caller's transaction ends. */
export async function lockCodeIssuing(db: Executor, userId: string, purpose: OneTimeCodePurpose) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`codes:${purpose}:${userId}`}, 0))`);
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
