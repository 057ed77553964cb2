import { and, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ToolCode } from '@cumplia/shared/enums';
import type { Executor } from '../../db/database.ts';
import { facturaLineas, facturaSeries, facturas, verifactuEventos, verifactuRegistros } from '../../db/schema/index.ts';
import type { SistemaModo } from '../../lib/verifactu/qr-url.ts';
import type { RegistroFacturacion } from '../../lib/verifactu/registro.ts';

export type FacturaRow = typeof facturas.$inferSelect;
export type NewFactura = typeof facturas.$inferInsert;
export type NewFacturaLinea = Omit<typeof facturaLineas.$inferInsert, 'facturaId'>;

/**
 * The next number of `serie`, taken in the caller's transaction: the upsert keeps the series row
 * locked until the transaction ends, so numbers are given one at a time and a rollback returns its own.
 */
export async function takeNextNumber(tx: Executor, serie: string): Promise<number> {
  const [row] = await tx
    .insert(facturaSeries)
    .values({ serie, ultimoNumero: 1 })
    .onConflictDoUpdate({ target: facturaSeries.serie, set: { ultimoNumero: sql`${facturaSeries.ultimoNumero} + 1` } })
    .returning({ numero: facturaSeries.ultimoNumero });
  return row!.numero;
}

export async function insertFactura(tx: Executor, factura: NewFactura, lineas: NewFacturaLinea[]): Promise<FacturaRow> {
  const [row] = await tx.insert(facturas).values(factura).returning();
  await tx.insert(facturaLineas).values(lineas.map((linea) => ({ ...linea, facturaId: row!.id })));
  return row!;
}

