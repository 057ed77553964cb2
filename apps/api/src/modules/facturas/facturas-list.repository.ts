import { and, count, desc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FacturaDevolucion } from '@cumplia/shared/schemas/sepa-devoluciones';
import type { Executor } from '../../db/database.ts';
import { empresaNameContains } from '../../db/empresa-name-search.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { facturaDevuelta, facturaReembolsoPendiente, facturasConRegistroRechazado } from '../../db/factura-estados.ts';
import { empresas, facturaLineas, facturas, type FacturaTipo } from '../../db/schema/index.ts';

/** What the lists filter on (spec 3 §7); dates are issue dates, yyyy-mm-dd, both ends included. */
export interface FacturaListFilter {
  /** Only this company's invoices (the client). */
  empresaId?: string;
  /** Only the invoices of this gestoría's companies. */
  gestoriaId?: string;
  razonSocial?: string;
  cifNif?: string;
  dni?: string;
  facturado?: boolean;
  /** Only invoices the bank returned that are not remitted again ("Devuelta", docs/decisions/0051). */
  devuelta?: boolean;
  /** Only the rectifying invoices owed back to the client now (decision 0060). */
  reembolsoPendiente?: boolean;
  /** Only the invoices whose last record the agency refused, not corrected (decision 0061). */
  registroRechazado?: boolean;
  fechaInicio?: string;
  fechaFin?: string;
  /** Not cancelled, collected on or before this day (overdue included). */
  cobroHasta?: string;
}


/**
 * The conditions on `facturas`. The company's conditions are semi-joins (`empresa_id in (…)`), so
 * that the page and the count read the invoices' indexes and never join to count.
 */
export function facturaWhere(filter: FacturaListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.empresaId) conditions.push(eq(facturas.empresaId, filter.empresaId));
  const empresaConditions: SQL[] = [];
  if (filter.gestoriaId) empresaConditions.push(eq(empresas.gestoriaId, filter.gestoriaId));
  if (filter.razonSocial) {
    empresaConditions.push(empresaNameContains(filter.razonSocial));
  }
  if (filter.cifNif) empresaConditions.push(sql`${empresas.nifCif} like ${`${escapeLike(filter.cifNif.toUpperCase())}%`}`);
  if (empresaConditions.length > 0) {
    conditions.push(sql`${facturas.empresaId} in (select ${empresas.id} from ${empresas} where ${and(...empresaConditions)})`);
  }
  if (filter.dni) {
    conditions.push(
      sql`${facturas.empresaId} in (select ue.empresa_id from user_empresas ue join users u on u.id = ue.user_id where u.username like ${`${escapeLike(filter.dni.toUpperCase())}%`})`,
    );
  }
  if (filter.facturado !== undefined) conditions.push(eq(facturas.facturado, filter.facturado));
  if (filter.devuelta !== undefined) conditions.push(filter.devuelta ? facturaDevuelta : sql`not ${facturaDevuelta}`);
  if (filter.registroRechazado !== undefined) conditions.push(sql`${facturas.id} ${filter.registroRechazado ? sql`in` : sql`not in`} ${facturasConRegistroRechazado}`);
  if (filter.reembolsoPendiente !== undefined) conditions.push(filter.reembolsoPendiente ? facturaReembolsoPendiente : sql`not ${facturaReembolsoPendiente}`);
  if (filter.fechaInicio) conditions.push(gte(facturas.fecha, filter.fechaInicio));
  if (filter.fechaFin) conditions.push(lte(facturas.fecha, filter.fechaFin));
  // What the next file collects: a rectifying invoice of zero or less is refunded, never collected (decision 0060).
  if (filter.cobroHasta) conditions.push(lte(facturas.fechaCuandoFacturar, filter.cobroHasta), isNull(facturas.anuladaAt), gt(facturas.totalCents, 0));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A list's row: the invoice and its company as it is now. */
