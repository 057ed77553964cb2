import { sql, type SQL } from 'drizzle-orm';
import type { ToolCode } from '@cumplia/shared/enums';
import { RENEWAL_PRICES_CENTS } from '@cumplia/shared/money';
import type { Executor } from '../../db/database.ts';

/*
 * The renewals' SQL (docs/decisions/0030). Plain SQL: the job's statements are set-wise (one
 * statement for every renewal due on a run, not one per company), and the lists read a renewal with
 * its company, gestoría and tools in one statement per page.
 */

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** A renewal as the wire needs it, one row per renewal. */
export interface RenovacionRow {
  id: string;
  empresa_id: string;
  fecha_inicio: string;
  fecha_fin: string;
  fecha_renovacion: string;
  renueva: boolean;
  procesada: boolean;
  deshabilitar_renovacion: boolean;
  cerrada: boolean;
  updated_at: Date;
  empresa_nombre: string;
  nif_cif: string;
  razon_social: string;
  nombre_comercial: string;
  gestoria_nombre: string | null;
  /** The tools it renews: its products, less (while it is open) the tools switched off meanwhile. */
  tools: ToolCode[];
}

/** The renewal's columns with its company, gestoría and tools; `r` is the renewal. */
const ROW_SELECT = sql`
  r.id, r.empresa_id, r.fecha_inicio::text as fecha_inicio, r.fecha_fin::text as fecha_fin, r.fecha_renovacion::text as fecha_renovacion,
  r.renueva, r.procesada, r.deshabilitar_renovacion, r.cerrada, r.updated_at,
  e.nombre as empresa_nombre, e.nif_cif, e.razon_social, e.nombre_comercial, g.nombre_comercial as gestoria_nombre,
  array(select p.tool::text from renovacion_productos p
        left join empresa_tools t on t.empresa_id = r.empresa_id and t.tool = p.tool
        where p.renovacion_id = r.id and (r.cerrada or coalesce(t.activa, false))
        order by p.tool) as tools`;

const ROW_FROM = sql`renovaciones r join empresas e on e.id = r.empresa_id left join gestorias g on g.id = e.gestoria_id`;

/** Pending: neither accepted, nor disabled, nor processed (spec 3 §4.2 "pendientes"). */
const PENDING = sql`not r.renueva and not r.procesada and not r.deshabilitar_renovacion`;

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

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

function whereOf(filter: RenovacionFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.empresaId) conditions.push(sql`r.empresa_id = ${filter.empresaId}`);
  const empresa: SQL[] = [];
  if (filter.gestoriaId) empresa.push(sql`e2.gestoria_id = ${filter.gestoriaId}`);
  // The expression of the trigram index empresas_nombre_busqueda_trgm (migration 0003).
  if (filter.nombreEmpresa) empresa.push(sql`(e2.nombre_comercial || ' ' || e2.razon_social) ilike ${`%${escapeLike(filter.nombreEmpresa)}%`}`);
  if (filter.nifCif) empresa.push(sql`e2.nif_cif like ${`${escapeLike(filter.nifCif.toUpperCase())}%`}`);
  if (empresa.length > 0) conditions.push(sql`r.empresa_id in (select e2.id from empresas e2 where ${sql.join(empresa, sql` and `)})`);
  if (filter.renueva !== undefined) conditions.push(sql`r.renueva = ${filter.renueva}`);
  if (filter.deshabilitarRenovacion !== undefined) conditions.push(sql`r.deshabilitar_renovacion = ${filter.deshabilitarRenovacion}`);
  if (filter.procesada !== undefined) conditions.push(sql`r.procesada = ${filter.procesada}`);
  // Month and year of the renewal date, as a range (the index on fecha_renovacion answers it).
  if (filter.year !== undefined && filter.mes !== undefined) {
    const from = `${filter.year}-${String(filter.mes).padStart(2, '0')}-01`;
    conditions.push(sql`r.fecha_renovacion >= ${from}::date and r.fecha_renovacion < (${from}::date + interval '1 month')`);
  } else if (filter.year !== undefined) {
    conditions.push(sql`r.fecha_renovacion >= ${`${filter.year}-01-01`}::date and r.fecha_renovacion < ${`${filter.year + 1}-01-01`}::date`);
  } else if (filter.mes !== undefined) {
    conditions.push(sql`extract(month from r.fecha_renovacion) = ${filter.mes}`);
  }
  if (filter.fechaFinMax) conditions.push(sql`r.fecha_fin <= ${filter.fechaFinMax}::date`);
  return sql.join(conditions, sql` and `);
}

