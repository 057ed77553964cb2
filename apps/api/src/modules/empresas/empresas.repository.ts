import { and, count, desc, eq, inArray, like, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_BOUND } from '@cumplia/shared/schemas/page';
import type { Executor } from '../../db/database.ts';
import { commonNameSample, nameMatches, nameSearchOf, type NameSample } from '../../db/empresa-name-search.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { insertMany } from '../../db/insert-many.ts';
import { pageWithTotal } from '../../db/page-total.ts';
import { preparedStatement, statementsByShape, UNNAMED_STATEMENT } from '../../db/prepared.ts';
import { empresaCountDeltas, empresas, empresaTotalDeltas, gestorias, userEmpresas } from '../../db/schema/index.ts';
import { listedToolsOfEmpresa, toolsOfEmpresa } from './empresa-tools.repository.ts';

// Correlated subqueries are written with qualified names: in a single-table select Drizzle
// renders columns unqualified, and "id" inside the subquery would mean users.id.
const hasUser = sql<boolean>`exists (select 1 from user_empresas ue where ue.empresa_id = "empresas"."id")`;
const adminUsername = sql<string | null>`(select min(u.username) from user_empresas ue join users u on u.id = ue.user_id where ue.empresa_id = "empresas"."id")`;

export type NewEmpresa = typeof empresas.$inferInsert;

/** Companies in one statement; their ids in the order given. */
export async function insertEmpresas(db: Executor, values: NewEmpresa[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await insertMany(db, empresas, values, { id: empresas.id, nifCif: empresas.nifCif });
  const idOf = new Map(rows.map((row) => [row.nifCif, row.id]));
  return values.map((value) => {
    const id = idOf.get(value.nifCif);
    if (!id) throw new Error(`insert empresas returned no row for ${value.nifCif}`);
    return id;
  });
}

/** Which of these NIF/CIFs already have a company. */
export async function nifCifsTaken(db: Executor, nifCifs: string[]): Promise<Set<string>> {
  if (nifCifs.length === 0) return new Set();
  const rows = await db.select({ nifCif: empresas.nifCif }).from(empresas).where(inArray(empresas.nifCif, nifCifs));
  return new Set(rows.map((row) => row.nifCif));
}

export async function isNifCifTaken(db: Executor, nifCif: string): Promise<boolean> {
  const rows = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nifCif, nifCif));
  return rows.length > 0;
}

/** A company with its tools, its administrator's username and its gestoría's name. */
export async function findEmpresaView(db: Executor, id: string) {
  const [row] = await db
    .select({
      empresa: empresas,
      tools: toolsOfEmpresa,
      gestoriaNombre: gestorias.nombreComercial,
      adminUsername,
    })
    .from(empresas)
    .leftJoin(gestorias, eq(gestorias.id, empresas.gestoriaId))
    .where(eq(empresas.id, id));
  return row;
}
export type EmpresaView = NonNullable<Awaited<ReturnType<typeof findEmpresaView>>>;

export interface EmpresaListFilter {
  gestoriaId: string;
  nombreEmpresa?: string;
  nifCif?: string;
  /** Only companies with no user linked ("Empresas sin usuario"). */
  withoutUser?: boolean;
  /** Only companies with a contract sent on or before this moment and still not signed. */
  contratoSinFirmarDesde?: Date;
  page: number;
  size: number;
}

/**
 * What a list looks for, each value given or a placeholder for it (a search's statement, made once
 * per shape by searchStatements); without `gestoriaId`, every company (the staff lists).
 */
interface ListConditions {
  gestoriaId?: string | Placeholder;
  verificado?: boolean | Placeholder;
  /** A name search's LIKE pattern, and the whole text when the pattern is of its rarest word (nameSearchOf). */
  nameLike?: string | Placeholder;
  nameWhole?: string | Placeholder;
  /** A NIF/CIF prefix's LIKE pattern, upper case as NIF/CIFs are stored. */
  nifLike?: string | Placeholder;
  /** Only companies with no user linked ("Empresas sin usuario"). */
  withoutUser?: boolean;
  /** Only companies with a contract sent on or before this moment (ISO) and still not signed. */
  contratoSinFirmarDesde?: string | Placeholder;
}

