import { and, asc, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { deleteMany } from '../../db/in-batches.ts';
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

/** A message sent by this run, to be marked so; `rendered` when it was queued as a template (it keeps what was sent). */
export interface SentMessage {
  id: string;
  sentAt: Date;
  rendered?: { subject: string; text: string; html: string };
}

/**
 * Marks delivered, in one statement, the messages still pending among these: a second run of the
 * job changes nothing. One commit for a run's batch instead of one per message (a bulk upload
 * queues three per company, and each commit waited for its WAL flush: decision 0066). How many it
 * marked.
 */
export async function markSent(db: Executor, messages: readonly SentMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  // A row of parameters per message (not unnest's arrays): a rendered e-mail's html is a long text,
  // and an array literal would escape and copy it once more.
  const rows = messages.map(
    (message) =>
      sql`(${message.id}::uuid, ${message.sentAt.toISOString()}::timestamptz, ${message.rendered?.subject ?? null}::text, ${message.rendered?.text ?? null}::text, ${message.rendered?.html ?? null}::text)`,
  );
  const result = (await db.execute(sql`
    update ${outboxMessages} set status = 'SENT', sent_at = sent.sent_at, attempts = ${outboxMessages.attempts} + 1, last_error = null,
      subject = coalesce(sent.subject, ${outboxMessages.subject}), text = coalesce(sent.text, ${outboxMessages.text}), html = coalesce(sent.html, ${outboxMessages.html})
    from (values ${sql.join(rows, sql`, `)}) as sent(id, sent_at, subject, text, html)
    where ${outboxMessages.id} = sent.id and ${outboxMessages.status} = 'PENDING'
    returning ${outboxMessages.id}
  `)) as unknown as { rows: unknown[] };
  return result.rows.length;
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

/**
 * Deletes the messages written before `before` that are no longer being delivered (sent, or given up
 * on); a pending one stays, whatever its age. How many it deleted.
 */
export function deleteSettledBefore(db: Executor, before: Date): Promise<number> {
  return deleteMany(db, outboxMessages, outboxMessages.id, and(inArray(outboxMessages.status, ['SENT', 'FAILED']), lt(outboxMessages.createdAt, before)));
}

/** Deletes the messages of one e-mail template sent or given up on to any of `recipients`. */
export async function deleteSettledTo(db: Executor, template: string, recipients: readonly string[]): Promise<void> {
  if (recipients.length === 0) return;
  await db
    .delete(outboxMessages)
    .where(and(eq(outboxMessages.template, template), inArray(outboxMessages.recipient, [...recipients]), inArray(outboxMessages.status, ['SENT', 'FAILED'])));
}

/**
 * Tells the planner how many messages there are now. After a bulk upload (300,000 queued in a
 * minute, before autovacuum has looked) it still believed in a few hundred pending and read the
 * next batch by sorting every pending message: 170 ms a batch instead of 0.3 ms.
 */
export async function analyzeOutbox(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${outboxMessages}`);
}
