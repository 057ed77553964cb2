import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { loginAccountFailures, loginDevices, loginThrottle, users } from '../../db/schema/index.ts';

/**
 * Failed-login throttling (docs/decisions/0004-login-throttling.md), three counts:
 * - per account and client address (login_throttle): a few failures, then a pause for that address;
 * - per account from anywhere (login_account_failures): the times of the failed password checks of
 *   the last window, at most the limit; a check is counted before it is made, so that concurrent
 *   guesses cannot overshoot, and given back when the password was right;
 * - per known browser of the account (login_devices): a login with a live device cookie is counted
 *   there instead of the other two, so a stranger's failures never hold the owner back.
 */
export interface ThrottleLimits {
  /** Per address, and per known browser: failures within `lockMinutes`, then a pause as long. */
  maxFailures: number;
  lockMinutes: number;
  /** Per account: failed password checks within the sliding `accountWindowMinutes`. */
  accountMaxFailures: number;
  accountWindowMinutes: number;
}

const p = (name: string) => sql.placeholder(name);
const minutes = (name: string) => sql`(${p(name)}::integer * interval '1 minute')`;

const loginCheck = preparedStatement((db) => {
  const device = db.$with('device', { locked: sql<boolean>`locked`.as('locked') }).as(sql`
    select coalesce(d.locked_until > now(), false) as locked
    from ${loginDevices} d join ${users} u on u.id = d.user_id
    where d.token_hash = ${p('deviceHash')}::text and u.username = ${p('username')}::text and d.expires_at > now()`);
  // The address's check is counted before the password is, like the account's (issue 24: 25 wrong
  // passwords sent at once from one address were all checked). A window whose pause is over, or that
  // ended without one, starts again.
  const stale = sql`(coalesce(t.locked_until <= now(), false) or (t.locked_until is null and t.window_started_at < now() - ${minutes('lockMinutes')}))`;
  const address = db.$with('address', { one: sql<number>`one`.as('one') }).as(sql`
    insert into ${loginThrottle} as t (username, client_ip, failures, window_started_at)
    select ${p('username')}::text, ${p('clientIp')}::text, 1, now()
    where not exists (select 1 from device)
    on conflict (username, client_ip) do update set
      failures = case when ${stale} then 1 else t.failures + 1 end,
      window_started_at = case when ${stale} then now() else t.window_started_at end,
      locked_until = case when ${stale} then null else t.locked_until end
    where ${stale} or (t.locked_until is null and t.failures < ${p('addressMaxFailures')}::integer)
    returning 1 as one`);
  const recent = sql`array(select t from unnest(f.failed_at) t where t > now() - ${minutes('windowMinutes')})`;
  const claim = db.$with('claim', { claimedAt: sql<string>`claimed_at`.as('claimed_at') }).as(sql`
    insert into ${loginAccountFailures} as f (username, failed_at)
    select ${p('username')}::text, array[now()]
    where exists (select 1 from address)
    on conflict (username) do update set failed_at = ${recent} || now()
    where cardinality(${recent}) < ${p('maxFailures')}::integer
    returning now()::text as claimed_at`);
  return db
    .with(device, address, claim)
    .select({
      deviceLocked: sql<boolean | null>`(select locked from device)`,
      addressClaimed: sql<boolean>`exists (select 1 from address)`,
      claimedAt: sql<string | null>`(select claimed_at from claim)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('check_login');
});

export type LoginCheck =
  /** A live device cookie of this account: its own failures only. */
  | { via: 'device'; refused: boolean }
  /** Anything else: the address's count and the account's, this check counted in both when not refused. */
  | { via: 'address'; refused: boolean; claimedAt: string | null };

/**
 * Before the password is checked, one statement: is the browser known to this account (and paused);
 * if not, counts this check against the address (refused when its count is full or it is paused)
 * and then against the account (refused when full). The upserts' row locks order concurrent logins,
 * so of 25 sent at once from one address 5 are checked. A check refused by the account is given
 * back to the address.
 */
export async function checkLogin(
  db: Executor,
  key: { username: string; clientIp: string; deviceHash: string | null },
  limits: ThrottleLimits,
): Promise<LoginCheck> {
  const [row] = await loginCheck(db).execute({
    ...key,
    windowMinutes: limits.accountWindowMinutes,
    maxFailures: limits.accountMaxFailures,
    lockMinutes: limits.lockMinutes,
    addressMaxFailures: limits.maxFailures,
  });
  if (row?.deviceLocked != null) return { via: 'device', refused: row.deviceLocked };
  const claimedAt = row?.claimedAt ?? null;
  if (row?.addressClaimed && claimedAt === null) await releaseAddressClaim(db, key);
  return { via: 'address', refused: !row?.addressClaimed || claimedAt === null, claimedAt };
}

/** Gives back a check counted against the address that was not a failed password. */
export async function releaseAddressClaim(db: Executor, key: { username: string; clientIp: string }) {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(and(eq(loginThrottle.username, key.username), eq(loginThrottle.clientIp, key.clientIp)));
}

const successRecording = preparedStatement((db) => {
  const claimed = sql`${p('claimedAt')}::timestamptz`;
  const released = db.$with('released', { one: sql<number>`one`.as('one') }).as(sql`
    update ${loginAccountFailures}
    set failed_at = failed_at[1:array_position(failed_at, ${claimed}) - 1] || failed_at[array_position(failed_at, ${claimed}) + 1:]
    where username = ${p('username')}::text and array_position(failed_at, ${claimed}) is not null
    returning 1 as one`);
  const cleared = db.$with('cleared', { one: sql<number>`one`.as('one') }).as(sql`
    delete from ${loginThrottle} where username = ${p('username')}::text and client_ip = ${p('clientIp')}::text
    returning 1 as one`);
  const remembered = db.$with('remembered', { one: sql<number>`one`.as('one') }).as(sql`
    insert into ${loginDevices} (token_hash, user_id, expires_at)
    values (${p('deviceHash')}::text, ${p('userId')}::uuid, now() + ${p('deviceTtlDays')}::integer * interval '1 day')
    on conflict (token_hash, user_id) do update
    set failures = 0, locked_until = null, window_started_at = now(), expires_at = excluded.expires_at
    returning 1 as one`);
  const carried = db.$with('carried', { one: sql<number>`one`.as('one') }).as(sql`
    update ${loginDevices} set token_hash = ${p('deviceHash')}::text
    where token_hash = ${p('previousHash')}::text and user_id <> ${p('userId')}::uuid and expires_at > now()
    returning 1 as one`);
  return db
    .with(released, cleared, remembered, carried)
    .select({ one: sql<number>`1` })
    .from(sql`(select 1) as one`)
    .prepare('record_login_success');
});

/**
 * A good password, one statement: gives back the account's counted check, clears the address's
 * failures, remembers the browser for this user (or renews it and clears its failures), and moves
 * the other accounts the browser's previous cookie was known to onto its new one.
 */
export async function recordSuccess(
  db: Executor,
  login: { username: string; userId: string; clientIp: string; claimedAt: string | null; deviceHash: string; previousHash: string | null },
  deviceTtlDays: number,
) {
  await successRecording(db).execute({ ...login, deviceTtlDays });
}

/** Gives back the account's counted check without remembering the browser (a disabled account). */
export async function releaseClaim(db: Executor, username: string, claimedAt: string | null) {
  if (!claimedAt) return;
  await db
    .update(loginAccountFailures)
    .set({ failedAt: sql`failed_at[1:array_position(failed_at, ${claimedAt}::timestamptz) - 1] || failed_at[array_position(failed_at, ${claimedAt}::timestamptz) + 1:]` })
    .where(and(eq(loginAccountFailures.username, username), sql`array_position(failed_at, ${claimedAt}::timestamptz) is not null`));
}

/** Counts a failure in a window as long as the pause, and pauses when the count reaches the limit. */
function counting(table: typeof loginThrottle | typeof loginDevices, limits: ThrottleLimits): Record<'failures' | 'windowStartedAt' | 'lockedUntil', SQL> {
  const window = sql.raw(`interval '${limits.lockMinutes} minutes'`);
  const stale = sql`(${table.windowStartedAt} < now() - ${window} or coalesce(${table.lockedUntil} <= now(), false))`;
  return {
    failures: sql`case when ${stale} then 1 else ${table.failures} + 1 end`,
    windowStartedAt: sql`case when ${stale} then now() else ${table.windowStartedAt} end`,
    lockedUntil: sql`case when not ${stale} and ${table.failures} + 1 >= ${limits.maxFailures} then now() + ${window} else null end`,
  };
}

/**
 * A wrong password from an address: the check was counted by `checkLogin`; when the count has
 * reached the limit, the address is paused for that account from now.
 */
export async function recordAddressFailure(db: Executor, key: { username: string; clientIp: string }, limits: ThrottleLimits) {
  await db
    .update(loginThrottle)
    .set({ lockedUntil: sql`case when ${loginThrottle.failures} >= ${limits.maxFailures} then now() + ${sql.raw(`interval '${limits.lockMinutes} minutes'`)} else ${loginThrottle.lockedUntil} end` })
    .where(and(eq(loginThrottle.username, key.username), eq(loginThrottle.clientIp, key.clientIp)));
}

/** A wrong password from a browser known to the account. */
export async function recordDeviceFailure(db: Executor, key: { username: string; deviceHash: string }, limits: ThrottleLimits) {
  await db
    .update(loginDevices)
    .set(counting(loginDevices, limits))
    .where(and(eq(loginDevices.tokenHash, key.deviceHash), eq(loginDevices.userId, sql`(select ${users.id} from ${users} where ${users.username} = ${key.username})`)));
}

/**
 * A new password was set with an e-mailed code: the account's failures are forgotten everywhere,
 * so a browser it was never used in can sign in at once.
 */
export async function clearAccountFailures(db: Executor, username: string) {
  await db.execute(sql`
    with account as (delete from ${loginAccountFailures} where username = ${username}),
    addresses as (delete from ${loginThrottle} where username = ${username})
    update ${loginDevices} set failures = 0, locked_until = null
    where user_id = (select id from ${users} where username = ${username}) and (failures > 0 or locked_until is not null)`);
}

/** Forgets counts whose windows and pauses are over, and browsers not seen for their lifetime. */
export async function purgeExpiredThrottles(db: Executor, limits: ThrottleLimits) {
  await db.execute(sql`
    with addresses as (
      delete from ${loginThrottle}
      where window_started_at < now() - ${sql.raw(`interval '${limits.lockMinutes} minutes'`)} and coalesce(locked_until <= now(), true)
    ),
    accounts as (
      delete from ${loginAccountFailures} f
      where not exists (select 1 from unnest(f.failed_at) t where t > now() - ${sql.raw(`interval '${limits.accountWindowMinutes} minutes'`)})
    )
    delete from ${loginDevices} where expires_at <= now()`);
}
