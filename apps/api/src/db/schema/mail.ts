import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages of the public contact form, kept as received and forwarded to the provider's inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    city: text('city').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** The privacy policy was accepted when sending (recorded as evidence of consent). */
    privacyAccepted: boolean('privacy_accepted').notNull(),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt)],
);

export const NEWSLETTER_STATUSES = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] as const;

/** Newsletter subscribers, double opt-in: PENDING until the e-mailed link is followed. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('PENDING'),
  /** SHA-256 of the confirmation token; null once used. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
