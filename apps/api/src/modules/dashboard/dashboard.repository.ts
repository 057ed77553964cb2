import { and, asc, eq, sql } from 'drizzle-orm';
import { DASHBOARD_MONTHS, DASHBOARD_TOP_GESTORIAS } from '@cumplia/shared/schemas/dashboard';
import type { ToolCode } from '@cumplia/shared/enums';
import type { Executor } from '../../db/database.ts';
import { facturaDevuelta, facturaReembolsoPendiente, facturasConRegistroRechazado } from '../../db/factura-estados.ts';
import { contratos, empresaCountDeltas, empresas, empresaTools, empresaTotalDeltas, facturas, gestorias, renovaciones, userEmpresas } from '../../db/schema/index.ts';

/** Months are counted as they fall in Spain, whatever the server's zone. */
const ZONE = 'Europe/Madrid';

export interface DashboardFigures {
  total: number;
  pendientes: number;
  conUsuario: number;
  sinGestoria: number;
  herramientas: Array<{ tool: ToolCode; empresas: number }>;
  /** The current month and the ones before it, oldest first; `mes` is YYYY-MM. */
  meses: Array<{ mes: string; empresas: number }>;
  gestorias: Array<{ gestoriaId: string; nombre: string; empresas: number }>;
}

/** The statement's row as node-postgres gives it (json columns parsed, null for no rows). */
interface FiguresRow {
  total: number;
  pendientes: number;
  con_usuario: number;
  sin_gestoria: number;
  herramientas: DashboardFigures['herramientas'] | null;
  meses: DashboardFigures['meses'] | null;
  gestorias: DashboardFigures['gestorias'] | null;
}

/**
 * Every figure of the staff dashboard in one statement, so that they agree with each other (one
 * snapshot) and cost one round trip. Each part reads as little as it can (docs/decisions/0021):
 * - the total, the companies pending verification and the companies per gestoría are sums of the
 *   count deltas (migrations 0006, 0010, 0012), a handful of rows;
 * - companies with a user are a count of the one-administrator index of `user_empresas`, companies
 *   without gestoría the nulls of the `(gestoria_id)` index;
 * - the active tools, an index-only count of the partial index `empresa_tools_activas_index`;
 * - the months, one index-only range count per month on `(created_at, id)`.
 */
