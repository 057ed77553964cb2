import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { connectDatabase } from '../../apps/api/src/db/connect.ts';
import { gestorias } from '../../apps/api/src/db/schema/index.ts';
import { listEmpresas, type EmpresaListFilter } from '../../apps/api/src/modules/empresas/empresas.repository.ts';
import { demoSession, figure } from './auth.bench.ts';
import { postgresCpuMs, startServer } from './server.ts';
import { closedLoop, cpuMeter, median, type CpuMeter, type LoadFigure } from './stats.ts';

export const COMPANIES = 100_000;
const DEMO_GESTORIA_NIF = 'B87654323';
const CONNECTIONS = 8;
const SECONDS = 10;
const WARMUP_SECONDS = 2;

/**
 * The list calls a collaborator makes, in two mixes measured apart: opening the list and paging
 * through it (the total is the gestoría's count deltas), and searching it (the matches are counted).
 */
export const MIXES = {
  browsing: [
    { label: 'first page', query: { page: 0, size: 10 } },
    { label: 'page 138', query: { page: 137, size: 10 } },
  ],
  searching: [
    { label: 'name "Comercial 4242" (11 match)', query: { page: 0, size: 10, nombreEmpresa: 'Comercial 4242' } },
    { label: 'name "Hermanos", page 3 (14,286 match)', query: { page: 2, size: 10, nombreEmpresa: 'Hermanos' } },
    { label: 'NIF/CIF prefix "X0004" (10,000 match)', query: { page: 0, size: 10, nifCif: 'X0004' } },
  ],
} as const;
export type Mix = keyof typeof MIXES;

export const queryString = (query: Record<string, string | number | undefined>) =>
  Object.entries(query).filter(([, value]) => value !== undefined).map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&');

/**
 * The demo data (made by a first start of the server, as for a new user) plus 100,000 companies of
 * the demo gestoría; vacuumed and analysed, as autovacuum leaves a table after a bulk insert.
 */
export async function seedCompanies(dataDir: string): Promise<void> {
  await (await startServer({ JOBS_ENABLED: 'false' }, { dataDir })).stop();
  const connection = await connectDatabase({ dataDir, poolSize: 2 });
  try {
    const [gestoria] = await connection.db.select().from(gestorias).where(eq(gestorias.nifCif, DEMO_GESTORIA_NIF));
    await connection.raw.executeSql(
      `insert into empresas (gestoria_id, razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, provincia, codigo_postal, cnae, actividad, num_cuenta, created_at)
       select $1, case when i % 7 = 0 then 'Hermanos ' || i || ' S.L.' else 'Empresa ' || i || ' S.L.' end, 'Comercial ' || i, 'X' || lpad(i::text, 8, '0'), 'E',
              'Titular ' || i, 'empresa' || i || '@example.es', '+34600000000', 'Calle ' || i, 'Madrid', '28001', '4711', 'Comercio', 'ES9121000418450200051332',
              now() - (i || ' seconds')::interval
       from generate_series(1, ${COMPANIES}) as i`,
      [gestoria!.id],
    );
    // Each company's three tools, as every creation path writes them; LOPD on for every other one.
    await connection.raw.executeSql(
      `insert into empresa_tools (empresa_id, tool, activa, precio_cents)
       select e.id, t.tool, t.tool = 'LOPD' and substr(e.nif_cif, 2)::int % 2 = 0, t.precio_cents
       from empresas e cross join (values ('LOPD'::tool, 11000), ('ACOSO'::tool, 8500), ('DIGITAL'::tool, 8500)) as t (tool, precio_cents)
       where e.gestoria_id = $1 and e.nif_cif like 'X%'`,
      [gestoria!.id],
    );
    await connection.raw.executeSql('vacuum analyze');
  } finally {
    await connection.close();
  }
}

export interface DirectFigures {
  /** 8 connections, 8 concurrent loops over the mix's calls. */
  concurrent: LoadFigure;
  /** One call at a time: the median of each call (page and count together), for the breakdown. */
  perQueryMedianMs: Array<{ label: string; ms: number }>;
}

/** The database handle a list's repository call takes. */
type Db = Awaited<ReturnType<typeof connectDatabase>>['db'];

/**
 * A list's repository calls straight on the database of `dataDir` through a pool of 8, with no HTTP,
 * token, scope check or serialization: each call alone (its median), then 8 loops over the calls in
 * turn. `filtersOf` makes each call's filter (it may read the database); `list` is the route's call.
 */
export async function benchListDirect<Filter>(
  dataDir: string,
  labels: readonly string[],
  filtersOf: (db: Db) => Promise<Filter[]>,
  list: (db: Db, filter: Filter) => Promise<{ rows: unknown[]; total: number }>,
): Promise<DirectFigures> {
  const connection = await connectDatabase({ dataDir, poolSize: CONNECTIONS });
  try {
    const filters = await filtersOf(connection.db);
    const expected = await Promise.all(filters.map(async (filter) => (await list(connection.db, filter)).rows.length));

    const perQueryMedianMs: DirectFigures['perQueryMedianMs'] = [];
    for (const [index, filter] of filters.entries()) {
      const durations: number[] = [];
      for (let round = 0; round < 30; round += 1) {
        const started = performance.now();
        await list(connection.db, filter);
        durations.push(performance.now() - started);
      }
      perQueryMedianMs.push({ label: labels[index]!, ms: median(durations.slice(5)) });
    }

    let next = 0;
    const concurrent = await closedLoop({
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      // This process is the caller and the database's client: its CPU counts as the "server" here.
      cpu: cpuMeter({ cpuMs: () => ({ node: 0, postgres: postgresCpuMs(process.pid) }) }),
      call: async () => {
        const index = next++ % filters.length;
        const { rows, total } = await list(connection.db, filters[index]!);
        return rows.length === expected[index] && total > 0;
      },
    });
    return { concurrent, perQueryMedianMs };
  } finally {
    await connection.close();
  }
}

/** A list route through HTTP with 8 connections, signed in as `login`, its calls in turn. */
export async function benchListHttp(
  url: string,
  route: string,
  queries: ReadonlyArray<{ query: Record<string, string | number | undefined> }>,
  login: { username: string; password: string } | undefined,
  cpu?: CpuMeter,
): Promise<LoadFigure> {
  const { token } = await demoSession(url, login);
  const path = `/api/cumplia-core/${route}`;
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${url}${path}`,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${path}?${queryString(queries[next++ % queries.length]!.query)}` }) }],
    });
  await run(WARMUP_SECONDS);
  cpu?.start();
  return figure(await run(SECONDS), cpu);
}

/** The gestoría's list on the database: the repository call GET gestorias/my/empresas makes, for the demo gestoría. */
export const benchDirect = (dataDir: string, mix: Mix) =>
  benchListDirect(
    dataDir,
    MIXES[mix].map(({ label }) => label),
    async (db) => {
      const [gestoria] = await db.select().from(gestorias).where(eq(gestorias.nifCif, DEMO_GESTORIA_NIF));
      return MIXES[mix].map(({ query }): EmpresaListFilter => ({ gestoriaId: gestoria!.id, ...query }));
    },
    listEmpresas,
  );

/** GET gestorias/my/empresas through HTTP, as the collaborator's screens call it. */
export const benchHttp = (url: string, mix: Mix, cpu?: CpuMeter) => benchListHttp(url, 'gestorias/my/empresas', MIXES[mix], undefined, cpu);
