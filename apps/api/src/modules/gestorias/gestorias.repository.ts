import { and, asc, count, desc, eq, ilike, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ToolCode } from '@cumplia/shared/enums';
import type { Executor } from '../../db/database.ts';
import { gestoriaProductos, gestorias } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/escape-like.ts';

export type GestoriaRow = typeof gestorias.$inferSelect;
export type NewGestoria = typeof gestorias.$inferInsert;
export type GestoriaProductoRow = typeof gestoriaProductos.$inferSelect;

export async function findGestoria(db: Executor, id: string) {
  const [row] = await db.select().from(gestorias).where(eq(gestorias.id, id));
  return row;
}

/** The gestoría's row, locked until the end of the transaction: two edits of one gestoría take turns. */
export async function lockGestoria(db: Executor, id: string) {
  const [row] = await db.select().from(gestorias).where(eq(gestorias.id, id)).for('update');
  return row;
}

/** The gestoría's price per tool, in cents (only the tools it has a price for). */
export async function findProductPrices(db: Executor, gestoriaId: string): Promise<Partial<Record<ToolCode, number>>> {
  const rows = await findProductos(db, gestoriaId);
  return Object.fromEntries(rows.map((row) => [row.nombrePlantilla, row.precioCents]));
}

/** The gestoría's product rows, in the tools' order (LOPD, ACOSO, DIGITAL: the enum's). */
export async function findProductos(db: Executor, gestoriaId: string): Promise<GestoriaProductoRow[]> {
  return db.select().from(gestoriaProductos).where(eq(gestoriaProductos.gestoriaId, gestoriaId)).orderBy(asc(gestoriaProductos.nombrePlantilla));
}

/** Whether another gestoría has this NIF/CIF. */
export async function isNifCifTaken(db: Executor, nifCif: string, exceptId?: string): Promise<boolean> {
  const where = exceptId ? and(eq(gestorias.nifCif, nifCif), ne(gestorias.id, exceptId)) : eq(gestorias.nifCif, nifCif);
  const rows = await db.select({ id: gestorias.id }).from(gestorias).where(where).limit(1);
  return rows.length > 0;
}

export async function insertGestoria(db: Executor, values: NewGestoria): Promise<GestoriaRow> {
  const [row] = await db.insert(gestorias).values(values).returning();
  if (!row) throw new Error('insert gestorias returned no row');
  return row;
}

export async function updateGestoria(db: Executor, id: string, values: Partial<NewGestoria>): Promise<void> {
  await db.update(gestorias).set({ ...values, updatedAt: new Date() }).where(eq(gestorias.id, id));
}

/** The gestoría's product lines become exactly these rows. */
export async function replaceProductos(db: Executor, gestoriaId: string, rows: Array<Omit<GestoriaProductoRow, 'gestoriaId'>>): Promise<void> {
  await db.delete(gestoriaProductos).where(eq(gestoriaProductos.gestoriaId, gestoriaId));
  if (rows.length > 0) await db.insert(gestoriaProductos).values(rows.map((row) => ({ ...row, gestoriaId })));
}

export interface GestoriaListFilter {
  nombre?: string;
  nifCif?: string;
  page: number;
  size: number;
}


function listWhere(filter: GestoriaListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.nombre) {
    const pattern = `%${escapeLike(filter.nombre)}%`;
    const byName = or(ilike(gestorias.nombreComercial, pattern), ilike(gestorias.razonSocial, pattern));
    if (byName) conditions.push(byName);
  }
  // NIF/CIFs are stored upper case and searched by their beginning, as the company lists do.
  if (filter.nifCif) conditions.push(like(gestorias.nifCif, `${escapeLike(filter.nifCif.toUpperCase())}%`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The users of the gestoría as [{id, email}], oldest first; correlated, so computed for the page's rows only. */
const usersOfGestoria = sql<Array<{ id: string; email: string }>>`(select coalesce(json_agg(json_build_object('id', u.id, 'email', u.email) order by u.created_at, u.id), '[]'::json) from user_gestorias ug join users u on u.id = ug.user_id where ug.gestoria_id = "gestorias"."id")`;

/** One page of gestorías, newest first, and the number of them that match. */
export async function listGestorias(db: Executor, filter: GestoriaListFilter) {
  const where = listWhere(filter);
  const rows = await db
    .select({
      id: gestorias.id,
      createdAt: gestorias.createdAt,
      razonSocial: gestorias.razonSocial,
      nombreComercial: gestorias.nombreComercial,
      nifCif: gestorias.nifCif,
      comisionBasisPoints: gestorias.comisionBasisPoints,
      users: usersOfGestoria,
    })
    .from(gestorias)
    .where(where)
    .orderBy(desc(gestorias.createdAt), desc(gestorias.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [total] = await db.select({ value: count() }).from(gestorias).where(where);
  return { rows, total: total?.value ?? 0 };
}
export type GestoriaListRow = Awaited<ReturnType<typeof listGestorias>>['rows'][number];
