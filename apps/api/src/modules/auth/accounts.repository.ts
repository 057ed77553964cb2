import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@cumplia/shared/enums';
import type { Executor } from '../../db/database.ts';
import { userEmpresas, userGestorias, userRoles, users } from '../../db/schema/index.ts';

export interface Account {
  id: string;
  username: string;
  name: string;
  surname: string | null;
  email: string;
  passwordHash: string | null;
  enabled: boolean;
  roles: Role[];
  gestoriaIds: string[];
  empresaIds: string[];
}

const accountColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  surname: users.surname,
  email: users.email,
  passwordHash: users.passwordHash,
  enabled: users.enabled,
  // Qualified names on purpose: Drizzle leaves columns unqualified in a single-table select.
  roles: sql<Role[]>`coalesce((select array_agg(ur.role_id order by ur.role_id) from user_roles ur where ur.user_id = "users"."id"), '{}')`,
  gestoriaIds: sql<string[]>`coalesce((select array_agg(ug.gestoria_id::text) from user_gestorias ug where ug.user_id = "users"."id"), '{}')`,
  empresaIds: sql<string[]>`coalesce((select array_agg(ue.empresa_id::text) from user_empresas ue where ue.user_id = "users"."id"), '{}')`,
};

export async function findAccountByUsername(db: Executor, username: string): Promise<Account | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.username, username));
  return row;
}

export async function findAccountById(db: Executor, id: string): Promise<Account | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row;
}

export interface NewAccount {
  username: string;
  name: string;
  surname?: string | null;
  email: string;
  passwordHash?: string | null;
  enabled: boolean;
  roles: Role[];
  gestoriaIds?: string[];
  empresaIds?: string[];
}

export async function insertAccount(db: Executor, account: NewAccount): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      username: account.username,
      name: account.name,
      surname: account.surname ?? null,
      email: account.email,
      passwordHash: account.passwordHash ?? null,
      enabled: account.enabled,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert users returned no row');
  await db.insert(userRoles).values(account.roles.map((roleId) => ({ userId: row.id, roleId })));
  if (account.gestoriaIds?.length) {
    await db.insert(userGestorias).values(account.gestoriaIds.map((gestoriaId) => ({ userId: row.id, gestoriaId })));
  }
  if (account.empresaIds?.length) {
    await db.insert(userEmpresas).values(account.empresaIds.map((empresaId) => ({ userId: row.id, empresaId })));
  }
  return row.id;
}

export async function updatePassword(db: Executor, userId: string, passwordHash: string | null, enabled?: boolean) {
  await db
    .update(users)
    .set({ passwordHash, ...(enabled === undefined ? {} : { enabled }), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function usernamesTaken(db: Executor, usernames: string[]): Promise<string[]> {
  if (usernames.length === 0) return [];
  const rows = await db.select({ username: users.username }).from(users).where(inArray(users.username, usernames));
  return rows.map((row) => row.username);
}

export async function hasRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role)));
  return rows.length > 0;
}
