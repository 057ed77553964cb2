import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { loginThrottle } from '../../db/schema/index.ts';

const throttleOf = preparedStatement((db) =>
  db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.username, sql.placeholder('username')), eq(loginThrottle.clientIp, sql.placeholder('clientIp'))))
    .prepare('find_login_throttle'),
);

/**
 * The failures counted for an account from an address: undefined when there are none (nothing to
 * clear after a good login); `lockedUntil` only while the lock lasts.
 */
export async function findThrottle(db: Executor, username: string, clientIp: string): Promise<{ lockedUntil: Date | null } | undefined> {
  const [row] = await throttleOf(db).execute({ username, clientIp });
  if (!row) return undefined;
  return { lockedUntil: row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null };
}

/**
 * Counts a failure in the current window (as long as the lock) and locks when the count reaches
 * the limit. A window or lock that has passed starts again from one failure.
 */
export async function recordFailure(
  db: Executor,
  key: { username: string; clientIp: string },
  limits: { maxFailures: number; lockMinutes: number },
) {
  const window = sql.raw(`interval '${limits.lockMinutes} minutes'`);
  const stale = sql`(${loginThrottle.windowStartedAt} < now() - ${window} or coalesce(${loginThrottle.lockedUntil} <= now(), false))`;
  await db
    .insert(loginThrottle)
    .values({ ...key, failures: 1 })
    .onConflictDoUpdate({
      target: [loginThrottle.username, loginThrottle.clientIp],
      set: {
        failures: sql`case when ${stale} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when not ${stale} and ${loginThrottle.failures} + 1 >= ${limits.maxFailures} then now() + ${window} else null end`,
      },
    });
}

export async function clearFailures(db: Executor, key: { username: string; clientIp: string }) {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.username, key.username), eq(loginThrottle.clientIp, key.clientIp)));
}
