import type { Empresa, EmpresaListItem, EmpresaStaffDetail, StaffEmpresaListItem, StaffEmpresaListQuery } from '@cumplia/shared/schemas/empresa';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import { CONTRATO_SIN_FIRMAR_DIAS } from '@cumplia/shared/schemas/dashboard';
import { normalizeNif } from '@cumplia/shared/validators/nif';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { findEmpresaAdministrador } from './empresa-administrador.repository.ts';
import { toEmpresaListItemWire, toEmpresaStaffDetailWire, toEmpresaWire, toStaffEmpresaListItemWire } from './empresa-wire.ts';
import { compactEmpresaCounts, findAnyEmpresaIdByNif, findEmpresaIdByNif, findEmpresaRow, findEmpresaView, listAllEmpresas, listEmpresas } from './empresas.repository.ts';

/** Companies as every audience reads them, and the lookups the other company services start from. */
export interface EmpresaReadsService {
  /** A company as the API answers it, by id. */
  byId(empresaId: string): Promise<Empresa>;
  /** The id of a company of this gestoría by NIF/CIF; another gestoría's company is simply not found. */
  ownId(gestoriaId: string, nifCif: string): Promise<string>;
  /** The id of any company for staff: a uuid is its id, anything else its NIF/CIF. */
  staffId(idOrNifCif: string): Promise<string>;
  list(gestoriaId: string, query: { page: number; size: number; nombreEmpresa?: string; nifCif?: string; withoutUser?: boolean; contratoSinFirmar?: boolean }): Promise<Page<EmpresaListItem>>;
  /** A company of this gestoría by NIF/CIF. */
  getOwn(gestoriaId: string, nifCif: string): Promise<Empresa>;
  /** The client's own company (the request's scope). */
  mine(empresaId: string): Promise<Empresa>;
  /** Every company, newest first, for staff ("Tus empresas", "Nuevas empresas" with verificado=false). */
  listForStaff(query: StaffEmpresaListQuery): Promise<Page<StaffEmpresaListItem>>;
  /** Staff (spec 2 "Admin company detail"): the company, its gestoría, its tools and its administrator's account. */
  staffDetail(empresaId: string): Promise<EmpresaStaffDetail>;
  /** Staff: any company, by id or by NIF/CIF (GET {core}/worker/empresas/{idOrNifCif}). */
  getByStaff(idOrNifCif: string): Promise<Empresa>;
  /** Folds each gestoría's company-count deltas into one row (hourly job; docs/decisions/0014). */
  compactCounts(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createEmpresaReadsService({ db, now }: { db: Database; now: () => Date }): EmpresaReadsService {
  async function byId(id: string): Promise<Empresa> {
    const found = await findEmpresaView(db, id);
    if (!found) throw notFound('La empresa no existe.');
    return toEmpresaWire(found);
  }

  async function ownId(gestoriaId: string, nifCif: string): Promise<string> {
    const id = await findEmpresaIdByNif(db, nifCif.trim().toUpperCase(), gestoriaId);
    if (!id) throw notFound('La empresa no existe.');
    return id;
  }

  async function staffId(idOrNifCif: string): Promise<string> {
    const ref = idOrNifCif.trim();
    const id = UUID.test(ref) ? (await findEmpresaRow(db, ref.toLowerCase()))?.id : await findAnyEmpresaIdByNif(db, normalizeNif(ref));
    if (!id) throw notFound('La empresa no existe.');
    return id;
  }

  return {
    byId,
    ownId,
    staffId,

    async list(gestoriaId, query) {
      const { contratoSinFirmar, ...filters } = query;
      const contratoSinFirmarDesde = contratoSinFirmar ? new Date(now().getTime() - CONTRATO_SIN_FIRMAR_DIAS * 24 * 60 * 60 * 1000) : undefined;
      const { rows, total, countBound } = await listEmpresas(db, { gestoriaId, ...filters, contratoSinFirmarDesde });
      return pageOf(rows.map(toEmpresaListItemWire), total, query, countBound);
    },

    getOwn: async (gestoriaId, nifCif) => byId(await ownId(gestoriaId, nifCif)),

    mine: byId,

    async listForStaff(query) {
      const { rows, total, countBound } = await listAllEmpresas(db, query);
      return pageOf(rows.map(toStaffEmpresaListItemWire), total, query, countBound);
    },

    async staffDetail(empresaId) {
      const found = await findEmpresaView(db, empresaId);
      if (!found) throw notFound('La empresa no existe.');
      return toEmpresaStaffDetailWire(found, await findEmpresaAdministrador(db, empresaId));
    },

    getByStaff: async (idOrNifCif) => byId(await staffId(idOrNifCif)),

    compactCounts: () => compactEmpresaCounts(db),
  };
}
