import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, like, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { ToolCode } from '@cumplia/shared/enums';
import { RENEWAL_PRICES_CENTS } from '@cumplia/shared/money';
import type { Executor } from '../../db/database.ts';
import { empresaNameContains } from '../../db/empresa-name-search.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { empresas, empresaTools, gestorias, renovaciones, renovacionProductos } from '../../db/schema/index.ts';
import { periodRunningOn } from './tool-period.ts';

/*
 * The renewals' SQL (docs/decisions/0030), on the query builder like every repository. The job's
 * statements are set-wise (one statement for every renewal due on a run, not one per company), and
 * the lists read a renewal with its company, gestoría and tools in one statement per page.
 */

/**
 * The tools a renewal renews: its products, less (while it is open) the tools switched off meanwhile.
 * `renovaciones` is the renewal of the statement it is selected in.
 */
const renewedTools = sql<ToolCode[]>`array(select p.tool::text from ${renovacionProductos} p
  left join ${empresaTools} t on t.empresa_id = ${renovaciones.empresaId} and t.tool = p.tool
  where p.renovacion_id = ${renovaciones.id} and (${renovaciones.cerrada} or coalesce(t.activa, false))
  order by p.tool)`;

/** The state columns of a renewal, locked until the end of the transaction. */
const stateFields = {
  id: renovaciones.id,
  empresaId: renovaciones.empresaId,
  fechaInicio: renovaciones.fechaInicio,
  fechaFin: renovaciones.fechaFin,
  fechaRenovacion: renovaciones.fechaRenovacion,
  renueva: renovaciones.renueva,
  procesada: renovaciones.procesada,
  deshabilitarRenovacion: renovaciones.deshabilitarRenovacion,
  cerrada: renovaciones.cerrada,
};

/** A renewal as the wire needs it, with its company, gestoría and tools. */
const rowFields = {
  ...stateFields,
  updatedAt: renovaciones.updatedAt,
  empresaNombre: empresas.nombre,
  nifCif: empresas.nifCif,
  razonSocial: empresas.razonSocial,
  nombreComercial: empresas.nombreComercial,
  gestoriaNombre: gestorias.nombreComercial,
  tools: renewedTools,
};


/** Pending: neither accepted, nor disabled, nor processed (spec 3 §4.2 "pendientes"). */
const PENDING = and(not(renovaciones.renueva), not(renovaciones.procesada), not(renovaciones.deshabilitarRenovacion))!;

export interface RenovacionFilter {
  gestoriaId?: string;
  empresaId?: string;
  nombreEmpresa?: string;
  nifCif?: string;
  renueva?: boolean;
  deshabilitarRenovacion?: boolean;
  procesada?: boolean;
  mes?: number;
  year?: number;
  fechaFinMax?: string;
}

export type RenovacionOrder = 'admin' | 'worker' | 'newest';


function whereOf(db: Executor, filter: RenovacionFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (filter.empresaId) conditions.push(eq(renovaciones.empresaId, filter.empresaId));
  const empresa: SQL[] = [];
  if (filter.gestoriaId) empresa.push(eq(empresas.gestoriaId, filter.gestoriaId));
  if (filter.nombreEmpresa) empresa.push(empresaNameContains(filter.nombreEmpresa));
  if (filter.nifCif) empresa.push(like(empresas.nifCif, `${escapeLike(filter.nifCif.toUpperCase())}%`));
  if (empresa.length > 0) conditions.push(inArray(renovaciones.empresaId, db.select({ id: empresas.id }).from(empresas).where(and(...empresa))));
  if (filter.renueva !== undefined) conditions.push(eq(renovaciones.renueva, filter.renueva));
  if (filter.deshabilitarRenovacion !== undefined) conditions.push(eq(renovaciones.deshabilitarRenovacion, filter.deshabilitarRenovacion));
  if (filter.procesada !== undefined) conditions.push(eq(renovaciones.procesada, filter.procesada));
  // Month and year of the renewal date, as a range (the index on fecha_renovacion answers it).
  if (filter.year !== undefined && filter.mes !== undefined) {
    const from = `${filter.year}-${String(filter.mes).padStart(2, '0')}-01`;
    conditions.push(gte(renovaciones.fechaRenovacion, from), lt(renovaciones.fechaRenovacion, sql`(${from}::date + interval '1 month')`));
  } else if (filter.year !== undefined) {
    conditions.push(gte(renovaciones.fechaRenovacion, `${filter.year}-01-01`), lt(renovaciones.fechaRenovacion, `${filter.year + 1}-01-01`));
  } else if (filter.mes !== undefined) {
    conditions.push(sql`extract(month from ${renovaciones.fechaRenovacion}) = ${filter.mes}`);
  }
  if (filter.fechaFinMax) conditions.push(lte(renovaciones.fechaFin, filter.fechaFinMax));
  return and(...conditions);
}

