import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import type { OUTBOX_CHANNELS } from '@cumplia/shared/schemas/outbox';
import { outboxMessages } from '../../db/schema/index.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<typeof outboxMessages.$inferInsert, 'channel' | 'recipient' | 'subject' | 'text' | 'html' | 'template' | 'templateData'>;

export async function insertMessage(db: Executor, message: NewOutboxMessage): Promise<string> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  if (!row) throw new Error('insert outbox returned no row');
  return row.id;
}

/** Many messages in one statement. */
export async function insertMessages(db: Executor, messages: NewOutboxMessage[]) {
  await insertMany(db, outboxMessages, messages);
}

export async function listMessages(
  db: Executor,
  query: { page: number; size: number; channel?: (typeof OUTBOX_CHANNELS)[number] },
) {
  const where = query.channel ? eq(outboxMessages.channel, query.channel) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ value: count() }).from(outboxMessages).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findMessage(db: Executor, id: string) {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/**
 * The messages due for delivery, oldest first. The database's clock on both sides: `next_attempt_at`
 * defaults to its now() (microseconds), and a JavaScript Date (milliseconds) taken in the same
 * millisecond would find a message just queued not yet due.
 */
export async function dueMessages(db: Executor, limit: number) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outboxMessages.createdAt))
    .limit(limit);
}

/**
 * Marks delivered only if still pending: a second run of the job changes nothing. A message queued
 * as a template keeps the rendering that was sent.
 */
export async function markSent(db: Executor, id: string, rendered?: { subject: string; text: string; html: string }): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'SENT', sentAt: new Date(), attempts: sql`${outboxMessages.attempts} + 1`, lastError: null, ...rendered })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'PENDING')))
    .returning({ id: outboxMessages.id });
  return rows.length === 1;
}

export async function markFailedAttempt(db: Executor, id: string, error: string, maxAttempts: number) {
  await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      lastError: error.slice(0, 1000),
      status: sql`case when ${outboxMessages.attempts} + 1 >= ${maxAttempts} then 'FAILED' else 'PENDING' end`,
      nextAttemptAt: sql`now() + make_interval(mins => power(2, ${outboxMessages.attempts})::int)`,
    })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'PENDING')));
}