export async function readDashboardFigures(db: Executor): Promise<DashboardFigures> {
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(${empresaTotalDeltas.delta}), 0) from ${empresaTotalDeltas})::int as total,
      (select coalesce(sum(${empresaTotalDeltas.delta}), 0) from ${empresaTotalDeltas} where not ${empresaTotalDeltas.verificado})::int as pendientes,
      (select count(*) from ${userEmpresas})::int as con_usuario,
      (select count(*) from ${empresas} where ${empresas.gestoriaId} is null)::int as sin_gestoria,
      (select json_agg(json_build_object('tool', activas.tool, 'empresas', activas.empresas))
         from (select ${empresaTools.tool} as tool, count(*)::int as empresas from ${empresaTools}
               where ${empresaTools.activa} group by ${empresaTools.tool}) as activas) as herramientas,
      (select json_agg(json_build_object('mes', to_char(mes.inicio, 'YYYY-MM'), 'empresas', mes.empresas) order by mes.inicio)
         from (select meses.inicio,
                      (select count(*)::int from ${empresas}
                       where ${empresas.createdAt} >= meses.inicio at time zone ${ZONE}
                         and ${empresas.createdAt} < (meses.inicio + interval '1 month') at time zone ${ZONE}) as empresas
               from generate_series(
                      date_trunc('month', now() at time zone ${ZONE}) - make_interval(months => ${DASHBOARD_MONTHS - 1}),
                      date_trunc('month', now() at time zone ${ZONE}),
                      interval '1 month') as meses (inicio)) as mes) as meses,
      (select json_agg(json_build_object('gestoriaId', top.gestoria_id, 'nombre', coalesce(nullif(${gestorias.nombreComercial}, ''), ${gestorias.razonSocial}), 'empresas', top.empresas)
                       order by top.empresas desc, ${gestorias.nombreComercial})
         from (select ${empresaCountDeltas.gestoriaId} as gestoria_id, sum(${empresaCountDeltas.delta})::int as empresas
               from ${empresaCountDeltas} group by ${empresaCountDeltas.gestoriaId}
               having sum(${empresaCountDeltas.delta}) > 0
               order by 2 desc, 1 limit ${DASHBOARD_TOP_GESTORIAS}) as top
         join ${gestorias} on ${gestorias.id} = top.gestoria_id) as gestorias
  `)) as unknown as { rows: FiguresRow[] };
  const row = result.rows[0];
  if (!row) throw new Error('the dashboard statement returned no row');
  return {
    total: row.total,
    pendientes: row.pendientes,
    conUsuario: row.con_usuario,
    sinGestoria: row.sin_gestoria,
    herramientas: row.herramientas ?? [],
    meses: row.meses ?? [],
    gestorias: row.gestorias ?? [],
  };
}

/** A renewal waiting for a decision: spec 3 §4.2 "pendientes" (not accepted, not disabled, not processed). */
const renovacionPendiente = sql`not ${renovaciones.renueva} and not ${renovaciones.deshabilitarRenovacion} and not ${renovaciones.procesada}`;

/** An invoice still to be collected: not remitted, not cancelled. */
const facturaPorCobrar = sql`not ${facturas.facturado} and ${facturas.anuladaAt} is null`;

/**
 * The collaborator's pending work, its own companies only, in one statement: the same conditions as
 * the lists each count leads to ("Empresas sin usuario", the companies list filtered by contracts
 * unsigned since `firmaAntesDe`, the renewals filtered by "pendientes").
 */
export async function readGestoriaPendientes(db: Executor, gestoriaId: string, firmaAntesDe: Date) {
  const result = (await db.execute(sql`
    select
      (select count(*) from ${empresas} where ${empresas.gestoriaId} = ${gestoriaId}
         and not exists (select 1 from ${userEmpresas} where ${userEmpresas.empresaId} = ${empresas.id}))::int as sin_usuario,
      (select count(*) from ${empresas} where ${empresas.gestoriaId} = ${gestoriaId}
         and exists (select 1 from ${contratos} where ${contratos.empresaId} = ${empresas.id}
                     and ${contratos.status} = 'PENDIENTE' and ${contratos.createdAt} <= ${firmaAntesDe.toISOString()}))::int as sin_firmar,
      (select count(*) from ${renovaciones} join ${empresas} on ${empresas.id} = ${renovaciones.empresaId}
         where ${empresas.gestoriaId} = ${gestoriaId} and ${renovacionPendiente})::int as renovaciones,
      (select count(*) from ${facturas} where ${facturaDevuelta}
         and ${facturas.empresaId} in (select ${empresas.id} from ${empresas} where ${empresas.gestoriaId} = ${gestoriaId}))::int as devueltas
  `)) as unknown as { rows: Array<{ sin_usuario: number; sin_firmar: number; renovaciones: number; devueltas: number }> };
  const row = result.rows[0]!;
  return { empresasSinUsuario: row.sin_usuario, empresasContratoSinFirmar: row.sin_firmar, renovacionesPendientes: row.renovaciones, cobrosDevueltos: row.devueltas };
}

/**
 * The staff's pending work in one statement: companies not verified (the count deltas, as the
 * dashboard), invoices to collect by `hasta` (the `(facturado, fecha_cuando_facturar)` index), and
 * the renewals pending a decision, those whose renewal date `today` has reached apart.
 */
export async function readStaffPendientes(db: Executor, today: string, hasta: string) {
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(${empresaTotalDeltas.delta}), 0) from ${empresaTotalDeltas} where not ${empresaTotalDeltas.verificado})::int as nuevas,
      remesa.facturas, remesa.importe_cents,
      (select count(*) from ${renovaciones} where ${renovacionPendiente})::int as renovaciones,
      (select count(*) from ${renovaciones} where ${renovacionPendiente} and ${renovaciones.fechaRenovacion} <= ${today})::int as prioritarias,
      (select count(*) from ${facturas} where ${facturaDevuelta})::int as devueltas,
      (select count(*) from ${facturas} where ${facturaReembolsoPendiente})::int as reembolsos,
      (select count(*) from ${facturasConRegistroRechazado} as rechazados)::int as rechazados
    from (select count(*)::int as facturas, coalesce(sum(${facturas.totalCents}), 0)::bigint as importe_cents
          from ${facturas} where ${facturaPorCobrar} and ${facturas.totalCents} > 0 and ${facturas.fechaCuandoFacturar} <= ${hasta}) as remesa
  `)) as unknown as { rows: Array<{ nuevas: number; facturas: number; importe_cents: string; renovaciones: number; prioritarias: number; devueltas: number; reembolsos: number; rechazados: number }> };
  const row = result.rows[0]!;
  return {
    nuevasEmpresas: row.nuevas,
    facturas: row.facturas,
    importeCents: Number(row.importe_cents),
    renovacionesPendientes: row.renovaciones,
    renovacionesPrioritarias: row.prioritarias,
    devueltas: row.devueltas,
    reembolsosPendientes: row.reembolsos,
    registrosRechazados: row.rechazados,
  };
}

/** The client's invoices still to be collected (a refund, at zero or less, is not), soonest first. */
export async function readFacturasPendientes(db: Executor, empresaId: string) {
  return db
    .select({
      id: facturas.id,
      numeroFactura: facturas.numeroFactura,
      fecha: facturas.fecha,
      totalCents: facturas.totalCents,
      fechaCobro: facturas.fechaCuandoFacturar,
      metodoDePago: facturas.metodoDePago,
    })
    .from(facturas)
    .where(and(eq(facturas.empresaId, empresaId), facturaPorCobrar, sql`${facturas.totalCents} > 0`))
    .orderBy(asc(facturas.fechaCuandoFacturar), asc(facturas.numeroFactura));
}
