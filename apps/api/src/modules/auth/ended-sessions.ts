import { gt, lt, sql, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listenToChannel, type ChannelListener } from '../../db/notifications.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { endedSessions } from '../../db/schema/index.ts';

export const SESSIONS_ENDED_CHANNEL = 'cumplia_sessions_ended';

/**
 * The sessions ended while their access tokens may still be alive, known to this server instance
 * (docs/decisions/0037). A session ends in the database (a refresh-token family revoked or deleted:
 * triggers on refresh_tokens write `ended_sessions` and NOTIFY); every instance LISTENs and adds the
 * session to a set in memory as the notification arrives, milliseconds after the commit. A request's
 * check is then a lookup in that set, which costs the list calls nothing measurable.
 *
 * While the LISTEN connection is down (notifications may be missed), each check asks the database
 * instead; when it is back, the set is read again from `ended_sessions` before the set answers.
 */
export interface EndedSessions {
  /** Whether the session has ended: its access tokens are refused. */
  isEnded(sessionId: string): boolean | Promise<boolean>;
  /** Starts listening and reads the sessions ended within the access tokens' lifetime. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Forgets the sessions ended longer ago than an access token lives (the hourly purge). */
  purgeExpired(): Promise<void>;
}

const endedLookup = preparedStatement((db) =>
  db.select({ one: sql<number>`1` }).from(endedSessions).where(eq(endedSessions.familyId, sql.placeholder('familyId'))).limit(1).prepare('ended_session_lookup'),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createEndedSessions(deps: { db: Database; connectionString: string; tokenLifetimeSeconds: number; log: (error: Error) => void }): EndedSessions {
  const { db, tokenLifetimeSeconds } = deps;
  /** Session id → when it was learnt here (ms), for forgetting it once its tokens have expired. */
  let ended = new Map<string, number>();
  let listener: ChannelListener | undefined;
  // Kept a minute longer than a token lives: clocks of instances and the database differ a little.
  const keepMs = (tokenLifetimeSeconds + 60) * 1000;
  const since = () => sql`now() - ${`${tokenLifetimeSeconds + 60} seconds`}::interval`;

  async function readAll() {
    const rows = await db.select({ familyId: endedSessions.familyId }).from(endedSessions).where(gt(endedSessions.endedAt, since()));
    const now = Date.now();
    const fresh = new Map(rows.map((row) => [row.familyId, now] as const));
    // Ones notified while reading are kept too.
    for (const [id, at] of ended) if (!fresh.has(id)) fresh.set(id, at);
    ended = fresh;
  }

  function forgetOld() {
    const before = Date.now() - keepMs;
    for (const [id, at] of ended) if (at < before) ended.delete(id);
  }
  let sweeper: NodeJS.Timeout | undefined;

  return {
    isEnded(sessionId) {
      if (listener?.listening) return ended.has(sessionId);
      if (!UUID.test(sessionId)) return true;
      return endedLookup(db)
        .execute({ familyId: sessionId })
        .then((rows) => rows.length > 0 || ended.has(sessionId));
    },

    async start() {
      listener = listenToChannel(
        deps.connectionString,
        SESSIONS_ENDED_CHANNEL,
        {
          onNotification: (payload) => ended.set(payload, Date.now()),
          onListening: readAll,
          onLost: () => {},
        },
        deps.log,
      );
      await listener.ready;
      sweeper = setInterval(forgetOld, 60_000);
      sweeper.unref();
    },

    async stop() {
      if (sweeper) clearInterval(sweeper);
      await listener?.close();
      listener = undefined;
    },

    async purgeExpired() {
      await db.delete(endedSessions).where(lt(endedSessions.endedAt, since()));
    },
  };
}
