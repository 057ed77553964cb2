import { eq } from 'drizzle-orm';
import type { Database } from './database.ts';
import { appSettings } from './schema/index.ts';

/**
 * A value made once for the whole installation and kept in `app_settings` (a generated certificate,
 * a secret): the first start makes it, every instance and restart reads the same one. Two instances
 * starting together: the first insert wins and both read it back. `make` runs only when it is missing.
 */
export async function settingMadeOnce(db: Database, key: string, make: () => string): Promise<string> {
  const [existing] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (existing) return existing.value;
  await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`Could not keep the setting ${key}`);
  return row.value;
}
