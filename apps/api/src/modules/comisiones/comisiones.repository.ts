import { and, asc, count, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { pageWithTotal, totalOfAll } from '../../db/page-total.ts';
import { facturas, gestorias } from '../../db/schema/index.ts';

/** The issue dates of a month, yyyy-mm: from its first day to the next month's, excluded. */
export function monthRange(mes: string): { from: string; to: string } {
  const [year, month] = mes.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return { from: `${mes}-01`, to: next };
}

/** The invoices that count for a month's commissions: issued in it, not cancelled, under a gestoría. */
function countedIn(mes: string): SQL {
  const { from, to } = monthRange(mes);
  return and(isNotNull(facturas.gestoriaId), gte(facturas.fecha, from), lt(facturas.fecha, to), isNull(facturas.anuladaAt))!;
}

/** A gestoría with counted invoices in the month, as the overview lists it. */
export interface ComisionGestoriaRow {
  id: string;
  razonSocial: string;
  nifCif: string;
  comisionBasisPoints: number;
  facturas: number;
}

/** One page of the gestorías with counted invoices in the month, by name, and how many there are. */
export async function gestoriasWithFacturas(db: Executor, mes: string, page: { page: number; size: number }): Promise<{ rows: ComisionGestoriaRow[]; total: number }> {
  const rows = await db
    .select({
      id: gestorias.id,
      razonSocial: gestorias.razonSocial,
      nifCif: gestorias.nifCif,
      comisionBasisPoints: gestorias.comisionBasisPoints,
      facturas: count(),
      total: totalOfAll(),
    })
    .from(facturas)
    .innerJoin(gestorias, eq(gestorias.id, facturas.gestoriaId))
    .where(countedIn(mes))
    .groupBy(gestorias.id)
    .orderBy(asc(gestorias.razonSocial), asc(gestorias.id))
    .limit(page.size)
    .offset(page.page * page.size);
  return pageWithTotal(rows, page, async () => {
    const [counted] = await db.select({ total: sql<number>`count(distinct ${facturas.gestoriaId})`.mapWith(Number) }).from(facturas).where(countedIn(mes));
    return counted?.total ?? 0;
  });
}

/**
 * The month's counted invoices of every gestoría, grouped by what their commission depends on
 * (gestoría, basis points, base): few rows however many invoices, and the commission of each group
 * is worked out once, by the same rounding as a liquidación's lines.
 */
export async function comisionGroups(db: Executor, mes: string) {
  return db
    .select({
      gestoriaId: sql<string>`${facturas.gestoriaId}`,
      comisionBasisPoints: sql<number>`coalesce(${facturas.comisionBasisPoints}, 0)`.mapWith(Number),
      baseCents: facturas.baseCents,
      facturas: count(),
    })
    .from(facturas)
    .where(countedIn(mes))
    .groupBy(facturas.gestoriaId, facturas.comisionBasisPoints, facturas.baseCents);
}

/** A gestoría's counted invoices of the month, oldest first, with the recipient as invoiced. */
export async function liquidacionFacturas(db: Executor, gestoriaId: string, mes: string) {
  return db
    .select({
      id: facturas.id,
      numeroFactura: facturas.numeroFactura,
      fecha: facturas.fecha,
      tipo: facturas.tipo,
      destinatario: facturas.destinatario,
      baseCents: facturas.baseCents,
      comisionBasisPoints: sql<number>`coalesce(${facturas.comisionBasisPoints}, 0)`.mapWith(Number),
      facturado: facturas.facturado,
    })
    .from(facturas)
    .where(and(eq(facturas.gestoriaId, gestoriaId), countedIn(mes)))
    .orderBy(asc(facturas.fecha), asc(facturas.createdAt), asc(facturas.numeroFactura));
}
export type LiquidacionFacturaRow = Awaited<ReturnType<typeof liquidacionFacturas>>[number];
