import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events (src/events/): a fact one module publishes inside its unit of work, stored in the
 * same transaction, so that no committed fact is lost to a killed process. The listeners of other
 * modules handle it after the commit; `handled_at` is set once every listener has.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    /** The order of publication. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('domain_events_pending_idx').on(table.id).where(sql`${table.handledAt} is null`)],
);

/**
 * Which listener has handled which event: written in the listener's own transaction, with its work,
 * so that a listener handles an event once however often it is dispatched (by the publishing
 * request, by the periodic run, by another server instance).
 */
export const domainEventHandlings = pgTable(
  'domain_event_handlings',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    listener: text('listener').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.listener] })],
);
