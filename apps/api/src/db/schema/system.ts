import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-generated settings that must survive restarts (e.g. the token signing key). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Captcha solutions already accepted: a solution is good once. Rows expire with the challenge. */
export const usedCaptchaSolutions = pgTable('used_captcha_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Public-form rate limits (plugins/rate-limit-store.ts): hits per key (route and client address) in
 * the current window, in the database so that every server instance counts the same hits.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