/** The values of a list's filter. `common`: see empresaNameContains. */
function conditionsOf(
  filter: Pick<EmpresaListFilter, 'nombreEmpresa' | 'nifCif' | 'withoutUser' | 'contratoSinFirmarDesde'> & { gestoriaId?: string; verificado?: boolean },
  common?: NameSample,
): ListConditions {
  const name = filter.nombreEmpresa ? nameSearchOf(filter.nombreEmpresa, common) : undefined;
  return {
    gestoriaId: filter.gestoriaId,
    verificado: filter.verificado,
    nameLike: name?.like,
    nameWhole: name?.whole,
    nifLike: filter.nifCif ? `${escapeLike(filter.nifCif.toUpperCase())}%` : undefined,
    withoutUser: filter.withoutUser || undefined,
    contratoSinFirmarDesde: filter.contratoSinFirmarDesde?.toISOString(),
  };
}

function listWhere(conditions: ListConditions): SQL | undefined {
  const where: SQL[] = [];
  if (conditions.gestoriaId !== undefined) where.push(eq(empresas.gestoriaId, conditions.gestoriaId));
  if (conditions.verificado !== undefined) where.push(eq(empresas.verificado, conditions.verificado));
  if (conditions.nameLike !== undefined) where.push(nameMatches(conditions.nameLike, conditions.nameWhole));
  // A plain prefix LIKE uses empresas_gestoria_nif_pattern.
  if (conditions.nifLike !== undefined) where.push(like(empresas.nifCif, conditions.nifLike));
  if (conditions.withoutUser) where.push(not(hasUser));
  if (conditions.contratoSinFirmarDesde !== undefined) {
    where.push(sql`exists (select 1 from contratos c where c.empresa_id = "empresas"."id" and c.status = 'PENDIENTE' and c.created_at <= ${conditions.contratoSinFirmarDesde})`);
  }
  return and(...where);
}

const listColumns = {
  id: empresas.id,
  createdAt: empresas.createdAt,
  razonSocial: empresas.razonSocial,
  nombreComercial: empresas.nombreComercial,
  nifCif: empresas.nifCif,
  tools: listedToolsOfEmpresa,
  metodoDePago: empresas.metodoDePago,
  verificado: empresas.verificado,
  username: adminUsername,
};

/**
 * How the total is found: from the gestoría's count deltas (migration 0006) for its whole list, or
 * by counting the rows of the filter ("sin usuario"). A search has its own statement (searchPage).
 */
type TotalSource = { gestoriaId: string | Placeholder } | { verificado?: boolean | Placeholder } | 'filtered';

/**
 * The page and the total in one statement. The page is chosen on (id, created_at) alone and only its
 * rows are read whole, with their administrator. Without a search, the page is a walk of the
 * (gestoria_id, created_at, id) index; the whole list's total is the sum of the gestoría's count
 * deltas, a filtered list's an index-only count.
 */