/** The VERI*FACTU chain is appended one record at a time, by every server instance: this lock, held to the commit, orders them. */
export async function lockChain(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('cumplia.verifactu-chain', 0))`);
}

/** The last record of the chain (call after `lockChain`), or null before the first. */
export async function lastRegistro(tx: Executor): Promise<RegistroFacturacion | null> {
  const [row] = await tx.select({ registro: verifactuRegistros.registro }).from(verifactuRegistros).orderBy(desc(verifactuRegistros.seq)).limit(1);
  return row?.registro ?? null;
}

export async function appendRegistro(tx: Executor, facturaId: string, registro: RegistroFacturacion, firmado: { firmaXml: string; firmaDemo: boolean } | null = null): Promise<number> {
  const [row] = await tx
    .insert(verifactuRegistros)
    .values({ facturaId, tipo: registro.tipo, huella: registro.huella, huellaAnterior: registro.anterior?.huella ?? null, registro, firmaXml: firmado?.firmaXml ?? null, firmaDemo: firmado?.firmaDemo ?? false })
    .returning({ seq: verifactuRegistros.seq });
  await tx.insert(verifactuEventos).values({ tipo: registro.tipo === 'alta' ? 'REGISTRO_ALTA' : 'REGISTRO_ANULACION', facturaId, registroSeq: row!.seq, detail: { huella: registro.huella } });
  return row!.seq;
}

/** Every record in chain order (verification, export). */
export async function chainRegistros(db: Executor) {
  return db.select().from(verifactuRegistros).orderBy(verifactuRegistros.seq);
}

/**
 * The records generated after record `afterSeq` (0: all), as a summary of events counts them: how
 * many altas and anulaciones, the altas' CuotaTotal and ImporteTotal, the first and the last record,
 * and the last one's seq (`afterSeq` when none). The chain's lock numbers the records in the order
 * they commit, so the next call after this one's `hastaSeq` finds exactly those generated since.
 */
export async function resumenRegistros(db: Executor, afterSeq: number) {
  const alta = sql`${verifactuRegistros.tipo} = 'alta'`;
  const [totals] = await db
    .select({
      altas: sql<number>`(count(*) filter (where ${alta}))::int`,
      anulaciones: sql<number>`(count(*) filter (where ${verifactuRegistros.tipo} = 'anulacion'))::int`,
      sumaCuotaCents: sql<string>`coalesce(sum((${verifactuRegistros.registro} ->> 'cuotaTotalCents')::bigint) filter (where ${alta}), 0)::text`,
      sumaImporteCents: sql<string>`coalesce(sum((${verifactuRegistros.registro} ->> 'importeTotalCents')::bigint) filter (where ${alta}), 0)::text`,
      primero: sql<string | null>`min(${verifactuRegistros.seq})::text`,
      ultimo: sql<string | null>`max(${verifactuRegistros.seq})::text`,
    })
    .from(verifactuRegistros)
    .where(gt(verifactuRegistros.seq, afterSeq));
  const { altas, anulaciones, sumaCuotaCents, sumaImporteCents } = totals!;
  if (totals!.primero === null || totals!.ultimo === null) return { altas, anulaciones, sumaCuotaCents: 0, sumaImporteCents: 0, primero: null, ultimo: null, hastaSeq: afterSeq };
  const [primero, ultimo] = [Number(totals!.primero), Number(totals!.ultimo)];
  const ends = await db.select({ seq: verifactuRegistros.seq, registro: verifactuRegistros.registro }).from(verifactuRegistros).where(inArray(verifactuRegistros.seq, [primero, ultimo]));
  const registroAt = (seq: number) => ends.find((row) => row.seq === seq)!.registro;
  return {
    altas,
    anulaciones,
    sumaCuotaCents: Number(sumaCuotaCents),
    sumaImporteCents: Number(sumaImporteCents),
    primero: registroAt(primero),
    ultimo: registroAt(ultimo),
    hastaSeq: ultimo,
  };
}

/**
 * The invoice's last record and the agency's last verdict on it (ENVIO_CORRECTO,
 * ENVIO_ACEPTADO_CON_ERRORES, ENVIO_INCORRECTO; null while none), for its "subsanación".
 */
/** A record's last verdict from the agency (the event that answered it), or null while unanswered. */
// Written out whole: in a one-table select Drizzle leaves its columns unqualified, and "seq" would be the event's.
const veredicto = sql<string | null>`(select e.tipo from verifactu_eventos e where e.registro_seq = "verifactu_registros"."seq"
  and e.tipo in ('ENVIO_CORRECTO', 'ENVIO_ACEPTADO_CON_ERRORES', 'ENVIO_INCORRECTO') order by e.seq desc limit 1)`;

export async function lastRegistroOfFactura(db: Executor, facturaId: string) {
  const [row] = await db
    .select({ seq: verifactuRegistros.seq, registro: verifactuRegistros.registro, veredicto })
    .from(verifactuRegistros)
    .where(eq(verifactuRegistros.facturaId, facturaId))
    .orderBy(desc(verifactuRegistros.seq))
    .limit(1);
  return row;
}

/**
 * The mode the invoice was issued in, read from its first RegistroAlta: signed by the issuer, a
 * non-VERI*FACTU system's record; unsigned, a VERI*FACTU system's (decision 0044). Null without one.
 */
export async function issuedInMode(db: Executor, facturaId: string): Promise<SistemaModo | null> {
  const [row] = await db
    .select({ signed: sql<boolean>`${verifactuRegistros.firmaXml} is not null` })
    .from(verifactuRegistros)
    .where(and(eq(verifactuRegistros.facturaId, facturaId), eq(verifactuRegistros.tipo, 'alta')))
    .orderBy(verifactuRegistros.seq)
    .limit(1);
  return row ? (row.signed ? 'no-verifactu' : 'verifactu') : null;
}

/** The verdicts of an invoice's RegistroAlta records, oldest first (null: unanswered). */
export async function altaVeredictosOf(db: Executor, facturaId: string): Promise<Array<string | null>> {
  const rows = await db
    .select({ veredicto })
    .from(verifactuRegistros)
    .where(and(eq(verifactuRegistros.facturaId, facturaId), eq(verifactuRegistros.tipo, 'alta')))
    .orderBy(verifactuRegistros.seq);
  return rows.map((row) => row.veredicto);
}

/**
 * The tools among `tools` that an ordinary invoice of the company (F1, not cancelled) already bills
 * for `day`: a line of the tool whose period holds that day (decision 0041).
 */
export async function toolsBilledOn(db: Executor, empresaId: string, tools: readonly ToolCode[], day: string): Promise<ToolCode[]> {
  if (tools.length === 0) return [];
  const rows = await db
    .selectDistinct({ tool: facturaLineas.tool })
    .from(facturaLineas)
    .innerJoin(facturas, eq(facturas.id, facturaLineas.facturaId))
    .where(
      and(
        eq(facturas.empresaId, empresaId),
        eq(facturas.tipo, 'F1'),
        isNull(facturas.anuladaAt),
        inArray(facturaLineas.tool, [...tools]),
        lte(facturaLineas.periodoDesde, day),
        gte(facturaLineas.periodoHasta, day),
      ),
    );
  return rows.flatMap((row) => (row.tool ? [row.tool] : []));
}

/** The base and VAT of an invoice's rectifying invoices not cancelled, added up (a substitution's row is its difference). */
export async function rectificacionesSum(db: Executor, facturaId: string): Promise<{ baseCents: number; cuotaCents: number }> {
  const [row] = await db
    .select({ baseCents: sql<string>`coalesce(sum(${facturas.baseCents}), 0)::text`, cuotaCents: sql<string>`coalesce(sum(${facturas.cuotaCents}), 0)::text` })
    .from(facturas)
    .where(and(eq(facturas.rectificaId, facturaId), isNull(facturas.anuladaAt)));
  return { baseCents: Number(row?.baseCents ?? 0), cuotaCents: Number(row?.cuotaCents ?? 0) };
}

export async function registrosOfFactura(db: Executor, facturaId: string) {
  return db.select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, facturaId)).orderBy(verifactuRegistros.seq);
}

export async function findFactura(db: Executor, id: string): Promise<FacturaRow | undefined> {
  const [row] = await db.select().from(facturas).where(eq(facturas.id, id));
  return row;
}

export async function findByOrigin(db: Executor, origen: FacturaRow['origen'], origenId: string): Promise<FacturaRow | undefined> {
  const [row] = await db.select().from(facturas).where(and(eq(facturas.origen, origen), eq(facturas.origenId, origenId)));
  return row;
}

export async function lockFactura(tx: Executor, id: string): Promise<FacturaRow | undefined> {
  const [row] = await tx.select().from(facturas).where(eq(facturas.id, id)).for('update');
  return row;
}

export async function lineasOf(db: Executor, facturaId: string) {
  return db.select().from(facturaLineas).where(eq(facturaLineas.facturaId, facturaId)).orderBy(facturaLineas.posicion);
}

export async function markAnulada(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(facturas).set({ anuladaAt: at }).where(eq(facturas.id, id));
}

/** Whether a rectifying invoice corrects this one (a corrected invoice is no longer cancelled: it is corrected again). */
export async function hasRectificativas(db: Executor, facturaId: string): Promise<boolean> {
  const [row] = await db.select({ id: facturas.id }).from(facturas).where(eq(facturas.rectificaId, facturaId)).limit(1);
  return row !== undefined;
}

/** The whole period an invoice's lines bill (first day to last), or null when they name none. */
export async function periodoOf(db: Executor, facturaId: string): Promise<{ desde: string; hasta: string } | null> {
  const [row] = await db
    .select({ desde: sql<string | null>`min(${facturaLineas.periodoDesde})::text`, hasta: sql<string | null>`max(${facturaLineas.periodoHasta})::text` })
    .from(facturaLineas)
    .where(eq(facturaLineas.facturaId, facturaId));
  return row?.desde && row.hasta ? { desde: row.desde, hasta: row.hasta } : null;
}
