import { PLACEHOLDER_IBAN, ROLES, TOOL_CODES, type ToolCode } from '@cumplia/shared/enums';
import type { AsignarUsuarioRequest } from '@cumplia/shared/schemas/asignar-usuario';
import {
  EMPRESA_REGISTRATION_SUCCESS,
  type Empresa,
  type EmpresaCreate,
  type EmpresaListItem,
  type EmpresaRegistration,
  type EmpresaTools,
  type EmpresaUpdate,
} from '@cumplia/shared/schemas/empresa';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { conflict, notFound, type AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudit, recordAudits, type Actor } from '../audit/audit.service.ts';
import type { AccountsService } from '../auth/accounts.service.ts';
import type { GestoriasService } from '../gestorias/gestorias.service.ts';
import { insertEmpresaTools, lockEmpresaTools, saveToolStates, type NewEmpresaTool } from './empresa-tools.repository.ts';
import { activeToolsFromWire, toEmpresaListItemWire, toEmpresaWire, toolFlagsToWire, toolsToWire } from './empresa-wire.ts';
import {
  compactEmpresaCounts,
  empresaHasUser,
  findEmpresaIdByNif,
  findEmpresaRow,
  findEmpresaView,
  insertEmpresas,
  isNifCifTaken,
  listEmpresas,
  nifCifsTaken,
  updateEmpresa,
  type NewEmpresa,
} from './empresas.repository.ts';

type NewCompany = Omit<EmpresaCreate, 'username'> & { username: string };

/** What became of one company of a list: created, or the error that "Alta de una empresa" answers. */
export type CreationResult = { empresaId: string } | { error: AppError };

export interface EmpresasService {
  /** Public registration: no gestoría, base prices. */
  register(actor: Actor, input: EmpresaRegistration): Promise<{ id: string; nifCif: string; username: string; email: string; message: string }>;
  /** "Alta de una empresa" by a gestoría. */
  createForGestoria(actor: Actor, gestoriaId: string, input: EmpresaCreate): Promise<Empresa>;
  /**
   * The same for the lines of a bulk upload, in the caller's unit of work and a few statements for
   * the whole list, in order: a company whose NIF/CIF or administrator is already registered (or
   * taken by an earlier company of the list) is not created and gets its error. A concurrent insert
   * of the same NIF/CIF or username fails the transaction (a unique violation), to be retried. The
   * verification e-mails go out once the caller's unit commits.
   */
  createMany(uow: UnitOfWork, actor: Actor, gestoriaId: string, inputs: EmpresaCreate[]): Promise<CreationResult[]>;
  list(gestoriaId: string, query: { page: number; size: number; nombreEmpresa?: string; nifCif?: string; withoutUser?: boolean }): Promise<Page<EmpresaListItem>>;
  /** A company of this gestoría by NIF/CIF; another gestoría's company is simply not found. */
  getOwn(gestoriaId: string, nifCif: string): Promise<Empresa>;
  updateOwn(actor: Actor, gestoriaId: string, nifCif: string, input: EmpresaUpdate): Promise<Empresa>;
  setToolsOwn(actor: Actor, gestoriaId: string, nifCif: string, tools: EmpresaTools): Promise<Empresa>;
  /** Creates the administrator user of a company of this gestoría that has none. */
  assignUser(actor: Actor, gestoriaId: string, empresaId: string, input: AsignarUsuarioRequest): Promise<{ id: string; username: string; email: string }>;
  /** The client's own company (the request's scope). */
  mine(empresaId: string): Promise<Empresa>;
  /** Folds each gestoría's company-count deltas into one row (hourly job; docs/decisions/0014). */
  compactCounts(): Promise<void>;
}

