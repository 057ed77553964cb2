import autocannon from 'autocannon';
import { connectDatabase } from '../../apps/api/src/db/connect.ts';
import { listAllEmpresas, type StaffEmpresaListFilter } from '../../apps/api/src/modules/empresas/empresas.repository.ts';
import { demoSession, figure } from './auth.bench.ts';
import { queryString, type Mix } from './company-list.bench.ts';
import { postgresCpuMs } from './server.ts';
import { closedLoop, cpuMeter, median, type CpuMeter, type LoadFigure } from './stats.ts';
import type { DirectFigures } from './company-list.bench.ts';

const CONNECTIONS = 8;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const superadminLogin = { username: '12345678Z', password: 'Cumplia.2026' };

/**
 * The staff's list of every company (GET admin/empresas, docs/decisions/0017) on the same 100,000
 * companies, in the same two mixes as the gestoría's list. Opening and paging includes the homes'
 * "Nuevas empresas" (verificado=false, 7 a page), which counts the unverified companies.
 */
export const STAFF_MIXES = {
  browsing: [
    { label: 'first page', query: { page: 0, size: 10 } },
    { label: 'page 138', query: { page: 137, size: 10 } },
    { label: '"Nuevas empresas" (verificado=false, 7 a page)', query: { page: 0, size: 7, verificado: 'false' } },
  ],
  searching: [
    { label: 'name "Comercial 4242" (11 match)', query: { page: 0, size: 10, nombre: 'Comercial 4242' } },
    { label: 'name "Hermanos", page 3 (14,286 match)', query: { page: 2, size: 10, nombre: 'Hermanos' } },
    { label: 'NIF/CIF prefix "X0004" (10,000 match)', query: { page: 0, size: 10, nifCif: 'X0004' } },
  ],
} as const;

const asFilter = ({ verificado, ...query }: { page: number; size: number; verificado?: string; nombre?: string; nifCif?: string }): StaffEmpresaListFilter => ({
  ...query,
  ...(verificado === undefined ? {} : { verificado: verificado === 'true' }),
});

/** The repository call of the staff route on the database, with no HTTP, token or serialization. */
export async function benchStaffDirect(dataDir: string, mix: Mix): Promise<DirectFigures> {
  const filters = STAFF_MIXES[mix].map(({ query }) => asFilter(query));
  const connection = await connectDatabase({ dataDir, poolSize: CONNECTIONS });
  try {
    const expected = await Promise.all(filters.map(async (filter) => (await listAllEmpresas(connection.db, filter)).rows.length));
    const perQueryMedianMs: DirectFigures['perQueryMedianMs'] = [];
    for (const [index, filter] of filters.entries()) {
      const durations: number[] = [];
      for (let round = 0; round < 30; round += 1) {
        const started = performance.now();
        await listAllEmpresas(connection.db, filter);
        durations.push(performance.now() - started);
      }
      perQueryMedianMs.push({ label: STAFF_MIXES[mix][index]!.label, ms: median(durations.slice(5)) });
    }
    let next = 0;
    const concurrent = await closedLoop({
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      cpu: cpuMeter({ cpuMs: () => ({ node: 0, postgres: postgresCpuMs(process.pid) }) }),
      call: async () => {
        const index = next++ % filters.length;
        const { rows, total } = await listAllEmpresas(connection.db, filters[index]!);
        return rows.length === expected[index] && total > 0;
      },
    });
    return { concurrent, perQueryMedianMs };
  } finally {
    await connection.close();
  }
}

/** GET admin/empresas through HTTP with 8 connections, as the superadmin's screens call it. */
export async function benchStaffHttp(url: string, mix: Mix, cpu?: CpuMeter): Promise<LoadFigure> {
  const queries = STAFF_MIXES[mix];
  const { token } = await demoSession(url, superadminLogin);
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${url}/api/cumplia-core/admin/empresas`,
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/cumplia-core/admin/empresas?${queryString(queries[next++ % queries.length]!.query)}` }) }],
    });
  await run(WARMUP_SECONDS);
  cpu?.start();
  return figure(await run(SECONDS), cpu);
}
