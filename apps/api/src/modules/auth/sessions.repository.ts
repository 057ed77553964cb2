import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { accountColumns, type Account } from './accounts.repository.ts';

const insertion = preparedStatement((db) =>
  db
    .insert(refreshTokens)
    .values({ userId: sql.placeholder('userId'), familyId: sql.placeholder('familyId'), tokenHash: sql.placeholder('tokenHash'), expiresAt: sql.placeholder('expiresAt') })
    .prepare('insert_refresh_token'),
);

export async function insertRefreshToken(
  db: Executor,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await insertion(db).execute(token);
}

const rotation = preparedStatement((db) => {
  const now = sql.placeholder('now');
  const consumed = db.$with('consumed', { userId: sql<string>`user_id`.as('user_id'), familyId: sql<string>`family_id`.as('family_id') }).as(sql`
    update ${refreshTokens} set used_at = ${now}::timestamptz
    where token_hash = ${sql.placeholder('presentedHash')} and used_at is null and revoked_at is null and expires_at > ${now}::timestamptz
    returning user_id, family_id`);
  const issued = db.$with('issued', { userId: sql<string>`user_id`.as('user_id') }).as(sql`
    insert into ${refreshTokens} (user_id, family_id, token_hash, expires_at)
    select consumed.user_id, consumed.family_id, ${sql.placeholder('nextHash')}::text, ${sql.placeholder('expiresAt')}::timestamptz
    from consumed join ${users} on ${users.id} = consumed.user_id
    where ${users.enabled}
    returning user_id`);
  return db
    .with(consumed, issued)
    .select({ familyId: consumed.familyId, issued: sql<boolean>`exists (select 1 from issued)`, ...accountColumns })
    .from(consumed)
    .innerJoin(users, eq(users.id, consumed.userId))
    .prepare('rotate_refresh_token');
});

/**
 * A refresh in one statement, so one commit: marks the presented token used, atomically (of two
 * concurrent presentations only one gets the row; the other waits, then finds it used), and stores
 * its successor in the same family if the user is still enabled. Answers the family, whether the
 * successor was stored, and the account for the access token; nothing when the presented token was
 * not live (unknown, used, revoked or expired). Prepared: planning it cost more than running it.
 */
export async function rotateRefreshToken(
  db: Executor,
  presentedHash: string,
  next: { tokenHash: string; expiresAt: Date },
  now = new Date(),
): Promise<{ familyId: string; issued: boolean; account: Account } | undefined> {
  const [row] = await rotation(db).execute({ presentedHash, now, nextHash: next.tokenHash, expiresAt: next.expiresAt });
  if (!row) return undefined;
  const { familyId, issued, ...account } = row;
  return { familyId, issued, account };
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeFamily(db: Executor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(db: Executor, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
