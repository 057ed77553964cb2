import { listAllEmpresas, type StaffEmpresaListFilter } from '../../apps/api/src/modules/empresas/empresas.repository.ts';
import { benchListDirect, benchListHttp, type Mix } from './company-list.bench.ts';
import type { CpuMeter } from './stats.ts';

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

/** The staff list on the database: the repository call GET admin/empresas makes. */
export const benchStaffDirect = (dataDir: string, mix: Mix) =>
  benchListDirect(
    dataDir,
    STAFF_MIXES[mix].map(({ label }) => label),
    async () => STAFF_MIXES[mix].map(({ query }) => asFilter(query)),
    listAllEmpresas,
  );

/** GET admin/empresas through HTTP, as the superadmin's screens call it. */
export const benchStaffHttp = (url: string, mix: Mix, cpu?: CpuMeter) => benchListHttp(url, 'admin/empresas', STAFF_MIXES[mix], superadminLogin, cpu);
