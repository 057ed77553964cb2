import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { gestorias } from './gestorias.ts';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** A NIF/NIE, upper case. */
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  surname: text('surname'),
  email: text('email').notNull(),
  /** Null until the account is verified and a password chosen. */
  passwordHash: text('password_hash'),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  description: text('description').notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

export const userGestorias = pgTable(
  'user_gestorias',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gestoriaId: uuid('gestoria_id')
      .notNull()
      .references(() => gestorias.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gestoriaId] }), index().on(table.gestoriaId)],
);

export const userEmpresas = pgTable(
  'user_empresas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
  },
  // A company has at most one administrator user: of two concurrent assignments, one wins.
  (table) => [primaryKey({ columns: [table.userId, table.empresaId] }), uniqueIndex('user_empresas_one_administrator').on(table.empresaId)],
);

/**
 * Refresh tokens are opaque; only their SHA-256 is stored. Each login starts a family; a refresh
 * marks the presented token used and issues the next one in the same family. Presenting a used
 * token again revokes the whole family (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.familyId), index().on(table.userId)],
);

export const ONE_TIME_CODE_PURPOSES = ['ACCOUNT_VERIFICATION', 'PASSWORD_RESET', 'SIGNATURE'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** Verification, password-reset and signature codes: hashed, expiring, single-use, few attempts. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Set when used, or when a newer code of the same purpose replaced it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_active_idx')
      .on(table.userId, table.purpose)
      .where(sql`${table.consumedAt} is null`),
    // The codes an account was sent lately, and the attempts spent on them (issue 24's caps).
    index('one_time_codes_recent_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);

/**
 * Attempts at one-time codes per account and purpose, across all its codes, in a window (issue 24):
 * claimed before a code is compared, in one upsert, so that concurrent guesses cannot overshoot.
 * Keyed by the username as typed (normalised), so an unknown one costs the same statement.
 */
export const codeAttempts = pgTable(
  'code_attempts',
  {
    username: text('username').notNull(),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.username, table.purpose] })],
);

/**
 * Sessions (refresh-token families) ended lately: by sign-out, a replayed token, a password
 * change, the user disabled, losing a role or a link, or deleted. Written by triggers on
 * refresh_tokens, which also NOTIFY `cumplia_sessions_ended`, so that every server instance
 * refuses the session's access tokens at once (docs/decisions/0037). Kept as long as an access
 * token lives, then purged.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.endedAt)],
);

/** Failed logins per account and client address (see docs/decisions/0004-login-throttling.md). */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    username: text('username').notNull(),
    clientIp: text('client_ip').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.username, table.clientIp] })],
);

/**
 * Failed password checks of an account from anywhere (0004): the times of those in the last hour.
 * Keyed by the username as typed (normalised), so an unknown one is counted like a real one.
 */
export const loginAccountFailures = pgTable('login_account_failures', {
  username: text('username').primaryKey(),
  failedAt: timestamp('failed_at', { withTimezone: true }).array().notNull().default(sql`'{}'`),
});

/**
 * Browsers where a user signed in (0004): the SHA-256 of the device cookie, per user. A login with a
 * live one is not held back by the account's failures, only by its own, counted here.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tokenHash, table.userId] }), index().on(table.userId)],
);
