import { ROLES } from '@cumplia/shared/enums';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import type { GestoriaUsuarios, GestoriaUsuariosQuery, Rol, Usuario, UsuarioCreate, UsuarioUpdate } from '@cumplia/shared/schemas/usuario';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../audit/audit.service.ts';
import type { AccountsService, AccountView } from '../auth/accounts.service.ts';
import type { GestoriasService } from '../gestorias/gestorias.service.ts';
import { grantableRoles, refuseAccess, refuseDelete, refuseUpdate, type PolicyAccount } from './usuario-policy.ts';
import { findLinks, listGestoriasWithUsuarios } from './usuarios.repository.ts';

const USER_NOT_FOUND = 'El usuario no existe.';

export interface UsuariosService {
  /** "Gestionar usuarios": gestorías with their users' e-mails. */
  listByGestoria(query: GestoriaUsuariosQuery): Promise<Page<GestoriaUsuarios>>;
  /** "Agregar Usuario": a ROLE_MANAGEMENT user of the gestoría, disabled until verified, e-mailed. */
  createForGestoria(actor: Actor, gestoriaId: string, input: UsuarioCreate): Promise<Usuario>;
  get(actor: Actor, userId: string): Promise<Usuario>;
  update(actor: Actor, userId: string, input: UsuarioUpdate): Promise<Usuario>;
  delete(actor: Actor, userId: string): Promise<void>;
  /** The roles the caller may grant. */
  roles(actor: Actor): Promise<Rol[]>;
}

export function createUsuariosService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  accounts: AccountsService;
  gestorias: GestoriasService;
}): UsuariosService {
  const { db, unitOfWork, accounts, gestorias } = deps;

  /**
   * The caller as the database has them now, not as their token said up to 15 minutes ago: a
   * superadmin demoted or disabled meanwhile has lost the power already.
   */
  async function callerOf(actor: Actor): Promise<PolicyAccount> {
    const caller = actor.userId ? await accounts.findAccount(actor.userId) : undefined;
    if (!caller?.enabled) throw forbidden();
    return caller;
  }

  async function toUsuario(account: AccountView): Promise<Usuario> {
    const links = await findLinks(db, account);
    return {
      id: account.id,
      username: account.username,
      name: account.name,
      surname: account.surname,
      email: account.email,
      enabled: account.enabled,
      roles: account.roles.map((id) => ({ id })),
      ...links,
    };
  }

  async function lockTarget(uow: UnitOfWork, userId: string) {
    const target = await accounts.lockForAdministration(uow, userId);
    if (!target) throw notFound(USER_NOT_FOUND);
    return target;
  }

  async function view(userId: string) {
    const account = await accounts.findAccount(userId);
    if (!account) throw notFound(USER_NOT_FOUND);
    return toUsuario(account);
  }

  return {
    async listByGestoria(query) {
      const { rows, total } = await listGestoriasWithUsuarios(db, query);
      return pageOf(rows, total, query);
    },

    async createForGestoria(actor, gestoriaId, input) {
      if (!(await gestorias.find(gestoriaId))) throw notFound('La gestoría no existe.');
      const userId = await unitOfWork.run((uow) =>
        accounts.createPendingUser(uow, actor, { ...input, roles: [ROLES.MANAGEMENT], gestoriaIds: [gestoriaId] }),
      );
      return view(userId);
    },

    async get(actor, userId) {
      const caller = await callerOf(actor);
      const account = await accounts.findAccount(userId);
      if (!account) throw notFound(USER_NOT_FOUND);
      const refusal = refuseAccess(caller, account);
      if (refusal) throw refusal;
      return toUsuario(account);
    },

    async update(actor, userId, input) {
      const caller = await callerOf(actor);
      const changes = {
        username: input.username,
        name: input.name,
        surname: input.surname,
        email: input.email,
        enabled: input.enabled,
        roles: input.roles.map((role) => role.id),
        gestoriaIds: [...new Set(input.gestorias.map((gestoria) => gestoria.id))],
        empresaIds: [...new Set(input.empresas.map((empresa) => empresa.id))],
      };
      await unitOfWork.run(async (uow) => {
        const before = await lockTarget(uow, userId);
        const refusal = refuseUpdate(caller, before, changes, await accounts.countEnabledWithRole(uow, ROLES.CUMPLIA));
        if (refusal) throw refusal;
        await accounts.updateAccount(uow, actor, before, changes);
      });
      return view(userId);
    },

    async delete(actor, userId) {
      const caller = await callerOf(actor);
      await unitOfWork.run(async (uow) => {
        const target = await lockTarget(uow, userId);
        const refusal = refuseDelete(caller, target, await accounts.countEnabledWithRole(uow, ROLES.CUMPLIA));
        if (refusal) throw refusal;
        await accounts.deleteAccount(uow, actor, target);
      });
    },

    async roles(actor) {
      return grantableRoles(await callerOf(actor), await accounts.roles());
    },
  };
}