const rowColumns = {
  id: facturas.id,
  numeroFactura: facturas.numeroFactura,
  fecha: facturas.fecha,
  facturado: facturas.facturado,
  fechaCuandoFacturar: facturas.fechaCuandoFacturar,
  baseCents: facturas.baseCents,
  cuotaCents: facturas.cuotaCents,
  totalCents: facturas.totalCents,
  anuladaAt: facturas.anuladaAt,
  tipo: facturas.tipo,
  rectifica: sql<string | null>`(select r.numero_factura from facturas r where r.id = ${facturas.rectificaId})`,
  // A negative rectifying invoice owes the client once its original was collected (decision 0060).
  originalFacturado: sql<boolean | null>`(select r.facturado from facturas r where r.id = ${facturas.rectificaId})`,
  reembolsadaEl: facturas.reembolsadaEl,
  reembolsoMetodo: facturas.reembolsoMetodo,
  // The latest return of an invoice not remitted again: "Devuelta" with its reason.
  devolucion: sql<FacturaDevolucion | null>`(select json_build_object('codigo', d.codigo, 'motivo', d.motivo, 'fecha', to_char(d.created_at at time zone 'Europe/Madrid', 'YYYY-MM-DD'), 'tipo', d.tipo, 'accion', d.accion)
      from sepa_devoluciones d where d.factura_id = ${facturas.id} and not ${facturas.facturado} order by d.created_at desc, d.id desc limit 1)`,
  /** The agency's last verdict on the invoice's last record (ENVIO_…), 'PENDIENTE' without one, null without a record. */
  ultimoVeredicto: sql<string | null>`(select coalesce((select e.tipo from verifactu_eventos e where e.registro_seq = vr.seq and e.tipo in ('ENVIO_CORRECTO', 'ENVIO_ACEPTADO_CON_ERRORES', 'ENVIO_INCORRECTO') order by e.seq desc limit 1), 'PENDIENTE') from verifactu_registros vr where vr.factura_id = ${facturas.id} order by vr.seq desc limit 1)`,
  empresa: {
    id: empresas.id,
    razonSocial: empresas.razonSocial,
    nifCif: empresas.nifCif,
    nombreComercial: empresas.nombreComercial,
    metodoDePago: empresas.metodoDePago,
    numCuenta: empresas.numCuenta,
  },
};
export type FacturaListRow = {
  id: string;
  numeroFactura: string;
  fecha: string;
  facturado: boolean;
  fechaCuandoFacturar: string;
  baseCents: number;
  cuotaCents: number;
  totalCents: number;
  anuladaAt: Date | null;
  tipo: FacturaTipo;
  /** The number of the invoice a rectifying one corrects. */
  rectifica: string | null;
  /** The lists only (the export leaves them out): whether the corrected invoice was collected, and the refund recorded. */
  originalFacturado?: boolean | null;
  reembolsadaEl?: string | null;
  reembolsoMetodo?: 'TRANSFERENCIA' | 'COMPENSACION' | null;
  /** The latest return of an invoice not remitted again (the lists; the export leaves it out). */
  devolucion?: FacturaDevolucion | null;
  /** Read by the paged lists only (not the Excel export's batches). */
  ultimoVeredicto?: string | null;
  empresa: { id: string; razonSocial: string; nifCif: string; nombreComercial: string; metodoDePago: 'SEPA' | 'TRANSFERENCIA' | 'TARJETA'; numCuenta: string };
};

/** Newest first: issue date, then number (the (fecha, numero_factura) indexes give this order). */
const newestFirst = [desc(facturas.fecha), desc(facturas.numeroFactura)];

/**
 * One page of invoices, newest first, and the total for the pager. The page is chosen on the
 * invoices alone (an index walk in order) and only its rows are joined to their companies.
 */
