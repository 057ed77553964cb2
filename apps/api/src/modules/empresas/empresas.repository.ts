import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { empresas, gestorias, userEmpresas, users } from '../../db/schema/index.ts';

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
      adminUsername: sql<string | null>`(select min(${users.username}) from ${userEmpresas} join ${users} on ${users.id} = ${userEmpresas.userId} where ${userEmpresas.empresaId} = ${empresas.id})`,
    })
    .from(empresas)
    .leftJoin(gestorias, eq(gestorias.id, empresas.gestoriaId))
    .where(eq(empresas.id, id));
  return row;
}
export type EmpresaView = NonNullable<Awaited<ReturnType<typeof findEmpresaView>>>;
