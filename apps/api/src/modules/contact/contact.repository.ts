import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { contactMessages } from '../../db/schema/index.ts';

export async function insertContactMessage(db: Executor, message: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert contact message returned no row');
  return row.id;
}

/** Deletes the messages received before `before`; answers how many. */
export async function deleteContactMessagesBefore(db: Executor, before: Date): Promise<number> {
  return (await db.delete(contactMessages).where(lt(contactMessages.createdAt, before)).returning({ id: contactMessages.id })).length;
}
