import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { connectDatabase } from '../../apps/api/src/db/connect.ts';
import { gestorias } from '../../apps/api/src/db/schema/index.ts';
import { seedDemoData } from '../../apps/api/src/db/seed.ts';
import { listEmpresas } from '../../apps/api/src/modules/empresas/empresas.repository.ts';
import { solveCaptchas } from './captcha.ts';
import { summarize } from './stats.ts';

export const COMPANIES = 100_000;
const DEMO_GESTORIA_NIF = 'B87654323';

/** The list calls a collaborator makes: pages of all, a name search and a NIF/CIF prefix. */
const QUERIES = [
  { page: 0, size: 10 },
  { page: 137, size: 10 },
  { page: 0, size: 10, nombreEmpresa: 'Comercial 4242' },
  { page: 2, size: 10, nombreEmpresa: 'Hermanos' },
  { page: 0, size: 10, nifCif: 'X0004' },
];

const queryString = (query: Record<string, string | number | undefined>) =>
  Object.entries(query).filter(([, value]) => value !== undefined).map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&');

/**
 * A data folder with the demo data plus 100,000 companies of the demo gestoría, and the baseline:
 * the same list queries run straight on the database, with no HTTP, auth or serialization.
 */
export async function prepareCompaniesAndBaseline(dataDir: string) {
  const connection = await connectDatabase({ dataDir, poolSize: 10 });
  try {
    await seedDemoData(connection.db);
    const [gestoria] = await connection.db.select().from(gestorias).where(eq(gestorias.nifCif, DEMO_GESTORIA_NIF));
    await connection.raw.executeSql(
      `insert into empresas (gestoria_id, razon_social, nombre_comercial, nif_cif, tipo, nombre, email, telefono, direccion, provincia, codigo_postal, cnae, actividad, num_cuenta, lopdgdd, created_at)
       select $1, case when i % 7 = 0 then 'Hermanos ' || i || ' S.L.' else 'Empresa ' || i || ' S.L.' end, 'Comercial ' || i, 'X' || lpad(i::text, 8, '0'), 'E',
              'Titular ' || i, 'empresa' || i || '@example.es', '+34600000000', 'Calle ' || i, 'Madrid', '28001', '4711', 'Comercio', 'ES9121000418450200051332',
              i % 2 = 0, now() - (i || ' seconds')::interval
       from generate_series(1, ${COMPANIES}) as i`,
      [gestoria!.id],
    );
    // What autovacuum does after a bulk insert on a server; PGlite has no autovacuum.
    await connection.raw.executeSql('vacuum analyze empresas');
    const durations: number[] = [];
    const started = performance.now();
    for (let round = 0; round < 40; round += 1) {
      for (const query of QUERIES) {
        const begin = performance.now();
        await listEmpresas(connection.db, { gestoriaId: gestoria!.id, ...query });
        durations.push(performance.now() - begin);
      }
    }
    return summarize(durations, performance.now() - started);
  } finally {
    await connection.close();
  }
}

/** GET gestorias/my/empresas through HTTP, as the collaborator's screens call it. */
export async function benchCompanyList(url: string) {
  const [captcha] = await solveCaptchas(url, 1);
  const login = await fetch(`${url}/api/cumplia-auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-auth': captcha! },
    body: JSON.stringify({ username: '11111111H', password: 'Cumplia.2026', tipo: 'G' }),
  });
  const { token } = (await login.json()) as { token: string };
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/cumplia-core/gestorias/my/empresas`,
    connections: 8,
    duration: 10,
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/cumplia-core/gestorias/my/empresas?${queryString(QUERIES[next++ % QUERIES.length]!)}` }),
      },
    ],
  });
  return { perSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, count: result.requests.total, failures: result.non2xx + result.errors + result.timeouts };
}