export async function listFacturas(db: Executor, filter: FacturaListFilter, page: { page: number; size: number }): Promise<{ rows: FacturaListRow[]; total: number }> {
  const where = facturaWhere(filter);
  const chosen = db
    .select({ id: facturas.id })
    .from(facturas)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.size)
    .offset(page.page * page.size)
    .as('chosen');
  const [rows, [counted]] = await Promise.all([
    db.select(rowColumns).from(chosen).innerJoin(facturas, eq(facturas.id, chosen.id)).innerJoin(empresas, eq(empresas.id, facturas.empresaId)).orderBy(...newestFirst),
    db.select({ value: count() }).from(facturas).where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}

/** How many invoices meet the filter (the bell's notices). */
export async function countFacturas(db: Executor, filter: FacturaListFilter): Promise<number> {
  const [counted] = await db.select({ value: count() }).from(facturas).where(facturaWhere(filter));
  return counted?.value ?? 0;
}

/** An export row as PostgreSQL answers it: flat, dates as text (one mapping per row, no ORM's per-column work). */
type FlatRow = {
  id: string;
  numero_factura: string;
  fecha: string;
  facturado: boolean;
  fecha_cuando_facturar: string;
  base_cents: number;
  cuota_cents: number;
  total_cents: number;
  anulada_at: Date | null;
  tipo: FacturaTipo;
  rectifica: string | null;
  empresa_id: string;
  razon_social: string;
  nif_cif: string;
  nombre_comercial: string;
  metodo_de_pago: FacturaListRow['empresa']['metodoDePago'];
  num_cuenta: string;
};

const fromFlat = (row: FlatRow): FacturaListRow => ({
  id: row.id,
  numeroFactura: row.numero_factura,
  fecha: row.fecha,
  facturado: row.facturado,
  fechaCuandoFacturar: row.fecha_cuando_facturar,
  baseCents: row.base_cents,
  cuotaCents: row.cuota_cents,
  totalCents: row.total_cents,
  anuladaAt: row.anulada_at,
  tipo: row.tipo,
  rectifica: row.rectifica,
  empresa: { id: row.empresa_id, razonSocial: row.razon_social, nifCif: row.nif_cif, nombreComercial: row.nombre_comercial, metodoDePago: row.metodo_de_pago, numCuenta: row.num_cuenta },
});

/**
 * Every invoice of the filter, newest first, in batches read by keyset (issue date, number): the
 * Excel export writes each batch out before it reads the one after next, so no more than two
 * batches are in memory. The next batch is asked for as soon as one arrives, so the database reads
 * while the caller writes. Plain SQL: at 100,000 rows the ORM's row mapping cost as much as the query.
 */
export async function* facturasInBatches(db: Executor, filter: FacturaListFilter, batchSize = 2_000): AsyncGenerator<FacturaListRow[]> {
  const where = facturaWhere(filter);
  const read = async (after: FacturaListRow | undefined) => {
    // A row comparison, which the (fecha, numero_factura) indexes answer as a range: each batch starts where the last ended.
    const keyset = after ? sql`(${facturas.fecha}, ${facturas.numeroFactura}) < (${after.fecha}, ${after.numeroFactura})` : undefined;
    const conditions = and(where, keyset);
    const result = await db.execute(sql`
      select "facturas"."id", "facturas"."numero_factura", "facturas"."fecha"::text as fecha, "facturas"."facturado",
             "facturas"."fecha_cuando_facturar"::text as fecha_cuando_facturar, "facturas"."base_cents", "facturas"."cuota_cents",
             "facturas"."total_cents", "facturas"."anulada_at", "facturas"."tipo",
             (select r.numero_factura from facturas r where r.id = "facturas"."rectifica_id") as rectifica, "empresas"."id" as empresa_id, "empresas"."razon_social", "empresas"."nif_cif",
             "empresas"."nombre_comercial", "empresas"."metodo_de_pago", "empresas"."num_cuenta"
      from ${facturas} join ${empresas} on "empresas"."id" = "facturas"."empresa_id"
      ${conditions ? sql`where ${conditions}` : sql``}
      order by "facturas"."fecha" desc, "facturas"."numero_factura" desc
      limit ${batchSize}`);
    return (result as unknown as { rows: FlatRow[] }).rows.map(fromFlat);
  };
  let pending: Promise<FacturaListRow[]> | undefined = read(undefined);
  while (pending) {
    const rows: FacturaListRow[] = await pending;
    pending = rows.length === batchSize ? read(rows[rows.length - 1]) : undefined;
    // A batch left unread when the caller stops early must not reject unobserved.
    pending?.catch(() => undefined);
    if (rows.length > 0) yield rows;
  }
}

/** The invoice's company and its gestoría: who may download it. */
export async function facturaOwner(db: Executor, id: string) {
  const [row] = await db
    .select({ empresaId: facturas.empresaId, gestoriaId: empresas.gestoriaId })
    .from(facturas)
    .innerJoin(empresas, eq(empresas.id, facturas.empresaId))
    .where(eq(facturas.id, id));
  return row;
}

/** The lines of these invoices, in order. */
export async function lineasOfFacturas(db: Executor, facturaIds: string[]) {
  if (facturaIds.length === 0) return [];
  return db
    .select({ facturaId: facturaLineas.facturaId, nombreProducto: facturaLineas.nombreProducto, cantidad: facturaLineas.cantidad, precioUnitarioCents: facturaLineas.precioUnitarioCents })
    .from(facturaLineas)
    .where(inArray(facturaLineas.facturaId, facturaIds))
    .orderBy(facturaLineas.facturaId, facturaLineas.posicion);
}

/** The company's id by its NIF/CIF. */
export async function empresaIdByNif(db: Executor, nifCif: string): Promise<string | undefined> {
  const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nifCif, nifCif.toUpperCase()));
  return row?.id;
}