function orderOf(order: RenovacionOrder, today: string): SQL {
  switch (order) {
    // Spec 3 §2.2: exactly 18 days left first, then days left ascending.
    case 'admin':
      return sql`(r.fecha_renovacion = ${today}::date + 18) desc, r.fecha_renovacion asc, r.id`;
    // Spec 3 §2.3: priority first (pending with the renewal date reached), then days left ascending.
    case 'worker':
      return sql`(${PENDING} and r.fecha_renovacion <= ${today}::date) desc, r.fecha_renovacion asc, r.id`;
    case 'newest':
      return sql`r.fecha_fin desc, r.created_at desc, r.id`;
  }
}

/** One page of renewals and the total for the pager: the page chosen on the renewals, then joined. */
export async function listRenovaciones(
  db: Executor,
  filter: RenovacionFilter,
  page: { page: number; size: number },
  order: RenovacionOrder,
  today: string,
): Promise<{ rows: RenovacionRow[]; total: number }> {
  const where = whereOf(filter);
  const orderBy = orderOf(order, today);
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      with chosen as (select r.id from renovaciones r where ${where} order by ${orderBy} limit ${page.size} offset ${page.page * page.size})
      select ${ROW_SELECT} from chosen c join ${ROW_FROM} on r.id = c.id order by ${orderBy}`),
    db.execute(sql`select count(*)::int as total from renovaciones r where ${where}`),
  ]);
  return { rows: rowsOf<RenovacionRow>(rows), total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0 };
}

export async function findRenovacionRow(db: Executor, id: string): Promise<RenovacionRow | undefined> {
  return rowsOf<RenovacionRow>(await db.execute(sql`select ${ROW_SELECT} from ${ROW_FROM} where r.id = ${id}`))[0];
}

/** The company's latest renewal (by period end), whatever its state: the company detail's card. */
export async function latestRenovacionRow(db: Executor, empresaId: string): Promise<RenovacionRow | undefined> {
  return rowsOf<RenovacionRow>(
    await db.execute(sql`select ${ROW_SELECT} from ${ROW_FROM} where r.empresa_id = ${empresaId} order by r.fecha_fin desc, r.created_at desc limit 1`),
  )[0];
}

/** The state columns of a renewal, locked until the end of the transaction. */
export interface RenovacionState {
  id: string;
  empresa_id: string;
  fecha_inicio: string;
  fecha_fin: string;
  fecha_renovacion: string;
  renueva: boolean;
  procesada: boolean;
  deshabilitar_renovacion: boolean;
  cerrada: boolean;
}

const STATE_COLUMNS = sql`id, empresa_id, fecha_inicio::text as fecha_inicio, fecha_fin::text as fecha_fin, fecha_renovacion::text as fecha_renovacion, renueva, procesada, deshabilitar_renovacion, cerrada`;

export async function lockRenovacion(tx: Executor, id: string): Promise<RenovacionState | undefined> {
  return rowsOf<RenovacionState>(await tx.execute(sql`select ${STATE_COLUMNS} from renovaciones where id = ${id} for update`))[0];
}

/** The company's open renewal (at most one), locked. */
export async function lockOpenRenovacionOfEmpresa(tx: Executor, empresaId: string): Promise<RenovacionState | undefined> {
  return rowsOf<RenovacionState>(await tx.execute(sql`select ${STATE_COLUMNS} from renovaciones where empresa_id = ${empresaId} and not cerrada for update`))[0];
}

export async function updateRenovacionState(tx: Executor, id: string, state: { renueva: boolean; deshabilitarRenovacion: boolean }, at: Date): Promise<void> {
  await tx.execute(sql`
    update renovaciones set renueva = ${state.renueva}, deshabilitar_renovacion = ${state.deshabilitarRenovacion}, updated_at = ${at.toISOString()}::timestamptz
    where id = ${id}`);
}

export async function touchRenovacion(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.execute(sql`update renovaciones set updated_at = ${at.toISOString()}::timestamptz where id = ${id}`);
}

export interface ProductoRow {
  id: string;
  tool: ToolCode;
  precio_cents: number;
}

/** The products shown for a renewal: those of the tools it renews (see RenovacionRow.tools), by tool. */
export async function productosOf(db: Executor, renovacionId: string): Promise<ProductoRow[]> {
  return rowsOf<ProductoRow>(
    await db.execute(sql`
      select p.id, p.tool::text as tool, p.precio_cents from renovacion_productos p
      join renovaciones r on r.id = p.renovacion_id
      left join empresa_tools t on t.empresa_id = r.empresa_id and t.tool = p.tool
      where p.renovacion_id = ${renovacionId} and (r.cerrada or coalesce(t.activa, false))
      order by p.tool`),
  );
}

/** Every product row of a renewal, the tools switched off meanwhile included. */
export async function allProductosOf(db: Executor, renovacionId: string): Promise<ProductoRow[]> {
  return rowsOf<ProductoRow>(await db.execute(sql`select id, tool::text as tool, precio_cents from renovacion_productos where renovacion_id = ${renovacionId} order by renovacion_productos.tool`));
}

export async function setProductoPrices(tx: Executor, renovacionId: string, prices: Array<{ tool: ToolCode; precioCents: number }>): Promise<void> {
  if (prices.length === 0) return;
  await tx.execute(sql`
    update renovacion_productos p set precio_cents = v.precio_cents
    from unnest(${sql.param(prices.map((price) => price.tool))}::tool[], ${sql.param(prices.map((price) => price.precioCents))}::int[]) as v(tool, precio_cents)
    where p.renovacion_id = ${renovacionId} and p.tool = v.tool`);
}

export async function insertProductos(tx: Executor, renovacionId: string, productos: Array<{ tool: ToolCode; precioCents: number }>): Promise<void> {
  if (productos.length === 0) return;
  await tx.execute(sql`
    insert into renovacion_productos (renovacion_id, tool, precio_cents)
    select ${renovacionId}, v.tool, v.precio_cents from unnest(${sql.param(productos.map((p) => p.tool))}::tool[], ${sql.param(productos.map((p) => p.precioCents))}::int[]) as v(tool, precio_cents)
    on conflict (renovacion_id, tool) do update set precio_cents = excluded.precio_cents`);
}

export async function deleteProducto(tx: Executor, renovacionId: string, tool: ToolCode): Promise<void> {
  await tx.execute(sql`delete from renovacion_productos where renovacion_id = ${renovacionId} and tool = ${tool}::tool`);
}

/** A company's tools as the renewal actions read them. */
export interface ToolRow {
  tool: ToolCode;
  activa: boolean;
  precio_cents: number;
  fecha_inicio: string | null;
  fecha_fin: string | null;
}

export async function toolsOf(db: Executor, empresaId: string, lock = false): Promise<ToolRow[]> {
  return rowsOf<ToolRow>(
    await db.execute(sql`
      select tool::text as tool, activa, precio_cents, fecha_inicio::text as fecha_inicio, fecha_fin::text as fecha_fin
      from empresa_tools where empresa_id = ${empresaId} order by empresa_tools.tool ${lock ? sql`for update` : sql``}`),
  );
}

export interface EmpresaContact {
  id: string;
  razon_social: string;
  email: string;
}

export async function empresaContact(db: Executor, empresaId: string): Promise<EmpresaContact | undefined> {
  return rowsOf<EmpresaContact>(await db.execute(sql`select id, razon_social, email from empresas where id = ${empresaId}`))[0];
}

/** A company by id (a uuid) or NIF/CIF, as staff address it. */
export async function empresaIdOf(db: Executor, ref: { id?: string; nifCif?: string }): Promise<string | undefined> {
  const where = ref.id ? sql`id = ${ref.id}` : sql`nif_cif = ${ref.nifCif ?? ''}`;
  return rowsOf<{ id: string }>(await db.execute(sql`select id from empresas where ${where}`))[0]?.id;
}

export async function insertRenovacion(
  tx: Executor,
  values: { empresaId: string; fechaInicio: string; fechaFin: string; fechaRenovacion: string; origen: 'JOB' | 'STAFF'; at: Date },
): Promise<string | undefined> {
  return rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into renovaciones (empresa_id, fecha_inicio, fecha_fin, fecha_renovacion, origen, created_at, updated_at)
      values (${values.empresaId}, ${values.fechaInicio}::date, ${values.fechaFin}::date, ${values.fechaRenovacion}::date, ${values.origen},
              ${values.at.toISOString()}::timestamptz, ${values.at.toISOString()}::timestamptz)
      on conflict do nothing returning id`),
  )[0]?.id;
}

