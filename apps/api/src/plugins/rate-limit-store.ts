import { lte, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Executor } from '../db/database.ts';
import { preparedStatement } from '../db/prepared.ts';
import { rateLimitHits } from '../db/schema/index.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * One statement per hit, on the database's clock: the first hit of a key, or the first after its
 * window ended, starts a window of `windowMs` at 1; any other adds 1. The row lock of the upsert
 * orders concurrent hits of a key, from any server instance. Answers the count and the time left.
 */
const hit = preparedStatement((db) => {
  const window = sql`(${sql.placeholder('windowMs')}::bigint * interval '1 millisecond')`;
  const ended = sql`${rateLimitHits.resetAt} <= now()`;
  return db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), hits: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then now() + ${window} else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))::integer`,
    })
    .prepare('rate_limit_hit');
});

/**
 * A @fastify/rate-limit store kept in PostgreSQL, so that every server instance on the database
 * counts the same hits (the library's default store is per process). A route's limit gets its own
 * keys, as with the library's Redis store: `METHOD/url-` + the client address. Fixed windows; the
 * `continueExceeding` and `exponentialBackoff` options are not supported (no route uses them).
 */
export function postgresRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      hit(db)
        .execute({ key: this.prefix + key, windowMs: Math.max(1, Math.trunc(timeWindow)) })
        .then(
          ([row]) => callback(null, { current: row!.hits, ttl: row!.ttlMs }),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresRateLimitStore(undefined, `${String(route?.method ?? '')}${String(route?.url ?? '')}-`);
    }
  }
  return PostgresRateLimitStore;
}

/** Forgets the windows that have ended (the hourly purge job); answers how many. */
export async function purgeExpired(db: Executor): Promise<number> {
  const purged = await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, sql`now()`)).returning({ key: rateLimitHits.key });
  return purged.length;
}
