import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
