import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appSettings } from '../../db/schema/index.ts';
import { randomToken } from '../../lib/crypto.ts';

const KEY = 'server_secret';

/**
 * The secret that signs access tokens and keys code hashes. Configured (JWT_SECRET), or generated
 * on first start and kept in the database so that sessions survive restarts.
 */
export async function loadServerSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.insert(appSettings).values({ key: KEY, value: randomToken(48) }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error('Could not load the server secret');
  return row.value;
}
