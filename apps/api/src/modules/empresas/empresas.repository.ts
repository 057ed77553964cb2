import { and, count, desc, eq, like, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { empresas, gestorias, userEmpresas } from '../../db/schema/index.ts';

// Correlated subqueries are written with qualified names: in a single-table select Drizzle
// renders columns unqualified, and "id" inside the subquery would mean users.id.
const hasUser = sql<boolean>`exists (select 1 from user_empresas ue where ue.empresa_id = "empresas"."id")`;
const adminUsername = sql<string | null>`(select min(u.username) from user_empresas ue join users u on u.id = ue.user_id where ue.empresa_id = "empresas"."id")`;

export type EmpresaRow = typeof empresas.$inferSelect;
export type NewEmpresa = typeof empresas.$inferInsert;

export async function insertEmpresa(db: Executor, values: NewEmpresa): Promise<string> {
  const [row] = await db.insert(empresas).values(values).returning({ id: empresas.id });
  if (!row) throw new Error('insert empresas returned no row');
  return row.id;
}

export async function isNifCifTaken(db: Executor, nifCif: string): Promise<boolean> {
  const rows = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nifCif, nifCif));
  return rows.length > 0;
}

/** A company with its administrator's username and its gestoría's name. */
export async function findEmpresaView(db: Executor, id: string) {
  const [row] = await db
    .select({
      empresa: empresas,
      gestoriaNombre: gestorias.nombreComercial,
      adminUsername,
    })
    .from(empresas)
    .leftJoin(gestorias, eq(gestorias.id, empresas.gestoriaId))
    .where(eq(empresas.id, id));
  return row;
}
export type EmpresaView = NonNullable<Awaited<ReturnType<typeof findEmpresaView>>>;

export interface EmpresaListFilter {
  gestoriaId: string;
  nombreEmpresa?: string;
  nifCif?: string;
  /** Only companies with no user linked ("Empresas sin usuario"). */
  withoutUser?: boolean;
  page: number;
  size: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

function listWhere(filter: EmpresaListFilter) {
  const conditions = [eq(empresas.gestoriaId, filter.gestoriaId)];
  if (filter.nombreEmpresa) {
    // The same expression as the trigram index empresas_nombre_busqueda_trgm.
    conditions.push(sql`("empresas"."nombre_comercial" || ' ' || "empresas"."razon_social") ilike ${`%${escapeLike(filter.nombreEmpresa)}%`}`);
  }
  // NIF/CIFs are stored upper case: a plain prefix LIKE uses empresas_gestoria_nif_pattern.
  if (filter.nifCif) conditions.push(like(empresas.nifCif, `${escapeLike(filter.nifCif.toUpperCase())}%`));
  if (filter.withoutUser) conditions.push(not(hasUser));
  return and(...conditions);
}

/** One page of a gestoría's companies, newest first, with the total for the pager. */
export async function listEmpresas(db: Executor, filter: EmpresaListFilter) {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: empresas.id,
        createdAt: empresas.createdAt,
        razonSocial: empresas.razonSocial,
        nombreComercial: empresas.nombreComercial,
        nifCif: empresas.nifCif,
        lopdgdd: empresas.lopdgdd,
        acosoLaboral: empresas.acosoLaboral,
        desconexionDigital: empresas.desconexionDigital,
        metodoDePago: empresas.metodoDePago,
        verificado: empresas.verificado,
        username: adminUsername,
      })
      .from(empresas)
      .where(where)
      .orderBy(desc(empresas.createdAt), desc(empresas.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ value: count() }).from(empresas).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
export type EmpresaListRow = Awaited<ReturnType<typeof listEmpresas>>['rows'][number];

export async function findEmpresaIdByNif(db: Executor, nifCif: string, gestoriaId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: empresas.id })
    .from(empresas)
    .where(and(eq(empresas.nifCif, nifCif), eq(empresas.gestoriaId, gestoriaId)));
  return row?.id;
}

export async function findEmpresaRow(db: Executor, id: string) {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, id));
  return row;
}

export async function updateEmpresa(db: Executor, id: string, values: Partial<NewEmpresa>) {
  await db.update(empresas).set({ ...values, updatedAt: new Date() }).where(eq(empresas.id, id));
}

export async function empresaHasUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: userEmpresas.userId }).from(userEmpresas).where(eq(userEmpresas.empresaId, id)).limit(1);
  return rows.length > 0;
}
