import { and, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { insertMany } from '../../db/insert-many.ts';
import { empresaTools } from '../../db/schema/index.ts';
import { addYearsIso, madridIsoDate } from '@cumplia/shared/calendar';

export type EmpresaTool = typeof empresaTools.$inferSelect;
export type NewEmpresaTool = typeof empresaTools.$inferInsert;

const toolColumns = Object.entries(getTableColumns(empresaTools));

/** The JSON of `toolsOfEmpresa` as Drizzle reads the table's rows (a timestamp becomes a Date). */
function toolRowsFromJson(rows: Array<Record<string, unknown>>): EmpresaTool[] {
  return rows.map(
    (row) => Object.fromEntries(toolColumns.map(([key, column]) => [key, row[key] === null ? null : column.mapFromDriverValue(row[key])])) as EmpresaTool,
  );
}

/**
 * A company's tool rows as one JSON array, selected with the company from `empresas`: one statement,
 * one walk of the (empresa_id, tool) key per company read. The lists read `listedToolsOfEmpresa`.
 */
export const toolsOfEmpresa = sql<EmpresaTool[]>`(select coalesce(json_agg(json_build_object(${sql.raw(
  toolColumns.map(([key, column]) => `'${key}', t."${column.name}"`).join(', '),
)}) order by t.tool), '[]'::json) from empresa_tools t where t.empresa_id = "empresas"."id")`.mapWith(toolRowsFromJson);

/** What the company lists show of a tool: its flag and its price (no contract, no period). */
export type ListedTool = Pick<EmpresaTool, 'tool' | 'activa' | 'precioCents'>;

/**
 * A company's tools as the lists read them, JSON triples (tool, activa, precio_cents), computed for the
 * page's rows only, after the page is chosen, never for the total. Building, sending and reading each
 * tool's whole row (eight fields, three dates) cost the list a third of its Node time and a quarter of
 * its PostgreSQL time (docs/decisions/0014).
 */
export const listedToolsOfEmpresa = sql<ListedTool[]>`(select coalesce(json_agg(json_build_array(t.tool, t.activa, t.precio_cents)), '[]'::json) from empresa_tools t where t.empresa_id = "empresas"."id")`.mapWith(
  (triples: Array<[EmpresaTool['tool'], boolean, number]>) => triples.map(([tool, activa, precioCents]) => ({ tool, activa, precioCents })),
);

/** Tool rows in one statement (a batch of companies' three rows each). */
export async function insertEmpresaTools(db: Executor, rows: NewEmpresaTool[]): Promise<void> {
  await insertMany(db, empresaTools, rows);
}

/** A company's tool rows, locked until the end of the transaction: two toggles of one company take turns. */
export async function lockEmpresaTools(db: Executor, empresaId: string): Promise<EmpresaTool[]> {
  return db.select().from(empresaTools).where(eq(empresaTools.empresaId, empresaId)).for('update');
}

/**
 * Switches tools on or off at a price, one row per tool given (a company without the row gets it).
 * The contract and the period are left as they are.
 */
export async function saveToolStates(db: Executor, rows: Array<Pick<NewEmpresaTool, 'empresaId' | 'tool' | 'activa' | 'precioCents'>>): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(empresaTools)
    .values(rows.map(({ empresaId, tool, activa, precioCents }) => ({ empresaId, tool, activa, precioCents })))
    .onConflictDoUpdate({ target: [empresaTools.empresaId, empresaTools.tool], set: { activa: sql`excluded.activa`, precioCents: sql`excluded.precio_cents` } });
}

/**
 * Records the contracts of these tools as signed at `at` (electronically, or on paper by staff): the
 * signature date, unless already signed, and the tool's yearly period from the signing day (Madrid
 * calendar), unless a period is still running (docs/decisions/0030). A tool signed again after its
 * period ended (switched on again after a renewal ended it) starts a new period.
 */
export async function signToolContratos(db: Executor, empresaId: string, tools: readonly EmpresaTool['tool'][], at: Date): Promise<void> {
  if (tools.length === 0) return;
  const inicio = madridIsoDate(at);
  const fin = addYearsIso(inicio, 1);
  const restart = sql`(${empresaTools.fechaFin} is null or ${empresaTools.fechaFin} <= ${inicio}::date)`;
  await db
    .update(empresaTools)
    .set({
      fechaFirmaContrato: sql`coalesce(${empresaTools.fechaFirmaContrato}, ${at.toISOString()}::timestamptz)`,
      fechaInicio: sql`case when ${restart} then ${inicio}::date else ${empresaTools.fechaInicio} end`,
      fechaFin: sql`case when ${restart} then ${fin}::date else ${empresaTools.fechaFin} end`,
    })
    .where(and(eq(empresaTools.empresaId, empresaId), inArray(empresaTools.tool, [...tools]), or(isNull(empresaTools.fechaFirmaContrato), restart)));
}