/**
 * Marks a not-yet-remitted invoice remitted; the row as it was, or undefined when there is no such
 * invoice. Locks the row so that two staff members cannot both remit it.
 */
export async function lockForRemittance(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: facturas.id,
      empresaId: facturas.empresaId,
      numeroFactura: facturas.numeroFactura,
      facturado: facturas.facturado,
      fechaCuandoFacturar: facturas.fechaCuandoFacturar,
      anuladaAt: facturas.anuladaAt,
      totalCents: facturas.totalCents,
      tipo: facturas.tipo,
      fecha: facturas.fecha,
      reembolsadaEl: facturas.reembolsadaEl,
      rectificaId: facturas.rectificaId,
      metodoDePago: sql<string>`(select e.metodo_de_pago from empresas e where e.id = ${facturas.empresaId})`,
    })
    .from(facturas)
    .where(eq(facturas.id, id))
    .for('update', { of: facturas });
  return row;
}

export async function setFacturado(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(facturas).set({ facturado: true, facturadoAt: at }).where(eq(facturas.id, id));
}

/** Whether the invoice was collected (remitted): a rectifying invoice's original, for its refund. */
export async function isFacturado(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ facturado: facturas.facturado }).from(facturas).where(eq(facturas.id, id));
  return row?.facturado ?? false;
}

/** Records the refund of a negative rectifying invoice (decision 0060). */
export async function setReembolso(tx: Executor, id: string, reembolso: { fecha: string; metodo: 'TRANSFERENCIA' | 'COMPENSACION' }): Promise<void> {
  await tx.update(facturas).set({ reembolsadaEl: reembolso.fecha, reembolsoMetodo: reembolso.metodo }).where(eq(facturas.id, id));
}

export async function setFechaCuandoFacturar(tx: Executor, id: string, fecha: string): Promise<void> {
  await tx.update(facturas).set({ fechaCuandoFacturar: fecha }).where(eq(facturas.id, id));
}

/** One list row by id (the answer of the remittance actions). */
export async function findFacturaListRow(db: Executor, id: string): Promise<FacturaListRow | undefined> {
  const [row] = await db.select(rowColumns).from(facturas).innerJoin(empresas, eq(empresas.id, facturas.empresaId)).where(eq(facturas.id, id));
  return row;
}
