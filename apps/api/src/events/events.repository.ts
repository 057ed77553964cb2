import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.ts';
import { domainEventHandlings, domainEvents } from '../db/schema/index.ts';

export interface StoredEvent {
  id: number;
  name: string;
  payload: unknown;
}

export async function insertEvent(tx: Transaction, name: string, payload: unknown): Promise<number> {
  const [row] = await tx.insert(domainEvents).values({ name, payload }).returning({ id: domainEvents.id });
  return row!.id;
}

/** Events not yet handled by every listener, oldest first; `ids` narrows to those. */
export async function pendingEvents(db: Executor, options: { ids?: readonly number[]; limit: number }): Promise<StoredEvent[]> {
  return db
    .select({ id: domainEvents.id, name: domainEvents.name, payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(isNull(domainEvents.handledAt), options.ids ? inArray(domainEvents.id, [...options.ids]) : undefined))
    .orderBy(asc(domainEvents.id))
    .limit(options.limit);
}

/**
 * Claims the event for the listener in the listener's transaction: false when it has handled it
 * already. A concurrent claim waits for this transaction and then finds the row (or, after a
 * rollback, claims it itself).
 */
export async function claimHandling(tx: Transaction, eventId: number, listener: string): Promise<boolean> {
  const claimed = await tx.insert(domainEventHandlings).values({ eventId, listener }).onConflictDoNothing().returning({ eventId: domainEventHandlings.eventId });
  return claimed.length > 0;
}

export async function markHandled(db: Executor, eventId: number): Promise<void> {
  await db.update(domainEvents).set({ handledAt: sql`now()` }).where(and(eq(domainEvents.id, eventId), isNull(domainEvents.handledAt)));
}

/** Forgets events every listener handled before `before` (their handlings go with them). */
export async function purgeHandledEvents(db: Executor, before: Date): Promise<number> {
  const deleted = await db.delete(domainEvents).where(lt(domainEvents.handledAt, before)).returning({ id: domainEvents.id });
  return deleted.length;
}
