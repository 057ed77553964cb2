import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

type Returned<Columns extends Record<string, PgColumn>> = { [Key in keyof Columns]: Columns[Key]['_']['data'] };

/**
 * Inserts many rows with one parameter per column: `insert … select * from unnest($1::text[], …)`.
 * Drizzle's multi-row `values()` builds a parameter object per value, and for a bulk upload's batch
 * (some 30,000 values) that cost more CPU and memory than PostgreSQL's work. Values are converted
 * as Drizzle converts them (dates, JSON); every row must set the same columns (a column left out
 * takes its default). The returned rows come in no particular order.
 */
export async function insertMany<Table extends PgTable, Columns extends Record<string, PgColumn> = Record<string, never>>(
  db: Executor,
  table: Table,
  rows: ReadonlyArray<Table['$inferInsert']>,
  returning?: Columns,
): Promise<Array<Returned<Columns>>> {
  const [first] = rows;
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((key) => (first as Record<string, unknown>)[key] !== undefined);
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined) throw new Error(`insertMany: every row must set ${column.name}`);
      return value === null ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  const query = sql`insert into ${table} (${sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  )}) select * from unnest(${sql.join(arrays, sql`, `)})`;
  if (!returning) {
    await db.execute(query);
    return [];
  }
  const entries = Object.entries(returning);
  query.append(sql` returning ${sql.join(entries.map(([alias, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(alias)}`), sql`, `)}`);
  const result = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((row) => Object.fromEntries(entries.map(([alias, column]) => [alias, row[alias] === null ? null : column.mapFromDriverValue(row[alias])])) as Returned<Columns>);
}
