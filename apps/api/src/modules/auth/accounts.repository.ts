import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Role } from '@cumplia/shared/enums';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { roles, userEmpresas, userGestorias, userRoles, users } from '../../db/schema/index.ts';

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

export const accountColumns = {
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

// Prepared: every login reads an account, and planning the subqueries cost more than running them.
const accountByUsername = preparedStatement((db) =>
  db.select(accountColumns).from(users).where(eq(users.username, sql.placeholder('username'))).prepare('find_account_by_username'),
);

export async function findAccountByUsername(db: Executor, username: string): Promise<Account | undefined> {
  const [row] = await accountByUsername(db).execute({ username });
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
  const [id] = await insertAccounts(db, [account]);
  return id!;
}

/** Accounts with their roles and links, one statement per table; the ids in the order given. */
export async function insertAccounts(db: Executor, accounts: NewAccount[]): Promise<string[]> {
  if (accounts.length === 0) return [];
  const rows = await insertMany(
    db,
    users,
    accounts.map((account) => ({
      username: account.username,
      name: account.name,
      surname: account.surname ?? null,
      email: account.email,
      passwordHash: account.passwordHash ?? null,
      enabled: account.enabled,
    })),
    { id: users.id, username: users.username },
  );
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  const ids = accounts.map((account) => {
    const id = idOf.get(account.username);
    if (!id) throw new Error(`insert users returned no row for ${account.username}`);
    return id;
  });
  const links = <T>(build: (account: NewAccount, userId: string) => T[]) => accounts.flatMap((account, index) => build(account, ids[index]!));
  await insertMany(db, userRoles, links((account, userId) => account.roles.map((roleId) => ({ userId, roleId }))));
  await insertMany(db, userGestorias, links((account, userId) => (account.gestoriaIds ?? []).map((gestoriaId) => ({ userId, gestoriaId }))));
  await insertMany(db, userEmpresas, links((account, userId) => (account.empresaIds ?? []).map((empresaId) => ({ userId, empresaId }))));
  return ids;
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

/** The account, its row locked until the caller's transaction ends (staff edits and deletes it). */
export async function lockAccountById(db: Executor, id: string): Promise<Account | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).for('update', { of: users });
  return row;
}

export interface AccountChanges {
  username: string;
  name: string;
  surname: string | null;
  email: string;
  enabled: boolean;
  roles: Role[];
  gestoriaIds: string[];
  empresaIds: string[];
}

/**
 * The account's fields, and its roles and links made exactly those given: links that go are
 * deleted, new ones inserted, kept ones untouched (so a company's one administrator is never
 * briefly without one). A company that already has another administrator fails the insert with
 * the unique violation `user_empresas_one_administrator`.
 */
export async function updateAccount(db: Executor, id: string, changes: AccountChanges) {
  await db
    .update(users)
    .set({ username: changes.username, name: changes.name, surname: changes.surname, email: changes.email, enabled: changes.enabled, updatedAt: new Date() })
    .where(eq(users.id, id));
  await db.delete(userRoles).where(and(eq(userRoles.userId, id), notInArray(userRoles.roleId, changes.roles)));
  await db.delete(userGestorias).where(and(eq(userGestorias.userId, id), notInArray(userGestorias.gestoriaId, changes.gestoriaIds)));
  await db.delete(userEmpresas).where(and(eq(userEmpresas.userId, id), notInArray(userEmpresas.empresaId, changes.empresaIds)));
  if (changes.roles.length > 0) {
    await db.insert(userRoles).values(changes.roles.map((roleId) => ({ userId: id, roleId }))).onConflictDoNothing({ target: [userRoles.userId, userRoles.roleId] });
  }
  if (changes.gestoriaIds.length > 0) {
    await db
      .insert(userGestorias)
      .values(changes.gestoriaIds.map((gestoriaId) => ({ userId: id, gestoriaId })))
      .onConflictDoNothing({ target: [userGestorias.userId, userGestorias.gestoriaId] });
  }
  if (changes.empresaIds.length > 0) {
    await db
      .insert(userEmpresas)
      .values(changes.empresaIds.map((empresaId) => ({ userId: id, empresaId })))
      .onConflictDoNothing({ target: [userEmpresas.userId, userEmpresas.empresaId] });
  }
}

/** Deletes the account; its roles, links, codes, sessions and known browsers go with it (cascade). */
export async function deleteAccount(db: Executor, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

/** How many enabled accounts hold the role. */
export async function countEnabledWithRole(db: Executor, role: Role): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.roleId, role), eq(users.enabled, true)));
  return row?.count ?? 0;
}

/**
 * Serialises staff changes to accounts until the caller's transaction ends: two superadmins
 * disabling each other at once must not both see the other still there.
 */
export async function lockAccountAdministration(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('cumplia.account-administration', 0))`);
}

export async function listRoles(db: Executor): Promise<Array<{ id: Role; description: string }>> {
  const rows = await db.select().from(roles).orderBy(asc(roles.id));
  return rows.map((row) => ({ id: row.id as Role, description: row.description }));
}
