import { sql } from 'drizzle-orm';
import { DASHBOARD_MONTHS, DASHBOARD_TOP_GESTORIAS } from '@cumplia/shared/schemas/dashboard';
import type { ToolCode } from '@cumplia/shared/enums';
import type { Executor } from '../../db/database.ts';
import { empresaCountDeltas, empresas, empresaTools, empresaTotalDeltas, gestorias, userEmpresas } from '../../db/schema/index.ts';

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