/** Sets the period of these tools (a staff renewal's dates become the period of the tools it renews). */
export async function setToolPeriods(tx: Executor, empresaId: string, tools: ToolCode[], fechaInicio: string, fechaFin: string): Promise<void> {
  if (tools.length === 0) return;
  await tx.execute(sql`
    update empresa_tools set fecha_inicio = ${fechaInicio}::date, fecha_fin = ${fechaFin}::date
    where empresa_id = ${empresaId} and tool = any(${sql.param(tools)}::tool[])`);
}

// ---------------------------------------------------------------------------------------------
// The daily job

/**
 * Signed active tools with no period yet (signed before periods were kept, decision 0015's
 * migration) get the yearly period their signature started, rolled forward to the one running on
 * `today`. Idempotent: only rows without a period are written.
 */
export async function adoptUnperiodedTools(tx: Executor, today: string): Promise<number> {
  const result = await tx.execute(sql`
    with firmadas as (
      select empresa_id, tool, (fecha_firma_contrato at time zone 'Europe/Madrid')::date as firma
      from empresa_tools where activa and fecha_fin is null and fecha_firma_contrato is not null
    ), periodos as (
      select empresa_id, tool, firma, greatest(0, extract(year from age(${today}::date, firma)))::int as n from firmadas
    )
    update empresa_tools t set fecha_inicio = (p.firma + make_interval(years => p.n))::date, fecha_fin = (p.firma + make_interval(years => p.n + 1))::date
    from periodos p
    where t.empresa_id = p.empresa_id and t.tool = p.tool and t.fecha_fin is null`);
  return (result as unknown as { rowCount: number | null }).rowCount ?? 0;
}