function pageStatement<Columns extends typeof listColumns>(db: Executor, where: SQL | undefined, totalSource: TotalSource, size: number | Placeholder, offset: number | Placeholder, columns: Columns) {
  const candidates = db.select({ id: empresas.id, createdAt: empresas.createdAt }).from(empresas).where(where);
  const page = candidates.orderBy(desc(sql`"created_at"`), desc(sql`"id"`)).limit(size).offset(offset).as('page');
  const total = (
    totalSource === 'filtered'
      ? sql`(select count(*) from ${empresas} where ${where})`
      : 'gestoriaId' in totalSource
        ? sql`(select coalesce(sum(${empresaCountDeltas.delta}), 0) from ${empresaCountDeltas} where ${empresaCountDeltas.gestoriaId} = ${totalSource.gestoriaId})`
        : totalSource.verificado === undefined
          ? sql`(select coalesce(sum(${empresaTotalDeltas.delta}), 0) from ${empresaTotalDeltas})`
          : sql`(select coalesce(sum(${empresaTotalDeltas.delta}), 0) from ${empresaTotalDeltas} where ${empresaTotalDeltas.verificado} = ${totalSource.verificado})`
  ).mapWith(Number);
  return db
    .select({ ...columns, total })
    .from(page)
    .innerJoin(empresas, eq(empresas.id, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/**
 * A search's page and its total, from one look for its matches (issue 25, decision 0065): the newest
 * SEARCH_COUNT_BOUND + 1 matches, newest first, are found once (`matches`); the total is their number
 * (more than the bound reads "más de") and the page is cut out of them. The planner finds them by the
 * trigram or NIF/CIF prefix index and sorts them when there are few, and walks the (created_at, id)
 * index until it has enough when there are many. Asking for the bound's worth of matches, rather than
 * a page's, is also what keeps it from walking the index for a NIF/CIF prefix whose matches are old.
 * A page beyond the bound is empty: `size` is cut to what remains of the bound.
 */
function searchPage<Columns extends typeof listColumns>(db: Executor, where: SQL | undefined, columns: Columns) {
  const matches = db.$with('matches').as(
    db.select({ id: empresas.id, createdAt: empresas.createdAt }).from(empresas).where(where).orderBy(desc(sql`"created_at"`), desc(sql`"id"`)).limit(SEARCH_COUNT_BOUND + 1),
  );
  const page = db.select().from(matches).orderBy(desc(matches.createdAt), desc(matches.id)).limit(sql.placeholder('size')).offset(sql.placeholder('offset')).as('page');
  return db
    .with(matches)
    .select({ ...columns, total: sql`(select count(*) from ${matches})`.mapWith(Number) })
    .from(page)
    .innerJoin(empresas, eq(empresas.id, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** The conditions a search can have, each value a placeholder of its statement. */
const SEARCH_VALUES = ['gestoriaId', 'verificado', 'nameLike', 'nameWhole', 'nifLike', 'contratoSinFirmarDesde'] as const;

/**
 * The statements of a search (searchPage) with `columns`, one per shape: which conditions it has,
 * each value a placeholder. Building each search's SQL anew was a quarter of the server's busy time
 * in the searching mix (decision 0065); sent unnamed, each search is still planned for its words.
 */
function searchStatements<Columns extends typeof listColumns>(columns: Columns) {
  const statement = statementsByShape(
    (conditions: ListConditions) => [conditions.withoutUser ? 'sin-usuario' : 'todas', ...SEARCH_VALUES.filter((key) => conditions[key] !== undefined)].join(','),
    (db, conditions) => {
      const placeholders: ListConditions = { withoutUser: conditions.withoutUser };
      for (const key of SEARCH_VALUES) if (conditions[key] !== undefined) Object.assign(placeholders, { [key]: sql.placeholder(key) });
      return searchPage(db, listWhere(placeholders), columns).prepare(UNNAMED_STATEMENT);
    },
  );
  /** A search's page, newest first, each row with the search's total (up to the bound); a page beyond the bound is empty. */
  return (db: Executor, conditions: ListConditions, size: number, offset: number) => {
    const values: Record<string, unknown> = { size: Math.max(0, Math.min(size, SEARCH_COUNT_BOUND - offset)), offset };
    for (const key of SEARCH_VALUES) if (conditions[key] !== undefined) values[key] = conditions[key];
    return statement(db, conditions).execute(values);
  };
}
const gestoriaSearch = searchStatements(listColumns);

// The list as a screen opens it (no search) is prepared: planning it cost more than running it.
// A search is planned for its own words, which decide between the trigram index and the others.
const unsearchedList = (withoutUser: boolean) =>
  preparedStatement((db) => {
    const gestoriaId = sql.placeholder('gestoriaId');
    return pageStatement(db, listWhere({ gestoriaId, withoutUser }), withoutUser ? 'filtered' : { gestoriaId }, sql.placeholder('size'), sql.placeholder('offset'), listColumns)
      .prepare(withoutUser ? 'list_empresas_sin_usuario' : 'list_empresas');
  });
const unsearched = { all: unsearchedList(false), withoutUser: unsearchedList(true) };

/** One page of a gestoría's companies, newest first, with the total for the pager (docs/decisions/0014). */
export async function listEmpresas(db: Executor, filter: EmpresaListFilter) {
  const offset = filter.page * filter.size;
  const searched = Boolean(filter.nombreEmpresa || filter.nifCif || filter.contratoSinFirmarDesde);
  const conditions = conditionsOf(filter, filter.nombreEmpresa ? await commonNameSample(db) : undefined);
  const rows = searched
    ? await gestoriaSearch(db, conditions, filter.size, offset)
    : await unsearched[filter.withoutUser ? 'withoutUser' : 'all'](db).execute({ gestoriaId: filter.gestoriaId, size: filter.size, offset });
  // A search's total stops past SEARCH_COUNT_BOUND: `countBound` says so to the page.
  return { ...(await pageWithTotal(rows, filter, () => countApart(db, conditions, searched))), countBound: searched ? SEARCH_COUNT_BOUND : undefined };
}

/** The matches of a search, counted up to SEARCH_COUNT_BOUND + 1: more than the bound reads "más de". */
const boundedCount = (where: SQL | undefined) => sql`(select count(*) from (select 1 from ${empresas} where ${where} limit ${SEARCH_COUNT_BOUND + 1}) as acotado)`;

async function countMatches(db: Executor, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(sql`select ${boundedCount(where)}::int as value`)) as unknown as { rows: Array<{ value: number }> };
  return result.rows[0]?.value ?? 0;
}

async function countEmpresas(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(empresas).where(where);
  return row?.value ?? 0;
}

/** The total of a list whose page lies beyond the last one: a search's up to its bound, a list's whole. */
function countApart(db: Executor, conditions: ListConditions, searched: boolean): Promise<number> {
  return searched ? countMatches(db, listWhere(conditions)) : countEmpresas(db, listWhere(conditions));
}

export type EmpresaListRow = Awaited<ReturnType<typeof listEmpresas>>['rows'][number];

export interface StaffEmpresaListFilter {
  nombre?: string;
  nifCif?: string;
  verificado?: boolean;
  page: number;
  size: number;
}

/** The staff list's row: a gestoría's row plus the phone, the administrator's name and the gestoría. */
const staffListColumns = {
  ...listColumns,
  telefono: empresas.telefono,
  nombre: empresas.nombre,
  gestoriaNombre: sql<string | null>`(select g.nombre_comercial from gestorias g where g.id = "empresas"."gestoria_id")`,
};

const staffUnsearched = {
  every: preparedStatement((db) =>
    pageStatement(db, listWhere({}), {}, sql.placeholder('size'), sql.placeholder('offset'), staffListColumns).prepare('list_staff_empresas'),
  ),
  byVerificado: preparedStatement((db) =>
    pageStatement(db, listWhere({ verificado: sql.placeholder('verificado') }), { verificado: sql.placeholder('verificado') }, sql.placeholder('size'), sql.placeholder('offset'), staffListColumns).prepare(
      'list_staff_empresas_verificado',
    ),
  ),
};

const staffSearch = searchStatements(staffListColumns);

/**
 * One page of every company, newest first, for staff (docs/decisions/0017): the same statement as a
 * gestoría's list over the (created_at, id) index; the totals of the whole list and of "Nuevas
 * empresas" (verificado=false) from the global count deltas, split by verificado (migration 0012).
 */
export async function listAllEmpresas(db: Executor, filter: StaffEmpresaListFilter) {
  const offset = filter.page * filter.size;
  const searched = Boolean(filter.nombre || filter.nifCif);
  const conditions = conditionsOf({ nombreEmpresa: filter.nombre, nifCif: filter.nifCif, verificado: filter.verificado }, filter.nombre ? await commonNameSample(db) : undefined);
  const rows = searched
    ? await staffSearch(db, conditions, filter.size, offset)
    : filter.verificado === undefined
      ? await staffUnsearched.every(db).execute({ size: filter.size, offset })
      : await staffUnsearched.byVerificado(db).execute({ verificado: filter.verificado, size: filter.size, offset });
  return { ...(await pageWithTotal(rows, filter, () => countApart(db, conditions, searched))), countBound: searched ? SEARCH_COUNT_BOUND : undefined };
}
export type StaffEmpresaListRow = Awaited<ReturnType<typeof listAllEmpresas>>['rows'][number];

/** A company's id by its NIF/CIF, whoever it belongs to (staff). */
export async function findAnyEmpresaIdByNif(db: Executor, nifCif: string): Promise<string | undefined> {
  const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nifCif, nifCif));
  return row?.id;
}

export async function findEmpresaIdByNif(db: Executor, nifCif: string, gestoriaId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: empresas.id })
    .from(empresas)
    .where(and(eq(empresas.nifCif, nifCif), eq(empresas.gestoriaId, gestoriaId)));
  return row?.id;
}

/** A company's row; `lock` holds it until the transaction ends (two edits of its IBAN take turns). */
export async function findEmpresaRow(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(empresas).where(eq(empresas.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateEmpresa(db: Executor, id: string, values: Partial<NewEmpresa>) {
  await db.update(empresas).set({ ...values, updatedAt: new Date() }).where(eq(empresas.id, id));
}

/** Sets `verificado` on a company not yet verified; false when there was none to set (gone, or verified already). */
export async function markEmpresaVerified(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(empresas)
    .set({ verificado: true, updatedAt: new Date() })
    .where(and(eq(empresas.id, id), eq(empresas.verificado, false)))
    .returning({ id: empresas.id });
  return rows.length > 0;
}

/** Allows or withholds the client's downloads; the value it had before, undefined when the company does not exist. */
export async function setEmpresaPermitirDescarga(db: Executor, id: string, permitirDescarga: boolean): Promise<boolean | undefined> {
  const [before] = await db.select({ permitirDescarga: empresas.permitirDescarga }).from(empresas).where(eq(empresas.id, id)).for('update');
  if (!before) return undefined;
  if (before.permitirDescarga !== permitirDescarga) await db.update(empresas).set({ permitirDescarga, updatedAt: new Date() }).where(eq(empresas.id, id));
  return before.permitirDescarga;
}

export async function empresaHasUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: userEmpresas.userId }).from(userEmpresas).where(eq(userEmpresas.empresaId, id)).limit(1);
  return rows.length > 0;
}

/**
 * Folds each gestoría's count deltas into one row, in one statement:
 * deltas appended meanwhile are not in its snapshot and stay, and a concurrent fold skips the rows
 * this one deleted, so the sums never change.
 */
export async function compactEmpresaCounts(db: Executor): Promise<void> {
  await db.execute(sql`
    with folded as (delete from ${empresaCountDeltas} returning ${empresaCountDeltas.gestoriaId}, ${empresaCountDeltas.delta})
    insert into ${empresaCountDeltas} (gestoria_id, delta)
    select folded.gestoria_id, sum(folded.delta) from folded group by folded.gestoria_id having sum(folded.delta) <> 0`);
  await db.execute(sql`
    with folded as (delete from ${empresaTotalDeltas} returning ${empresaTotalDeltas.verificado}, ${empresaTotalDeltas.delta})
    insert into ${empresaTotalDeltas} (verificado, delta)
    select folded.verificado, sum(folded.delta) from folded group by folded.verificado having sum(folded.delta) <> 0`);
}
