import { PLACEHOLDER_IBAN, ROLES, TOOL_CODES, TOOLS, type ToolCode } from '@cumplia/shared/enums';
import type { AsignarUsuarioRequest } from '@cumplia/shared/schemas/asignar-usuario';
import {
  EMPRESA_REGISTRATION_SUCCESS,
  type Empresa,
  type EmpresaCreate,
  type EmpresaListItem,
  type EmpresaRegistration,
  type EmpresaTools,
  type EmpresaUpdate,
  EMPRESA_DNI_NOT_EDITABLE,
  NO_ADMINISTRADOR_MESSAGE,
  type EmpresaStaffDetail,
  type EmpresaStaffUpdate,
  type EmpresaWorkerUpdate,
  type EmpresaStaffCreate,
  type StaffEmpresaListItem,
  type StaffEmpresaListQuery,
  TOOLS_MESSAGES,
} from '@cumplia/shared/schemas/empresa';
import { normalizeNif } from '@cumplia/shared/validators/nif';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound, type AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudit, recordAudits, type Actor } from '../audit/audit.service.ts';
import type { AccountsService } from '../auth/accounts.service.ts';
import type { ContractSigned, ContratosService } from '../contratos/contratos.service.ts';
import type { GestoriasService } from '../gestorias/gestorias.service.ts';
import { insertEmpresaTools, lockEmpresaTools, saveToolStates, signToolContracts, type NewEmpresaTool } from './empresa-tools.repository.ts';
import { planToolChanges } from './empresa-tool-changes.ts';
import { findEmpresaAdministrador } from './empresa-administrador.repository.ts';
import { activeToolsFromWire, toEmpresaListItemWire, toEmpresaStaffDetailWire, toEmpresaWire, toolFlagsToWire, toolChangesFromFlags, toolsFromStaffCreation, toolsToWire, toStaffEmpresaListItemWire, type ToolChoice } from './empresa-wire.ts';
import {
  compactEmpresaCounts,
  empresaHasUser,
  findAnyEmpresaIdByNif,
  findEmpresaIdByNif,
  findEmpresaRow,
  findEmpresaView,
  insertEmpresas,
  isNifCifTaken,
  listAllEmpresas,
  listEmpresas,
  markEmpresaVerified,
  nifCifsTaken,
  setEmpresaPermitirDescarga,
  updateEmpresa,
  type NewEmpresa,
} from './empresas.repository.ts';

/** A company to create; `toolPricesCents` are prices of its own (a staff form's lines), else the gestoría's. */
type NewCompany = Omit<EmpresaCreate, 'username'> & { username: string; toolPricesCents?: Partial<Record<ToolCode, number>> };

/** How a staff tool change goes (spec 2 §7 "tools"). */
export interface StaffToolOptions {
  /** A tool switched on must come with its price (the admin calls; the worker's toggle takes the gestoría's). */
  requirePrice: boolean;
  /** True: the contract of each tool switched on goes out for signature; false: signed on paper, now. */
  callViafirma: boolean;
}

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
  /** Staff "Alta de una empresa" (spec 2): an optional gestoría, product lines that switch tools on at their prices. */
  createForStaff(actor: Actor, input: EmpresaStaffCreate): Promise<Empresa>;
  /** Every company, newest first, for staff ("Tus empresas", "Nuevas empresas" with verificado=false). */
  listForStaff(query: StaffEmpresaListQuery): Promise<Page<StaffEmpresaListItem>>;
  /**
   * Staff switch of any company's tools (by id or NIF/CIF): only the tools given, each switched on at
   * its price or the gestoría's, off keeping its price; audited in the wire's names.
   */
  setToolsByStaff(actor: Actor, idOrNifCif: string, changes: Partial<Record<ToolCode, ToolChoice>>, options: StaffToolOptions): Promise<Empresa>;
  /** Staff (spec 2 "Admin company detail"): the company, its gestoría, its tools and its administrator's account. */
  staffDetail(empresaId: string): Promise<EmpresaStaffDetail>;
  /** Staff: any company, by id or by NIF/CIF (GET {core}/worker/empresas/{idOrNifCif}). */
  getByStaff(idOrNifCif: string): Promise<Empresa>;
  /**
   * Staff edit of any company's data, by id or NIF/CIF; its id. Flags that differ from the company's
   * (the worker's tool toggle) switch its tools. The administrator's NIF is not changed here.
   */
  updateByStaff(actor: Actor, idOrNifCif: string, input: EmpresaStaffUpdate | EmpresaWorkerUpdate): Promise<string>;
  /** Staff "Reenviar verificación": the administrator gets a new code, the password is cleared. */
  resendVerification(actor: Actor, empresaId: string): Promise<void>;
  /** Staff "Verificar" in "Nuevas empresas" (spec 2 §4): sets `verificado`, audited; verifying twice changes nothing. */
  verify(actor: Actor, empresaId: string): Promise<void>;
  /** Staff allow or withhold the client's protocol downloads (`permitirDescarga`); audited when it changes. */
  setPermitirDescarga(actor: Actor, empresaId: string, permitirDescarga: boolean): Promise<void>;
  /** Folds each gestoría's company-count deltas into one row (hourly job; docs/decisions/0014). */
  compactCounts(): Promise<void>;
  /**
   * A contract signed by SMS code (a listener of the contracts' `onContractSigned`, in the signing
   * transaction): the tool's contract date is set and the company's downloads allowed (spec 0).
   */
  recordContractSigned(uow: UnitOfWork, event: ContractSigned): Promise<void>;
}

