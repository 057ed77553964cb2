import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { empresas, gestorias, refreshTokens, userEmpresas, userGestorias, userRoles, users } from '../../db/schema/index.ts';
import { accountsOf, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/** A person's user accounts, by NIF (their username) or e-mail: what the account says, its roles and links. */
export function usuariosPersonalData(db: Database): PersonalDataSource {
  return async ({ nif, email }) => {
    const where = accountsOf({ nif, email });
    if (!where) return [];
    const accounts = await db
      .select({ id: users.id, nif: users.username, nombre: users.name, apellidos: users.surname, email: users.email, activa: users.enabled, creada: users.createdAt, modificada: users.updatedAt })
      .from(users)
      .where(where)
      .orderBy(users.createdAt);
    if (accounts.length === 0) return [];
    const ids = accounts.map((account) => account.id);
    const [roles, companies, collaborators, sessions] = await Promise.all([
      db.select({ userId: userRoles.userId, rol: userRoles.roleId }).from(userRoles).where(inArray(userRoles.userId, ids)),
      db.select({ userId: userEmpresas.userId, nifCif: empresas.nifCif, razonSocial: empresas.razonSocial }).from(userEmpresas).innerJoin(empresas, eq(empresas.id, userEmpresas.empresaId)).where(inArray(userEmpresas.userId, ids)),
      db.select({ userId: userGestorias.userId, nifCif: gestorias.nifCif, razonSocial: gestorias.razonSocial }).from(userGestorias).innerJoin(gestorias, eq(gestorias.id, userGestorias.gestoriaId)).where(inArray(userGestorias.userId, ids)),
      db
        .select({ userId: refreshTokens.userId, iniciada: refreshTokens.createdAt, caduca: refreshTokens.expiresAt })
        .from(refreshTokens)
        .where(and(inArray(refreshTokens.userId, ids), isNull(refreshTokens.revokedAt), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, sql`now()`))),
    ]);
    const of = <Row extends { userId: string }>(rows: Row[], id: string) => rows.filter((row) => row.userId === id).map(({ userId: _userId, ...rest }) => rest);
    return [
      seccion(
        'cuentas',
        'Cuenta de usuario',
        accounts.map(({ id, ...account }) => ({
          ...account,
          roles: of(roles, id).map((role) => role.rol),
          empresas: of(companies, id),
          colaboradores: of(collaborators, id),
          sesionesAbiertas: of(sessions, id),
        })),
      ),
    ];
  };
}