export function createEmpresasService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  accounts: AccountsService;
  gestorias: GestoriasService;
}): EmpresasService {
  const { db, unitOfWork, accounts, gestorias } = deps;

  /**
   * Companies and their administrator users, in the caller's unit of work (spec 0 "Accounts"): one
   * query per key to find what is taken, then one statement per table for those created.
   */
  async function createCompaniesWithAdmins(uow: UnitOfWork, actor: Actor, companies: NewCompany[], gestoriaId: string | null, action: string): Promise<CreationResult[]> {
    const { tx } = uow;
    const nifCifs = await nifCifsTaken(tx, companies.map((company) => company.nifCif));
    const usernames = await accounts.usernamesTaken(uow, companies.map((company) => company.username));
    // In list order, as one by one would: a company not created frees its NIF/CIF and username.
    const refusals = companies.map((company) => {
      if (nifCifs.has(company.nifCif)) return conflict('DUPLICATE_NIF_CIF');
      if (usernames.has(company.username)) return conflict('DUPLICATE_USERNAME');
      nifCifs.add(company.nifCif);
      usernames.add(company.username);
      return null;
    });
    const created = companies.filter((_, index) => refusals[index] === null);
    let ids: string[] = [];
    if (created.length > 0) {
      const prices = await gestorias.toolPricesCents(uow, gestoriaId);
      ids = await insertEmpresas(tx, created.map((company) => empresaRow(company, gestoriaId)));
      await insertEmpresaTools(tx, created.flatMap((company, index) => newToolRows(ids[index]!, company, prices)));
      await accounts.createPendingUsers(
        uow,
        actor,
        created.map((company, index) => ({ username: company.username, name: company.nombre, email: company.email, roles: [ROLES.COMPANY], empresaIds: [ids[index]!] })),
      );
      await recordAudits(
        tx,
        actor,
        created.map((company, index) => ({
          action,
          entityType: 'empresa',
          entityId: ids[index]!,
          changes: { nifCif: company.nifCif, razonSocial: company.razonSocial, gestoriaId, lopdgdd: company.lopdgdd, acosoLaboral: company.acosoLaboral, desconexionDigital: company.desconexionDigital },
        })),
      );
    }
    let next = 0;
    return refusals.map((error) => (error ? { error } : { empresaId: ids[next++]! }));
  }

  async function createCompany(actor: Actor, company: NewCompany, gestoriaId: string | null, action: string) {
    let id: string;
    try {
      id = await unitOfWork.run(async (uow) => {
        const [result] = await createCompaniesWithAdmins(uow, actor, [company], gestoriaId, action);
        if (!result || 'error' in result) throw result?.error ?? new Error('no creation result');
        return result.empresaId;
      });
    } catch (error) {
      // Taken by a concurrent request between the check and the insert.
      if (isUniqueViolation(error, 'empresas_nif_cif_unique')) throw conflict('DUPLICATE_NIF_CIF');
      if (isUniqueViolation(error, 'users_username_unique')) throw conflict('DUPLICATE_USERNAME');
      throw error;
    }
    return id;
  }

  async function view(id: string): Promise<Empresa> {
    const found = await findEmpresaView(db, id);
    if (!found) throw notFound('La empresa no existe.');
    return toEmpresaWire(found);
  }

  async function ownId(gestoriaId: string, nifCif: string): Promise<string> {
    const id = await findEmpresaIdByNif(db, nifCif.trim().toUpperCase(), gestoriaId);
    if (!id) throw notFound('La empresa no existe.');
    return id;
  }

  return {
    async register(actor, input) {
      const id = await createCompany(actor, input, null, 'empresa.registered');
      return { id, nifCif: input.nifCif, username: input.username, email: input.email, message: EMPRESA_REGISTRATION_SUCCESS };
    },

    async createForGestoria(actor, gestoriaId, input) {
      return view(await createCompany(actor, input, gestoriaId, 'empresa.created'));
    },

    createMany: (uow, actor, gestoriaId, inputs) => createCompaniesWithAdmins(uow, actor, inputs, gestoriaId, 'empresa.imported'),

    async list(gestoriaId, query) {
      const { rows, total } = await listEmpresas(db, { gestoriaId, ...query });
      return pageOf(rows.map(toEmpresaListItemWire), total, query);
    },

    async getOwn(gestoriaId, nifCif) {
      return view(await ownId(gestoriaId, nifCif));
    },

    async updateOwn(actor, gestoriaId, nifCif, input) {
      const id = await ownId(gestoriaId, nifCif);
      if (input.nifCif !== nifCif.trim().toUpperCase() && (await isNifCifTaken(db, input.nifCif))) throw conflict('DUPLICATE_NIF_CIF');
      const values = { ...input, numCuenta: input.metodoDePago === 'SEPA' ? input.numCuenta : PLACEHOLDER_IBAN };
      try {
        await unitOfWork.run(async ({ tx }) => {
          const before = await findEmpresaRow(tx, id);
          await updateEmpresa(tx, id, values);
          await recordAudit(tx, actor, { action: 'empresa.updated', entityType: 'empresa', entityId: id, changes: changedFields(before, values) });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'empresas_nif_cif_unique')) throw conflict('DUPLICATE_NIF_CIF');
        throw error;
      }
      return view(id);
    },

    async setToolsOwn(actor, gestoriaId, nifCif, tools) {
      const id = await ownId(gestoriaId, nifCif);
      await unitOfWork.run(async (uow) => {
        const { tx } = uow;
        const before = await lockEmpresaTools(tx, id);
        const prices = await gestorias.toolPricesCents(uow, gestoriaId);
        const wanted = activeToolsFromWire(tools);
        const was = activeToolsFromWire(toolFlagsToWire(before));
        // Only the tools that change are written; one switched on takes the gestoría's current price.
        const changed = TOOL_CODES.filter((code) => wanted[code] !== was[code]).map((code) => {
          const row = before.find((tool) => tool.tool === code);
          const precioCents = wanted[code] || !row ? prices[code] : row.precioCents;
          return { empresaId: id, tool: code, activa: wanted[code], precioCents, fechaFirmaContrato: row?.fechaFirmaContrato ?? null };
        });
        await saveToolStates(tx, changed);
        const after = TOOL_CODES.flatMap((code) => changed.find((tool) => tool.tool === code) ?? before.filter((tool) => tool.tool === code));
        await recordAudit(tx, actor, { action: 'empresa.tools-changed', entityType: 'empresa', entityId: id, changes: changedFields(toolsToWire(before), toolsToWire(after)) });
      });
      return view(id);
    },

    async assignUser(actor, gestoriaId, empresaId, input) {
      const empresa = await findEmpresaRow(db, empresaId);
      if (!empresa || empresa.gestoriaId !== gestoriaId) throw notFound('La empresa no existe.');
      if (await empresaHasUser(db, empresaId)) throw conflict('CONFLICT', 'La empresa ya tiene un usuario asignado.');
      const userId = await unitOfWork.run(async (uow) => {
        const id = await accounts.createPendingUser(uow, actor, { username: input.username, name: input.name, email: input.email, roles: [ROLES.COMPANY], empresaIds: [empresaId] });
        await recordAudit(uow.tx, actor, { action: 'empresa.user-assigned', entityType: 'empresa', entityId: empresaId, changes: { username: input.username, email: input.email } });
        return id;
      });
      return { id: userId, username: input.username, email: input.email };
    },

    mine: view,
    compactCounts: () => compactEmpresaCounts(db),
  };
}