export function createEmpresasService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  accounts: AccountsService;
  gestorias: GestoriasService;
  /** Every tool switched on sends its contract for signature; one switched off annuls it (decision 0022). */
  contratos: ContratosService;
  /**
   * Tools staff switch on with a contract signed on paper (`callViafirma: false`): signed now, so
   * invoiced now, in the same transaction, as an electronic signature's tool is (decision 0026).
   */
  onSignedOnPaper?: (uow: UnitOfWork, empresaId: string, tools: Array<{ tool: ToolCode; precioCents: number }>) => Promise<void>;
}): EmpresasService {
  const { db, unitOfWork, accounts, gestorias, contratos } = deps;

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
      // The contract of each tool switched on goes out for signature, set-wise (a bulk upload's batch).
      await contratos.requestSignatures(
        uow,
        actor,
        created.map((company, index) => {
          const active = activeToolsFromWire(company);
          const contact = { razonSocial: company.razonSocial, nombre: company.nombre, email: company.email, telefono: company.telefono };
          return { empresaId: ids[index]!, tools: TOOL_CODES.filter((code) => active[code]), contact };
        }),
      );
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

  /**
   * A company's data as an edit form sends it: the NIF/CIF kept unique, the placeholder IBAN unless
   * SEPA. `alsoInUnit` writes more in the same transaction (the worker's tool toggle of the same PUT).
   */
  async function saveEmpresaData(
    actor: Actor,
    id: string,
    currentNifCif: string,
    input: EmpresaUpdate | Omit<EmpresaStaffUpdate, 'dni'>,
    alsoInUnit?: (uow: UnitOfWork) => Promise<void>,
  ) {
    if (input.nifCif !== currentNifCif && (await isNifCifTaken(db, input.nifCif))) throw conflict('DUPLICATE_NIF_CIF');
    const values: Partial<NewEmpresa> = { ...input, numCuenta: input.metodoDePago === 'SEPA' ? input.numCuenta : PLACEHOLDER_IBAN };
    // A staff edit may leave out what the spec's payload lacks (tipo, numTrabajadores): kept as they are.
    for (const key of Object.keys(values) as Array<keyof NewEmpresa>) if (values[key] === undefined) delete values[key];
    try {
      await unitOfWork.run(async (uow) => {
        const { tx } = uow;
        const before = await findEmpresaRow(tx, id);
        await updateEmpresa(tx, id, values);
        await recordAudit(tx, actor, { action: 'empresa.updated', entityType: 'empresa', entityId: id, changes: changedFields(before, values) });
        await alsoInUnit?.(uow);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'empresas_nif_cif_unique')) throw conflict('DUPLICATE_NIF_CIF');
      throw error;
    }
  }

  /** A staff tool change in a unit of work of its own (writeToolChanges). */
  async function switchToolsByStaff(actor: Actor, id: string, changes: Partial<Record<ToolCode, ToolChoice>>, options: StaffToolOptions) {
    await unitOfWork.run((uow) => writeToolChanges(uow, actor, id, changes, options));
  }

  /**
   * A staff tool change in the caller's unit of work: the company's rows locked, only what changes written,
   * a tool switched on without a price refused when the call needs one (spec 2 §8 "El precio debe ser
   * mayor a 0"). `callViafirma` false records the contracts as signed on paper now; true records the
   * request for the contracts issue to send (the seam: `requestContractSignatures`).
   */
  async function writeToolChanges(uow: UnitOfWork, actor: Actor, id: string, changes: Partial<Record<ToolCode, ToolChoice>>, options: StaffToolOptions) {
    const { tx } = uow;
    const before = await lockEmpresaTools(tx, id);
    const empresa = await findEmpresaRow(tx, id);
    const plan = planToolChanges(id, before, changes, await gestorias.toolPricesCents(uow, empresa?.gestoriaId ?? null));
    if (options.requirePrice && plan.unpriced.length > 0) throw badRequest('VALIDATION_ERROR', TOOLS_MESSAGES.price, { price: TOOLS_MESSAGES.price });
    await saveToolStates(tx, plan.rows);
    await contratos.annulPending(uow, actor, id, plan.rows.filter((row) => !row.activa).map((row) => row.tool));
    const signedAt = new Date();
    if (!options.callViafirma) {
      await signToolContracts(tx, id, plan.switchedOn, signedAt);
      const signed = plan.switchedOn.map((tool) => ({ tool, precioCents: plan.rows.find((row) => row.tool === tool)?.precioCents ?? 0 }));
      if (signed.length > 0) await deps.onSignedOnPaper?.(uow, id, signed);
    }
    const after = TOOL_CODES.map((code) => {
      const row = plan.rows.find((tool) => tool.tool === code) ?? before.find((tool) => tool.tool === code);
      const was = before.find((tool) => tool.tool === code);
      const signed = !options.callViafirma && plan.switchedOn.includes(code) ? (was?.fechaFirmaContrato ?? signedAt) : (was?.fechaFirmaContrato ?? null);
      return { tool: code, activa: row?.activa ?? false, precioCents: row?.precioCents ?? 0, fechaFirmaContrato: signed };
    });
    await recordAudit(tx, actor, {
      action: 'empresa.tools-changed-by-staff',
      entityType: 'empresa',
      entityId: id,
      changes: { ...changedFields(toolsToWire(before), toolsToWire(after)), callViafirma: options.callViafirma },
    });
    if (options.callViafirma) await requestContractSignatures(uow, actor, id, plan.switchedOn);
  }

  /**
   * The contracts of tools switched on, sent for signature: a link /firma/{token} by SMS and e-mail
   * (spec 0 "Contract signature", decision 0022), in the caller's unit of work.
   */
  async function requestContractSignatures(uow: UnitOfWork, actor: Actor, empresaId: string, tools: ToolCode[]) {
    if (tools.length === 0) return;
    await recordAudit(uow.tx, actor, { action: 'empresa.contract-signature-requested', entityType: 'empresa', entityId: empresaId, changes: { tools } });
    await contratos.requestSignatures(uow, actor, [{ empresaId, tools }]);
  }

  /** Any company for staff: a uuid is its id, anything else its NIF/CIF. */
  async function staffId(idOrNifCif: string): Promise<string> {
    const ref = idOrNifCif.trim();
    const id = UUID.test(ref) ? (await findEmpresaRow(db, ref.toLowerCase()))?.id : await findAnyEmpresaIdByNif(db, normalizeNif(ref));
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
      await saveEmpresaData(actor, id, nifCif.trim().toUpperCase(), input);
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
        await contratos.annulPending(uow, actor, id, changed.filter((tool) => !tool.activa).map((tool) => tool.tool));
        await requestContractSignatures(uow, actor, id, changed.filter((tool) => tool.activa).map((tool) => tool.tool));
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

    async verify(actor, empresaId) {
      await unitOfWork.run(async ({ tx }) => {
        if (await markEmpresaVerified(tx, empresaId)) {
          await recordAudit(tx, actor, { action: 'empresa.verified', entityType: 'empresa', entityId: empresaId, changes: { verificado: [false, true] } });
        } else if (!(await findEmpresaRow(tx, empresaId))) {
          throw notFound('La empresa no existe.');
        }
      });
    },

    async createForStaff(actor, input) {
      const { productos, precioLopdgdd, precioAcosoLaboral, precioDesconexionDigital, gestoriaId, ...company } = input;
      if (gestoriaId && !(await gestorias.find(gestoriaId))) {
        throw badRequest('VALIDATION_ERROR', STAFF_GESTORIA_NOT_FOUND, { gestoriaId: STAFF_GESTORIA_NOT_FOUND });
      }
      const choices = toolsFromStaffCreation({ ...company, productos, precioLopdgdd, precioAcosoLaboral, precioDesconexionDigital });
      const flags = Object.fromEntries(TOOL_CODES.map((code) => [TOOLS[code].flag, choices[code].activa])) as Pick<EmpresaCreate, 'lopdgdd' | 'acosoLaboral' | 'desconexionDigital'>;
      const toolPricesCents: Partial<Record<ToolCode, number>> = {};
      for (const code of TOOL_CODES) if (choices[code].precioCents !== null) toolPricesCents[code] = choices[code].precioCents;
      return view(await createCompany(actor, { ...company, ...flags, toolPricesCents }, gestoriaId ?? null, 'empresa.created-by-staff'));
    },

    async listForStaff(query) {
      const { rows, total } = await listAllEmpresas(db, query);
      return pageOf(rows.map(toStaffEmpresaListItemWire), total, query);
    },

    async setToolsByStaff(actor, idOrNifCif, changes, options) {
      const id = await staffId(idOrNifCif);
      await switchToolsByStaff(actor, id, changes, options);
      return view(id);
    },

    async staffDetail(empresaId) {
      const found = await findEmpresaView(db, empresaId);
      if (!found) throw notFound('La empresa no existe.');
      return toEmpresaStaffDetailWire(found, await findEmpresaAdministrador(db, empresaId));
    },

    async getByStaff(idOrNifCif) {
      return view(await staffId(idOrNifCif));
    },

    async updateByStaff(actor, idOrNifCif, input) {
      const id = await staffId(idOrNifCif);
      const current = await findEmpresaView(db, id);
      if (!current) throw notFound('La empresa no existe.');
      const { dni, ...fields } = input;
      if (dni && normalizeNif(dni) !== current.adminUsername) throw badRequest('VALIDATION_ERROR', EMPRESA_DNI_NOT_EDITABLE, { dni: EMPRESA_DNI_NOT_EDITABLE });
      const { lopdgdd, acosoLaboral, desconexionDigital, ...data } = fields as EmpresaWorkerUpdate;
      const flags = { lopdgdd, acosoLaboral, desconexionDigital };
      const was = toolFlagsToWire(current.tools);
      const toggled = TOOL_CODES.some((code) => flags[TOOLS[code].flag] !== undefined && flags[TOOLS[code].flag] !== was[TOOLS[code].flag]);
      // The worker's tool toggle (spec 2 §7), in the same transaction as the data: a flag not sent stays
      // as it is; a tool switched on takes the gestoría's price of the moment and its contract goes out
      // for signature.
      const wanted = { ...was, ...Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)) } as typeof was;
      const toggle = toggled ? (uow: UnitOfWork) => writeToolChanges(uow, actor, id, toolChangesFromFlags(wanted, null), { requirePrice: false, callViafirma: true }) : undefined;
      await saveEmpresaData(actor, id, current.empresa.nifCif, data, toggle);
      return id;
    },

    async resendVerification(actor, empresaId) {
      const empresa = await findEmpresaRow(db, empresaId);
      if (!empresa) throw notFound('La empresa no existe.');
      const administrador = await findEmpresaAdministrador(db, empresaId);
      if (!administrador) throw conflict('CONFLICT', NO_ADMINISTRADOR_MESSAGE);
      await accounts.resendVerification(actor, administrador.id);
    },
    async setPermitirDescarga(actor, empresaId, permitirDescarga) {
      await unitOfWork.run(async ({ tx }) => {
        const before = await setEmpresaPermitirDescarga(tx, empresaId, permitirDescarga);
        if (before === undefined) throw notFound('La empresa no existe.');
        if (before !== permitirDescarga) {
          await recordAudit(tx, actor, { action: 'empresa.permitir-descarga', entityType: 'empresa', entityId: empresaId, changes: { permitirDescarga: [before, permitirDescarga] } });
        }
      });
    },
    compactCounts: () => compactEmpresaCounts(db),

    async recordContractSigned(uow, event) {
      await signToolContracts(uow.tx, event.empresaId, [event.tool], event.signedAt);
      await updateEmpresa(uow.tx, event.empresaId, { permitirDescarga: true });
    },
  };
}

const STAFF_GESTORIA_NOT_FOUND = 'La gestoría seleccionada no existe.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  return TOOL_CODES.map((tool) => ({ empresaId, tool, activa: active[tool], precioCents: company.toolPricesCents?.[tool] ?? prices[tool] }));
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
