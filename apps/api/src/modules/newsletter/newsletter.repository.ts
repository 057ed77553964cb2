import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

export async function findSubscription(db: Executor, email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
}

export async function findSubscriptionById(db: Executor, id: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  return row;
}

/** Creates the subscription or renews its confirmation token; returns its id. */
export async function upsertPendingSubscription(db: Executor, email: string, confirmTokenHash: string, confirmExpiresAt: Date) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email, status: 'PENDING', confirmTokenHash, confirmExpiresAt })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { status: 'PENDING', confirmTokenHash, confirmExpiresAt, unsubscribedAt: null },
    })
    .returning({ id: newsletterSubscriptions.id });
  if (!row) throw new Error('upsert subscription returned no row');
  return row.id;
}

/** Confirms the subscription whose live token this is; single use. */
export async function confirmByTokenHash(db: Executor, confirmTokenHash: string) {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: 'CONFIRMED', confirmedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, confirmTokenHash), gt(newsletterSubscriptions.confirmExpiresAt, new Date())))
    .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
  return rows[0];
}

export async function markUnsubscribed(db: Executor, id: string) {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'UNSUBSCRIBED', unsubscribedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(newsletterSubscriptions.id, id));
}

/** Deletes the subscriptions never confirmed whose link expired before `before`, and those ended before it; answers how many. */
/** Deletes the lapsed subscriptions; the addresses they had. */
export async function deleteLapsedSubscriptions(db: Executor, before: Date): Promise<string[]> {
  const lapsed = or(
    and(eq(newsletterSubscriptions.status, 'PENDING'), lt(newsletterSubscriptions.confirmExpiresAt, before)),
    and(eq(newsletterSubscriptions.status, 'UNSUBSCRIBED'), lt(newsletterSubscriptions.unsubscribedAt, before)),
  );
  return (await db.delete(newsletterSubscriptions).where(lapsed).returning({ email: newsletterSubscriptions.email })).map((row) => row.email);
}
