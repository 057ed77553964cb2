import { sql } from 'drizzle-orm';

/** A page's column of how many rows the whole query has (`count(*) over ()`, before its limit and offset). */
export const totalOfAll = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * A page read with `totalOfAll()` as its `total` column: its rows without that column, and the
 * total. A page past the end has no row to carry it, so it is counted apart (`countApart`).
 */
export async function pageWithTotal<Row extends { total: number }>(
  rows: Row[],
  page: { page: number },
  countApart: () => Promise<number>,
): Promise<{ rows: Array<Omit<Row, 'total'>>; total: number }> {
  const total = rows[0]?.total ?? (page.page === 0 ? 0 : await countApart());
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
