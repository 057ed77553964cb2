import { PLACEHOLDER_IBAN, ROLES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
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
import type { Database, Executor } from '../../db/database.ts';
import { conflict, notFound, type AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { AuthenticatedUser } from '../../plugins/access-policy.ts';
import { recordAudit, recordAudits, type Actor } from '../audit/audit.service.ts';
import type { AccountsService } from '../auth/accounts.service.ts';
import type { GestoriasService } from '../gestorias/gestorias.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { toEmpresaWire } from './empresa-wire.ts';
import {
  empresaHasUser,
  findEmpresaIdByNif,
  findEmpresaRow,
  findEmpresaView,
  insertEmpresas,
  isNifCifTaken,
  listEmpresas,
  nifCifsTaken,
  updateEmpresa,
  type EmpresaListRow,
  type EmpresaRow,
  type NewEmpresa,
} from './empresas.repository.ts';

type NewCompany = Omit<EmpresaCreate, 'username'> & { username: string };

const PRICE_COLUMNS = {
  LOPD: 'precioLopdgddCents',
  ACOSO: 'precioAcosoLaboralCents',
  DIGITAL: 'precioDesconexionDigitalCents',
} as const satisfies Record<ToolCode, keyof EmpresaRow>;

const TOOL_ENTRIES = Object.entries(TOOLS) as Array<[ToolCode, (typeof TOOLS)[ToolCode]]>;

/** What became of one company of a list: created, or the error that "Alta de una empresa" answers. */
export type CreationResult = { empresaId: string } | { error: AppError };

export interface EmpresasService {
  /** Public registration: no gestoría, base prices. */
  register(actor: Actor, input: EmpresaRegistration): Promise<{ id: string; nifCif: string; username: string; email: string; message: string }>;
  /** "Alta de una empresa" by a gestoría. */
  createForGestoria(actor: Actor, gestoriaId: string, input: EmpresaCreate): Promise<Empresa>;
  /**
   * The same for the lines of a bulk upload, in the caller's transaction and a few statements for
   * the whole list, in order: a company whose NIF/CIF or administrator is already registered (or
   * taken by an earlier company of the list) is not created and gets its error. A concurrent insert
   * of the same NIF/CIF or username fails the transaction (a unique violation), to be retried.
   * Call `outbox.dispatch` after commit.
   */
  createManyInTransaction(tx: Executor, actor: Actor, gestoriaId: string, inputs: EmpresaCreate[]): Promise<CreationResult[]>;
  list(gestoriaId: string, query: { page: number; size: number; nombreEmpresa?: string; nifCif?: string; withoutUser?: boolean }): Promise<Page<EmpresaListItem>>;
  /** A company of this gestoría by NIF/CIF; another gestoría's company is simply not found. */
  getOwn(gestoriaId: string, nifCif: string): Promise<Empresa>;
  updateOwn(actor: Actor, gestoriaId: string, nifCif: string, input: EmpresaUpdate): Promise<Empresa>;
  setToolsOwn(actor: Actor, gestoriaId: string, nifCif: string, tools: EmpresaTools): Promise<Empresa>;
  /** Creates the administrator user of a company of this gestoría that has none. */
  assignUser(actor: Actor, gestoriaId: string, empresaId: string, input: AsignarUsuarioRequest): Promise<{ id: string; username: string; email: string }>;
  mine(user: AuthenticatedUser): Promise<Empresa>;
}

export function createEmpresasService(deps: {
  db: Database;
  accounts: AccountsService;
  gestorias: GestoriasService;
  outbox: OutboxService;
}): EmpresasService {
  const { db, accounts, gestorias, outbox } = deps;

  /**
   * Companies and their administrator users, in the caller's transaction (spec 0 "Accounts"): one
   * query per key to find what is taken, then one statement per table for those created.
   */
  async function createCompaniesWithAdmins(tx: Executor, actor: Actor, companies: NewCompany[], gestoriaId: string | null, action: string): Promise<CreationResult[]> {
    const nifCifs = await nifCifsTaken(tx, companies.map((company) => company.nifCif));
    const usernames = await accounts.usernamesTaken(tx, companies.map((company) => company.username));
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
      const prices = await gestorias.toolPricesCents(tx, gestoriaId);
      ids = await insertEmpresas(tx, created.map((company) => empresaRow(company, gestoriaId, prices)));
      await accounts.createPendingUsers(
        tx,
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
      id = await db.transaction(async (tx) => {
        const [result] = await createCompaniesWithAdmins(tx, actor, [company], gestoriaId, action);
        if (!result || 'error' in result) throw result?.error ?? new Error('no creation result');
        return result.empresaId;
      });
    } catch (error) {
      // Taken by a concurrent request between the check and the insert.
      if (isUniqueViolation(error, 'empresas_nif_cif_unique')) throw conflict('DUPLICATE_NIF_CIF');
      if (isUniqueViolation(error, 'users_username_unique')) throw conflict('DUPLICATE_USERNAME');
      throw error;
    }
    await outbox.dispatch();
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

    createManyInTransaction: (tx, actor, gestoriaId, inputs) => createCompaniesWithAdmins(tx, actor, inputs, gestoriaId, 'empresa.imported'),

    async list(gestoriaId, query) {
      const { rows, total } = await listEmpresas(db, { gestoriaId, ...query });
      return pageOf(rows.map(toListItem), total, query);
    },

    async getOwn(gestoriaId, nifCif) {
      return view(await ownId(gestoriaId, nifCif));
    },

    async updateOwn(actor, gestoriaId, nifCif, input) {
      const id = await ownId(gestoriaId, nifCif);
      if (input.nifCif !== nifCif.trim().toUpperCase() && (await isNifCifTaken(db, input.nifCif))) throw conflict('DUPLICATE_NIF_CIF');
      const values = { ...input, numCuenta: input.metodoDePago === 'SEPA' ? input.numCuenta : PLACEHOLDER_IBAN };
      try {
        await db.transaction(async (tx) => {
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
      await db.transaction(async (tx) => {
        const before = await findEmpresaRow(tx, id);
        if (!before) throw notFound('La empresa no existe.');
        const prices = await gestorias.toolPricesCents(tx, gestoriaId);
        const values: Partial<EmpresaRow> = { ...tools };
        // A tool switched on now takes the gestoría's current price for it.
        for (const [code, tool] of TOOL_ENTRIES) {
          if (tools[tool.flag] && !before[tool.flag]) values[PRICE_COLUMNS[code]] = prices[code];
        }
        await updateEmpresa(tx, id, values);
        await recordAudit(tx, actor, { action: 'empresa.tools-changed', entityType: 'empresa', entityId: id, changes: changedFields(before, values) });
      });
      return view(id);
    },

    async assignUser(actor, gestoriaId, empresaId, input) {
      const empresa = await findEmpresaRow(db, empresaId);
      if (!empresa || empresa.gestoriaId !== gestoriaId) throw notFound('La empresa no existe.');
      if (await empresaHasUser(db, empresaId)) throw conflict('CONFLICT', 'La empresa ya tiene un usuario asignado.');
      const userId = await db.transaction(async (tx) => {
        const id = await accounts.createPendingUser(tx, actor, { username: input.username, name: input.name, email: input.email, roles: [ROLES.COMPANY], empresaIds: [empresaId] });
        await recordAudit(tx, actor, { action: 'empresa.user-assigned', entityType: 'empresa', entityId: empresaId, changes: { username: input.username, email: input.email } });
        return id;
      });
      await outbox.dispatch();
      return { id: userId, username: input.username, email: input.email };
    },

    async mine(user) {
      const empresaId = user.empresaIds[0];
      if (!empresaId) throw notFound('No tiene una empresa asociada.');
      return view(empresaId);
    },
  };
}

/** The company's row as every creation path stores it: the gestoría's prices, the placeholder IBAN unless SEPA. */
function empresaRow(company: NewCompany, gestoriaId: string | null, prices: Record<ToolCode, number>): NewEmpresa {
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
    lopdgdd: company.lopdgdd,
    acosoLaboral: company.acosoLaboral,
    desconexionDigital: company.desconexionDigital,
    precioLopdgddCents: prices.LOPD,
    precioAcosoLaboralCents: prices.ACOSO,
    precioDesconexionDigitalCents: prices.DIGITAL,
    verificado: false,
  };
}

function toListItem(row: EmpresaListRow): EmpresaListItem {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The fields whose value changes, as {field: [before, after]}, for the audit log. */
function changedFields(before: EmpresaRow | undefined, after: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before?.[field as keyof EmpresaRow];
    if (previous !== value) changes[field] = [previous ?? null, value];
  }
  return changes;
}
