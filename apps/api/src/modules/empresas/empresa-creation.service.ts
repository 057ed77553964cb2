import { PLACEHOLDER_IBAN, ROLES, TOOL_CODES, TOOLS, byTool, type ToolCode } from '@cumplia/shared/enums';
import { EMPRESA_REGISTRATION_SUCCESS, type Empresa, type EmpresaCreate, type EmpresaRegistration, type EmpresaStaffCreate } from '@cumplia/shared/schemas/empresa';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { badRequest, conflict, type AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudits, type Actor } from '../audit/audit.service.ts';
import type { AccountsService } from '../auth/accounts.service.ts';
import type { GestoriasService } from '../gestorias/gestorias.service.ts';
import type { EmpresaReadsService } from './empresa-reads.service.ts';
import type { EmpresaToolsService } from './empresa-tools.service.ts';
import { activeToolsFromWire, toolsFromStaffCreation, type ToolChoice } from './empresa-wire.ts';
import { insertEmpresas, nifCifsTaken, type NewEmpresa } from './empresas.repository.ts';

/** A company to create; `tools` are a staff form's choices (prices of its own), else its flags at the gestoría's prices. */
type NewCompany = Omit<EmpresaCreate, 'username'> & { username: string; tools?: Record<ToolCode, ToolChoice> };

/** What became of one company of a list: created, or the error that "Alta de una empresa" answers. */
export type CreationResult = { empresaId: string } | { error: AppError };

/** "Alta de una empresa" of every kind: the company, its tools and its administrator user (spec 0 "Accounts"). */
export interface EmpresaCreationService {
  /** Public registration by the client: no gestoría, base prices. */
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
  /** Staff "Alta de una empresa" (spec 2): an optional gestoría, product lines that switch tools on at their prices. */
  createForStaff(actor: Actor, input: EmpresaStaffCreate): Promise<Empresa>;
}

const STAFF_GESTORIA_NOT_FOUND = 'La gestoría seleccionada no existe.';

export function createEmpresaCreationService(deps: {
  unitOfWork: UnitOfWorkRunner;
  accounts: AccountsService;
  gestorias: GestoriasService;
  reads: EmpresaReadsService;
  tools: EmpresaToolsService;
}): EmpresaCreationService {
  const { unitOfWork, accounts, gestorias, reads, tools } = deps;

  /**
   * Companies and their administrator users, in the caller's unit of work: one query per key to find
   * what is taken, then one statement per table for those created.
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
      ids = await insertEmpresas(tx, created.map((company) => empresaRow(company, gestoriaId)));
      await tools.addToNewCompanies(
        uow,
        actor,
        gestoriaId,
        created.map((company, index) => ({
          empresaId: ids[index]!,
          wanted: company.tools ?? toolChoicesOf(company),
          contact: { razonSocial: company.razonSocial, nombre: company.nombre, email: company.email, telefono: company.telefono },
        })),
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
    try {
      return await unitOfWork.run(async (uow) => {
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
  }

  return {
    async register(actor, input) {
      const id = await createCompany(actor, input, null, 'empresa.registered');
      return { id, nifCif: input.nifCif, username: input.username, email: input.email, message: EMPRESA_REGISTRATION_SUCCESS };
    },

    async createForGestoria(actor, gestoriaId, input) {
      return reads.byId(await createCompany(actor, input, gestoriaId, 'empresa.created'));
    },

    createMany: (uow, actor, gestoriaId, inputs) => createCompaniesWithAdmins(uow, actor, inputs, gestoriaId, 'empresa.imported'),

    async createForStaff(actor, input) {
      const { productos, precioLopdgdd, precioAcosoLaboral, precioDesconexionDigital, gestoriaId, ...company } = input;
      if (gestoriaId && !(await gestorias.find(gestoriaId))) {
        throw badRequest('VALIDATION_ERROR', STAFF_GESTORIA_NOT_FOUND, { gestoriaId: STAFF_GESTORIA_NOT_FOUND });
      }
      const choices = toolsFromStaffCreation({ ...company, productos, precioLopdgdd, precioAcosoLaboral, precioDesconexionDigital });
      // The audit's flags are the tools switched on, product lines included.
      const flags = Object.fromEntries(TOOL_CODES.map((code) => [TOOLS[code].flag, choices[code].activa])) as Pick<EmpresaCreate, 'lopdgdd' | 'acosoLaboral' | 'desconexionDigital'>;
      return reads.byId(await createCompany(actor, { ...company, ...flags, tools: choices }, gestoriaId ?? null, 'empresa.created-by-staff'));
    },
  };
}

/** A creation form's flags as the plan's choices: each tool at the gestoría's price. */
function toolChoicesOf(company: NewCompany): Record<ToolCode, ToolChoice> {
  const active = activeToolsFromWire(company);
  return byTool((code) => ({ activa: active[code], precioCents: null }));
}

/** The company's row as every creation path stores it: the placeholder IBAN unless SEPA. */
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
    localidad: company.localidad,
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
