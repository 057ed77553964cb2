import { and, asc, count, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { GestoriaUsuarios, GestoriaUsuariosQuery, UsuarioLink } from '@cumplia/shared/schemas/usuario';
import type { Executor } from '../../db/database.ts';
import { empresas, gestorias } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/escape-like.ts';


/** The e-mail filter of "Gestionar usuarios": part of the address, any case. */
// Qualified on purpose: Drizzle leaves columns unqualified in a single-table select, and inside the
// subqueries an unqualified "id" would be the user's.
const gestoriaId = sql.raw('"gestorias"."id"');

const emailMatches = (userEmail: string) => sql`u.email ilike ${`%${escapeLike(userEmail)}%`}`;

/**
 * A page of gestorías with their users' e-mails (GET admin/gestorias/users), by trade name. With an
 * e-mail filter, only the gestorías with a matching user, and only those users, are listed.
 */
export async function listGestoriasWithUsuarios(db: Executor, query: GestoriaUsuariosQuery): Promise<{ rows: GestoriaUsuarios[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.nifCif) conditions.push(ilike(gestorias.nifCif, `%${escapeLike(query.nifCif.replace(/[\s.-]/g, ''))}%`));
  const userFilter = query.userEmail ? sql`and ${emailMatches(query.userEmail)}` : sql``;
  if (query.userEmail) {
    conditions.push(sql`exists (select 1 from user_gestorias ug join users u on u.id = ug.user_id where ug.gestoria_id = ${gestoriaId} ${userFilter})`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const users = sql<Array<{ id: string; email: string }>>`coalesce((
    select json_agg(json_build_object('id', u.id, 'email', u.email) order by u.email)
    from user_gestorias ug join users u on u.id = ug.user_id
    where ug.gestoria_id = ${gestoriaId} ${userFilter}), '[]'::json)`;
  const rows = await db
    .select({ id: gestorias.id, nifCif: gestorias.nifCif, nombreComercial: gestorias.nombreComercial, users })
    .from(gestorias)
    .where(where)
    .orderBy(asc(gestorias.nombreComercial), asc(gestorias.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ value: count() }).from(gestorias).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The companies and gestorías of these ids, as a user's links show them. */
export async function findLinks(db: Executor, ids: { empresaIds: string[]; gestoriaIds: string[] }): Promise<{ empresas: UsuarioLink[]; gestorias: UsuarioLink[] }> {
  const empresaRows =
    ids.empresaIds.length === 0
      ? []
      : await db
          .select({ id: empresas.id, nifCif: empresas.nifCif, nombre: empresas.nombreComercial })
          .from(empresas)
          .where(inArray(empresas.id, ids.empresaIds))
          .orderBy(asc(empresas.nombreComercial));
  const gestoriaRows =
    ids.gestoriaIds.length === 0
      ? []
      : await db
          .select({ id: gestorias.id, nifCif: gestorias.nifCif, nombre: gestorias.nombreComercial })
          .from(gestorias)
          .where(inArray(gestorias.id, ids.gestoriaIds))
          .orderBy(asc(gestorias.nombreComercial));
  return { empresas: empresaRows, gestorias: gestoriaRows };
}