/** The company's row as every creation path stores it: the gestoría's prices, the placeholder IBAN unless SEPA. */
function empresaRow(company: NewCompany, gestoriaId: string | null): NewEmpresa {
  return {
    gestoriaId,
    razonSocial: company.razonSocial,
    nombreComercial: company.nombreComercial,
    nifCif: company.nifCif,
    tipo: company.tipo,
    nombre: company.nombre,
    email: company.email,
    telefono: company.telefono,
    direccion: company.direccion,
    provincia: company.provincia,
    codigoPostal: company.codigoPostal,
    cnae: company.cnae,
    actividad: company.actividad,
    numTrabajadores: company.numTrabajadores,
    numCuenta: company.metodoDePago === 'SEPA' ? company.numCuenta : PLACEHOLDER_IBAN,
    metodoDePago: company.metodoDePago,
    verificado: false,
  };
}

/** A new company's three tools: the ones its form switches on, every one at the gestoría's price. */
function newToolRows(empresaId: string, company: NewCompany, prices: Record<ToolCode, number>): NewEmpresaTool[] {
  const active = activeToolsFromWire(company);
  return TOOL_CODES.map((tool) => ({ empresaId, tool, activa: active[tool], precioCents: prices[tool] }));
}

/** The fields whose value changes, as {field: [before, after]}, for the audit log. */
function changedFields(before: object | undefined, after: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = (before as Record<string, unknown> | undefined)?.[field];
    if (previous !== value) changes[field] = [previous ?? null, value];
  }
  return changes;
}