function orderOf(order: RenovacionOrder, today: string): SQL[] {
  switch (order) {
    // Spec 3 §2.2: exactly 18 days left first, then days left ascending.
    case 'admin':
      return [sql`(${renovaciones.fechaRenovacion} = ${today}::date + 18) desc`, asc(renovaciones.fechaRenovacion), asc(renovaciones.id)];
    // Spec 3 §2.3: priority first (pending with the renewal date reached), then days left ascending.
    case 'worker':
      return [sql`(${PENDING} and ${renovaciones.fechaRenovacion} <= ${today}::date) desc`, asc(renovaciones.fechaRenovacion), asc(renovaciones.id)];
    case 'newest':
      return [desc(renovaciones.fechaFin), desc(renovaciones.createdAt), asc(renovaciones.id)];
  }
}

/** Renewals with their company and gestoría, for `rowFields`. */
const withCompany = (db: Executor) =>
  db.select(rowFields).from(renovaciones).innerJoin(empresas, eq(empresas.id, renovaciones.empresaId)).leftJoin(gestorias, eq(gestorias.id, empresas.gestoriaId));

/** A renewal as the wire needs it, one row per renewal. */
export type RenovacionRow = Awaited<ReturnType<typeof withCompany>>[number];

/** One page of renewals and the total for the pager: the page chosen on the renewals, then joined. */
export async function listRenovaciones(
  db: Executor,
  filter: RenovacionFilter,
  page: { page: number; size: number },
  order: RenovacionOrder,
  today: string,
): Promise<{ rows: RenovacionRow[]; total: number }> {
  const where = whereOf(db, filter);
  const orderBy = orderOf(order, today);
  const chosen = db.$with('chosen').as(
    db
      .select({ chosenId: renovaciones.id })
      .from(renovaciones)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.size)
      .offset(page.page * page.size),
  );
  const [rows, counted] = await Promise.all([
    db
      .with(chosen)
      .select(rowFields)
      .from(chosen)
      .innerJoin(renovaciones, eq(renovaciones.id, chosen.chosenId))
      .innerJoin(empresas, eq(empresas.id, renovaciones.empresaId))
      .leftJoin(gestorias, eq(gestorias.id, empresas.gestoriaId))
      .orderBy(...orderBy),
    db.select({ total: count() }).from(renovaciones).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function findRenovacionRow(db: Executor, id: string): Promise<RenovacionRow | undefined> {
  return (await withCompany(db).where(eq(renovaciones.id, id)))[0];
}

/** The company's latest renewal (by period end), whatever its state: the company detail's card. */
export async function latestRenovacionRow(db: Executor, empresaId: string): Promise<RenovacionRow | undefined> {
  return (await withCompany(db).where(eq(renovaciones.empresaId, empresaId)).orderBy(desc(renovaciones.fechaFin), desc(renovaciones.createdAt)).limit(1))[0];
}


export type RenovacionState = Pick<typeof renovaciones.$inferSelect, keyof typeof stateFields>;

export async function lockRenovacion(tx: Executor, id: string): Promise<RenovacionState | undefined> {
  return (await tx.select(stateFields).from(renovaciones).where(eq(renovaciones.id, id)).for('update'))[0];
}

/** The company's open renewal (at most one), locked. */
export async function lockOpenRenovacionOfEmpresa(tx: Executor, empresaId: string): Promise<RenovacionState | undefined> {
  return (await tx.select(stateFields).from(renovaciones).where(and(eq(renovaciones.empresaId, empresaId), not(renovaciones.cerrada))).for('update'))[0];
}

export async function updateRenovacionState(tx: Executor, id: string, state: { renueva: boolean; deshabilitarRenovacion: boolean }, at: Date): Promise<void> {
  await tx.update(renovaciones).set({ renueva: state.renueva, deshabilitarRenovacion: state.deshabilitarRenovacion, updatedAt: at }).where(eq(renovaciones.id, id));
}

export async function touchRenovacion(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(renovaciones).set({ updatedAt: at }).where(eq(renovaciones.id, id));
}

const productoFields = { id: renovacionProductos.id, tool: renovacionProductos.tool, precioCents: renovacionProductos.precioCents };

export type ProductoRow = Pick<typeof renovacionProductos.$inferSelect, keyof typeof productoFields>;

/** The products shown for a renewal: those of the tools it renews (see RenovacionRow.tools), by tool. */
export async function productosOf(db: Executor, renovacionId: string): Promise<ProductoRow[]> {
  return db
    .select(productoFields)
    .from(renovacionProductos)
    .innerJoin(renovaciones, eq(renovaciones.id, renovacionProductos.renovacionId))
    .leftJoin(empresaTools, and(eq(empresaTools.empresaId, renovaciones.empresaId), eq(empresaTools.tool, renovacionProductos.tool)))
    .where(and(eq(renovacionProductos.renovacionId, renovacionId), or(renovaciones.cerrada, sql`coalesce(${empresaTools.activa}, false)`)))
    .orderBy(asc(renovacionProductos.tool));
}

/** Every product row of a renewal, the tools switched off meanwhile included. */
export async function allProductosOf(db: Executor, renovacionId: string): Promise<ProductoRow[]> {
  return db.select(productoFields).from(renovacionProductos).where(eq(renovacionProductos.renovacionId, renovacionId)).orderBy(asc(renovacionProductos.tool));
}

/** A price per tool, as one expression: `case when tool = 'LOPD' then 9550 … else <otherwise> end`. */
function priceByTool(tool: SQL | typeof renovacionProductos.tool | typeof empresaTools.tool, prices: Array<{ tool: ToolCode; precioCents: number }>, otherwise: SQL | typeof renovacionProductos.precioCents | typeof empresaTools.precioCents): SQL<number> {
  return sql<number>`case ${sql.join(
    prices.map((price) => sql`when ${tool} = ${price.tool} then ${price.precioCents}::int`),
    sql` `,
  )} else ${otherwise} end`;
}

export async function setProductoPrices(tx: Executor, renovacionId: string, prices: Array<{ tool: ToolCode; precioCents: number }>): Promise<void> {
  if (prices.length === 0) return;
  await tx
    .update(renovacionProductos)
    .set({ precioCents: priceByTool(renovacionProductos.tool, prices, renovacionProductos.precioCents) })
    .where(and(eq(renovacionProductos.renovacionId, renovacionId), inArray(renovacionProductos.tool, prices.map((price) => price.tool))));
}

export async function insertProductos(tx: Executor, renovacionId: string, productos: Array<{ tool: ToolCode; precioCents: number }>): Promise<void> {
  if (productos.length === 0) return;
  await tx
    .insert(renovacionProductos)
    .values(productos.map(({ tool, precioCents }) => ({ renovacionId, tool, precioCents })))
    .onConflictDoUpdate({ target: [renovacionProductos.renovacionId, renovacionProductos.tool], set: { precioCents: sql`excluded.precio_cents` } });
}

export async function deleteProducto(tx: Executor, renovacionId: string, tool: ToolCode): Promise<void> {
  await tx.delete(renovacionProductos).where(and(eq(renovacionProductos.renovacionId, renovacionId), eq(renovacionProductos.tool, tool)));
}

const toolFields = {
  tool: empresaTools.tool,
  activa: empresaTools.activa,
  precioCents: empresaTools.precioCents,
  fechaInicio: empresaTools.fechaInicio,
  fechaFin: empresaTools.fechaFin,
};

/** A company's tools as the renewal actions read them. */
export type ToolRow = Pick<typeof empresaTools.$inferSelect, keyof typeof toolFields>;

export async function toolsOf(db: Executor, empresaId: string, lock = false): Promise<ToolRow[]> {
  const query = db.select(toolFields).from(empresaTools).where(eq(empresaTools.empresaId, empresaId)).orderBy(asc(empresaTools.tool));
  return lock ? query.for('update') : query;
}

export interface EmpresaContact {
  id: string;
  razonSocial: string;
  email: string;
}

export async function empresaContact(db: Executor, empresaId: string): Promise<EmpresaContact | undefined> {
  return (await db.select({ id: empresas.id, razonSocial: empresas.razonSocial, email: empresas.email }).from(empresas).where(eq(empresas.id, empresaId)))[0];
}

/** A company by id (a uuid) or NIF/CIF, as staff address it. */
export async function empresaIdOf(db: Executor, ref: { id?: string; nifCif?: string }): Promise<string | undefined> {
  const where = ref.id ? eq(empresas.id, ref.id) : eq(empresas.nifCif, ref.nifCif ?? '');
  return (await db.select({ id: empresas.id }).from(empresas).where(where))[0]?.id;
}

export async function insertRenovacion(
  tx: Executor,
  values: { empresaId: string; fechaInicio: string; fechaFin: string; fechaRenovacion: string; origen: 'JOB' | 'STAFF'; at: Date },
): Promise<string | undefined> {
  const { at, ...renovacion } = values;
  const inserted = await tx.insert(renovaciones).values({ ...renovacion, createdAt: at, updatedAt: at }).onConflictDoNothing().returning({ id: renovaciones.id });
  return inserted[0]?.id;
}

/** Sets the period of these tools (a staff renewal's dates become the period of the tools it renews). */
export async function setToolPeriods(tx: Executor, empresaId: string, tools: ToolCode[], fechaInicio: string, fechaFin: string): Promise<void> {
  if (tools.length === 0) return;
  await tx.update(empresaTools).set({ fechaInicio, fechaFin }).where(and(eq(empresaTools.empresaId, empresaId), inArray(empresaTools.tool, tools)));
}

// ---------------------------------------------------------------------------------------------
// The daily job

/**
 * Signed active tools with no period yet (signed before periods were kept, decision 0015's
 * migration) get the yearly period their signature started, rolled forward to the one running on
 * `today` (`periodRunningOn`, the years added as everywhere else). Idempotent: only rows without a
 * period are written; the rows are locked as they are read, so a second server at once finds none.
 */
export async function adoptUnperiodedTools(tx: Executor, today: string): Promise<number> {
  const unperioded = await tx
    .select({ empresaId: empresaTools.empresaId, tool: empresaTools.tool, firma: sql<string>`((${empresaTools.fechaFirmaContrato} at time zone 'Europe/Madrid')::date)::text` })
    .from(empresaTools)
    .where(and(eq(empresaTools.activa, true), isNull(empresaTools.fechaFin), isNotNull(empresaTools.fechaFirmaContrato)))
    .for('update');
  if (unperioded.length === 0) return 0;
  const periods = unperioded.map((row) => ({ ...row, ...periodRunningOn(row.firma, today) }));
  const adopted = await tx
    .update(empresaTools)
    .set({ fechaInicio: sql`v.fecha_inicio`, fechaFin: sql`v.fecha_fin` })
    .from(
      sql`unnest(${sql.param(periods.map((row) => row.empresaId))}::uuid[], ${sql.param(periods.map((row) => row.tool))}::tool[], ${sql.param(periods.map((row) => row.fechaInicio))}::date[], ${sql.param(periods.map((row) => row.fechaFin))}::date[]) as v(empresa_id, tool, fecha_inicio, fecha_fin)`,
    )
    .where(and(sql`${empresaTools.empresaId} = v.empresa_id`, sql`${empresaTools.tool} = v.tool`, isNull(empresaTools.fechaFin)))
    .returning({ tool: empresaTools.tool });
  return adopted.length;
}

/** A renewal the job created, with what the company's notice needs. */
export interface CreatedRenovacion {
  id: string;
  empresaId: string;
  fechaFin: string;
  fechaRenovacion: string;
  razonSocial: string;
  email: string;
  lineas: Array<{ tool: ToolCode; precioCents: number }>;
}

const FALLBACK_CENTS = sql.raw(
  `case t.tool ${Object.entries(RENEWAL_PRICES_CENTS)
    .map(([tool, cents]) => `when '${tool}' then ${cents}`)
    .join(' ')} end`,
);

/**
 * Creates, in one statement, up to `limit` renewals for the periods ending on or before `horizon`:
 * per company, its earliest period end among its active tools, with no renewal for that end and no
 * open renewal. Each renews the company's active tools ending then, at their current prices (the
 * fallback prices for a tool at 0). Two runs at once: the unique indexes let one insert and the
 * other skip (`on conflict do nothing`), and only the renewals inserted get products and notices.
 * The one statement of this repository in SQL: its inserts are data-modifying CTEs feeding each
 * other, which the query builder does not write (its insert … select takes every column of the
 * table); three builder statements would triple the job's round trips per batch.
 */
export async function createDueRenovaciones(tx: Executor, input: { horizon: string; offsetDays: number; limit: number; at: Date }): Promise<CreatedRenovacion[]> {
  const at = input.at.toISOString();
  const result = (await tx.execute(sql`
      with due as (
        select distinct on (t.empresa_id) t.empresa_id, t.fecha_fin
        from ${empresaTools} t
        where t.activa and t.fecha_fin is not null and t.fecha_fin <= ${input.horizon}::date
          and not exists (select 1 from ${renovaciones} r where r.empresa_id = t.empresa_id and (r.fecha_fin = t.fecha_fin or not r.cerrada))
        order by t.empresa_id, t.fecha_fin
        limit ${input.limit}
      ), inserted as (
        insert into ${renovaciones} (empresa_id, fecha_inicio, fecha_fin, fecha_renovacion, origen, created_at, updated_at)
        select d.empresa_id,
               (select min(t.fecha_inicio) from ${empresaTools} t where t.empresa_id = d.empresa_id and t.activa and t.fecha_fin = d.fecha_fin),
               d.fecha_fin, d.fecha_fin - ${input.offsetDays}::int, 'JOB', ${at}::timestamptz, ${at}::timestamptz
        from due d
        on conflict do nothing
        returning id, empresa_id, fecha_fin, fecha_renovacion
      ), productos as (
        insert into ${renovacionProductos} (renovacion_id, tool, precio_cents)
        select i.id, t.tool, case when t.precio_cents > 0 then t.precio_cents else ${FALLBACK_CENTS} end
        from inserted i join ${empresaTools} t on t.empresa_id = i.empresa_id and t.activa and t.fecha_fin = i.fecha_fin
        returning renovacion_id, tool, precio_cents
      )
      select i.id, i.empresa_id as "empresaId", i.fecha_fin::text as "fechaFin", i.fecha_renovacion::text as "fechaRenovacion",
             e.razon_social as "razonSocial", e.email,
             json_agg(json_build_object('tool', p.tool, 'precioCents', p.precio_cents) order by p.tool) as lineas
      from inserted i join ${empresas} e on e.id = i.empresa_id join productos p on p.renovacion_id = i.id
      group by i.id, i.empresa_id, i.fecha_fin, i.fecha_renovacion, e.razon_social, e.email`)) as unknown as { rows: CreatedRenovacion[] };
  return result.rows;
}

/** Open renewals whose period has ended by `today` and that the job has to act on: accepted, or disabled. */
export async function dueForClosing(db: Executor, today: string, limit: number): Promise<Array<{ id: string; kind: 'ACCEPTED' | 'DISABLED' }>> {
  return db
    .select({ id: renovaciones.id, kind: sql<'ACCEPTED' | 'DISABLED'>`case when ${renovaciones.renueva} then 'ACCEPTED' else 'DISABLED' end` })
    .from(renovaciones)
    .where(and(not(renovaciones.cerrada), lte(renovaciones.fechaFin, today), or(renovaciones.renueva, renovaciones.deshabilitarRenovacion)))
    .orderBy(asc(renovaciones.fechaFin), asc(renovaciones.id))
    .limit(limit);
}

/**
 * Closes a renewal whose period has ended, if it is still open in the state the job read: the
 * status-guarded update that makes one run (of one server) do the work; undefined for the others.
 */
export async function closeRenovacion(tx: Executor, id: string, kind: 'ACCEPTED' | 'DISABLED', today: string, at: Date): Promise<RenovacionState | undefined> {
  const guard = kind === 'ACCEPTED' ? renovaciones.renueva : renovaciones.deshabilitarRenovacion;
  const closed = await tx
    .update(renovaciones)
    .set({ cerrada: true, procesada: kind === 'ACCEPTED', cerradaAt: at, updatedAt: at })
    .where(and(eq(renovaciones.id, id), not(renovaciones.cerrada), eq(guard, true), lte(renovaciones.fechaFin, today)))
    .returning(stateFields);
  return closed[0];
}

export async function setFacturaOfRenovacion(tx: Executor, id: string, facturaId: string): Promise<void> {
  await tx.update(renovaciones).set({ facturaId }).where(eq(renovaciones.id, id));
}

/** Starts the next period of these tools: from `fechaInicio` for a year, at the renewal's prices. */
export async function renewTools(tx: Executor, empresaId: string, tools: Array<{ tool: ToolCode; precioCents: number }>, fechaInicio: string, fechaFin: string): Promise<void> {
  if (tools.length === 0) return;
  await tx
    .update(empresaTools)
    .set({ fechaInicio, fechaFin, precioCents: priceByTool(empresaTools.tool, tools, empresaTools.precioCents) })
    .where(and(eq(empresaTools.empresaId, empresaId), inArray(empresaTools.tool, tools.map((tool) => tool.tool))));
}

/** Switches these tools off (their downloads stop with them); price, contract and period are kept. */
export async function endTools(tx: Executor, empresaId: string, tools: ToolCode[]): Promise<void> {
  if (tools.length === 0) return;
  await tx.update(empresaTools).set({ activa: false }).where(and(eq(empresaTools.empresaId, empresaId), inArray(empresaTools.tool, tools)));
}

/** Whether a pending renewal has reached its renewal date: the staff bell (spec 1 §1). */
export async function countPriorityRenovaciones(db: Executor, today: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(renovaciones).where(and(PENDING, lte(renovaciones.fechaRenovacion, today)));
  return row?.total ?? 0;
}
