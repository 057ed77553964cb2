import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { oneTimeCodes, userEmpresas, users } from '../../db/schema/index.ts';

/**
 * The company's administrator user (at most one: user_empresas_one_administrator) and the state of
 * its account, for the staff detail and "Reenviar verificación". Only read here: the account is
 * changed through the accounts service.
 */
const openCode = (column: 'created_at' | 'expires_at') =>
  sql<Date | null>`(select max(c.${sql.raw(column)}) from one_time_codes c where c.user_id = ${users.id} and c.purpose = 'ACCOUNT_VERIFICATION' and c.consumed_at is null)`.mapWith(
    oneTimeCodes.createdAt,
  );

export async function findEmpresaAdministrador(db: Executor, empresaId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      verificada: sql<boolean>`${users.passwordHash} is not null`,
      enabled: users.enabled,
      // The open verification code, if any: one walk of the partial index one_time_codes_active_idx.
      verificacionEnviada: openCode('created_at'),
      verificacionCaduca: openCode('expires_at'),
    })
    .from(userEmpresas)
    .innerJoin(users, eq(users.id, userEmpresas.userId))
    .where(eq(userEmpresas.empresaId, empresaId));
  return row;
}
export type EmpresaAdministradorRow = NonNullable<Awaited<ReturnType<typeof findEmpresaAdministrador>>>;
