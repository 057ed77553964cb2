import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@cumplia/shared/schemas/outbox';

/**
 * Every e-mail and SMS is written here first, in the same transaction as what caused it. An e-mail
 * is stored either rendered (subject, text, html) or as a template's name and data, rendered when
 * it is delivered (and then stored rendered, as it was sent): a bulk upload queues thousands.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    /** The name of a module's e-mail template (outbox/email-template.ts), rendered on delivery. */
    template: text('template'),
    templateData: jsonb('template_data'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a failed delivery is tried again (exponential back-off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.createdAt),
    // The delivery's next batch, oldest first, among the pending only: an index on the creation time
    // alone walks past every message already sent, and a bulk upload sends 300,000 (decision 0066).
    index('outbox_messages_pending_created_at_idx').on(table.createdAt).where(sql`${table.status} = 'PENDING'`),
    check('outbox_messages_content', sql`${table.text} is not null or ${table.template} is not null`),
  ],
);