/** A renewal the job created, with what the company's notice needs. */
export interface CreatedRenovacion {
  id: string;
  empresa_id: string;
  fecha_fin: string;
  fecha_renovacion: string;
  razon_social: string;
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
 */
export async function createDueRenovaciones(tx: Executor, input: { horizon: string; offsetDays: number; limit: number; at: Date }): Promise<CreatedRenovacion[]> {
  const at = input.at.toISOString();
  return rowsOf<CreatedRenovacion>(
    await tx.execute(sql`
      with due as (
        select distinct on (t.empresa_id) t.empresa_id, t.fecha_fin
        from empresa_tools t
        where t.activa and t.fecha_fin is not null and t.fecha_fin <= ${input.horizon}::date
          and not exists (select 1 from renovaciones r where r.empresa_id = t.empresa_id and (r.fecha_fin = t.fecha_fin or not r.cerrada))
        order by t.empresa_id, t.fecha_fin
        limit ${input.limit}
      ), inserted as (
        insert into renovaciones (empresa_id, fecha_inicio, fecha_fin, fecha_renovacion, origen, created_at, updated_at)
        select d.empresa_id,
               (select min(t.fecha_inicio) from empresa_tools t where t.empresa_id = d.empresa_id and t.activa and t.fecha_fin = d.fecha_fin),
               d.fecha_fin, d.fecha_fin - ${input.offsetDays}::int, 'JOB', ${at}::timestamptz, ${at}::timestamptz
        from due d
        on conflict do nothing
        returning id, empresa_id, fecha_fin, fecha_renovacion
      ), productos as (
        insert into renovacion_productos (renovacion_id, tool, precio_cents)
        select i.id, t.tool, case when t.precio_cents > 0 then t.precio_cents else ${FALLBACK_CENTS} end
        from inserted i join empresa_tools t on t.empresa_id = i.empresa_id and t.activa and t.fecha_fin = i.fecha_fin
        returning renovacion_id, tool, precio_cents
      )
      select i.id, i.empresa_id, i.fecha_fin::text as fecha_fin, i.fecha_renovacion::text as fecha_renovacion, e.razon_social, e.email,
             json_agg(json_build_object('tool', p.tool, 'precioCents', p.precio_cents) order by p.tool) as lineas
      from inserted i join empresas e on e.id = i.empresa_id join productos p on p.renovacion_id = i.id
      group by i.id, i.empresa_id, i.fecha_fin, i.fecha_renovacion, e.razon_social, e.email`),
  );
}

/** Open renewals whose period has ended by `today` and that the job has to act on: accepted, or disabled. */
export async function dueForClosing(db: Executor, today: string, limit: number): Promise<Array<{ id: string; kind: 'ACCEPTED' | 'DISABLED' }>> {
  return rowsOf<{ id: string; kind: 'ACCEPTED' | 'DISABLED' }>(
    await db.execute(sql`
      select id, case when renueva then 'ACCEPTED' else 'DISABLED' end as kind
      from renovaciones
      where not cerrada and fecha_fin <= ${today}::date and (renueva or deshabilitar_renovacion)
      order by fecha_fin, id
      limit ${limit}`),
  );
}

/**
 * Closes a renewal whose period has ended, if it is still open in the state the job read: the
 * status-guarded update that makes one run (of one server) do the work; undefined for the others.
 */
export async function closeRenovacion(tx: Executor, id: string, kind: 'ACCEPTED' | 'DISABLED', today: string, at: Date): Promise<RenovacionState | undefined> {
  const guard = kind === 'ACCEPTED' ? sql`renueva` : sql`deshabilitar_renovacion`;
  return rowsOf<RenovacionState>(
    await tx.execute(sql`
      update renovaciones set cerrada = true, procesada = ${kind === 'ACCEPTED'}, cerrada_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz
      where id = ${id} and not cerrada and ${guard} and fecha_fin <= ${today}::date
      returning ${STATE_COLUMNS}`),
  )[0];
}

export async function setFacturaOfRenovacion(tx: Executor, id: string, facturaId: string): Promise<void> {
  await tx.execute(sql`update renovaciones set factura_id = ${facturaId} where id = ${id}`);
}

/** Starts the next period of these tools: from `fechaInicio` for a year, at the renewal's prices. */
export async function renewTools(tx: Executor, empresaId: string, tools: Array<{ tool: ToolCode; precioCents: number }>, fechaInicio: string, fechaFin: string): Promise<void> {
  if (tools.length === 0) return;
  await tx.execute(sql`
    update empresa_tools t set fecha_inicio = ${fechaInicio}::date, fecha_fin = ${fechaFin}::date, precio_cents = v.precio_cents
    from unnest(${sql.param(tools.map((tool) => tool.tool))}::tool[], ${sql.param(tools.map((tool) => tool.precioCents))}::int[]) as v(tool, precio_cents)
    where t.empresa_id = ${empresaId} and t.tool = v.tool`);
}

/** Switches these tools off (their downloads stop with them); price, contract and period are kept. */
export async function endTools(tx: Executor, empresaId: string, tools: ToolCode[]): Promise<void> {
  if (tools.length === 0) return;
  await tx.execute(sql`update empresa_tools set activa = false where empresa_id = ${empresaId} and tool = any(${sql.param(tools)}::tool[])`);
}

/** Whether a pending renewal has reached its renewal date: the staff bell (spec 1 §1). */
export async function priorityRenovacionExists(db: Executor, today: string): Promise<boolean> {
  const rows = rowsOf<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from renovaciones r where ${PENDING} and r.fecha_renovacion <= ${today}::date) as found`),
  );
  return rows[0]?.found ?? false;
}
