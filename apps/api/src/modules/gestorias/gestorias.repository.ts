import { eq } from 'drizzle-orm';
import type { ToolCode } from '@cumplia/shared/enums';
import type { Executor } from '../../db/database.ts';
import { gestoriaProductos, gestorias } from '../../db/schema/index.ts';

export async function findGestoria(db: Executor, id: string) {
  const [row] = await db.select().from(gestorias).where(eq(gestorias.id, id));
  return row;
}

/** The gestoría's price per tool, in cents (only the tools it has a price for). */
export async function findProductPrices(db: Executor, gestoriaId: string): Promise<Partial<Record<ToolCode, number>>> {
  const rows = await db.select().from(gestoriaProductos).where(eq(gestoriaProductos.gestoriaId, gestoriaId));
  return Object.fromEntries(rows.map((row) => [row.nombrePlantilla, row.precioCents]));
}
