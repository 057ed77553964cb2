import { ROLES, STAFF_ROLES, type Role } from '@cumplia/shared/enums';
import { conflict, forbidden, type AppError } from '../../lib/app-error.ts';

/**
 * Who may change which user (spec 2 §6 and issue 9): only a superadmin (ROLE_CUMPLIA) touches staff
 * accounts or grants and removes staff roles; a worker manages gestoría and company users only;
 * nobody disables or deletes themselves, nor leaves Cumplia without an enabled superadmin. Pure
 * rules: the service reads the accounts (locked) and asks.
 */

export interface PolicyAccount {
  id: string;
  enabled: boolean;
  roles: readonly Role[];
}

export const USUARIO_POLICY_MESSAGES = {
  staffOnlyBySuperadmin: 'Solo un superadministrador puede gestionar usuarios de Cumplia.',
  staffRolesBySuperadmin: 'Solo un superadministrador puede asignar o quitar roles de Cumplia.',
  selfDisable: 'No puede deshabilitar su propio usuario.',
  selfDemote: 'No puede quitarse su propio rol de superadministrador.',
  selfDelete: 'No puede eliminar su propio usuario.',
  lastSuperadmin: 'Debe quedar al menos un superadministrador activo.',
} as const;

const isStaff = (roles: readonly Role[]) => roles.some((role) => STAFF_ROLES.includes(role));
/** An enabled ROLE_CUMPLIA account: one that has, or keeps, the superadmin's powers. */
const isSuperadmin = (account: Pick<PolicyAccount, 'enabled' | 'roles'>) => account.enabled && account.roles.includes(ROLES.CUMPLIA);

/** Whether the caller may see and manage this account at all. */
export function refuseAccess(caller: PolicyAccount, target: PolicyAccount): AppError | null {
  if (!isSuperadmin(caller) && isStaff(target.roles)) return forbidden('SECURITY_ERROR', USUARIO_POLICY_MESSAGES.staffOnlyBySuperadmin);
  return null;
}

/**
 * Whether the caller may turn `before` into `after`. `enabledSuperadmins` counts the enabled
 * superadmins now, `before` included when it is one.
 */
export function refuseUpdate(
  caller: PolicyAccount,
  before: PolicyAccount,
  after: Pick<PolicyAccount, 'enabled' | 'roles'>,
  enabledSuperadmins: number,
): AppError | null {
  const access = refuseAccess(caller, before);
  if (access) return access;
  const staffRolesChange = STAFF_ROLES.some((role) => before.roles.includes(role) !== after.roles.includes(role));
  if (staffRolesChange && !isSuperadmin(caller)) return forbidden('SECURITY_ERROR', USUARIO_POLICY_MESSAGES.staffRolesBySuperadmin);
  if (caller.id === before.id) {
    if (!after.enabled) return conflict('CONFLICT', USUARIO_POLICY_MESSAGES.selfDisable);
    if (before.roles.includes(ROLES.CUMPLIA) && !after.roles.includes(ROLES.CUMPLIA)) return conflict('CONFLICT', USUARIO_POLICY_MESSAGES.selfDemote);
  }
  if (isSuperadmin(before) && !isSuperadmin(after) && enabledSuperadmins <= 1) {
    return conflict('CONFLICT', USUARIO_POLICY_MESSAGES.lastSuperadmin);
  }
  return null;
}

/** Whether the caller may delete the account; `enabledSuperadmins` as for `refuseUpdate`. */
export function refuseDelete(caller: PolicyAccount, target: PolicyAccount, enabledSuperadmins: number): AppError | null {
  if (caller.id === target.id) return conflict('CONFLICT', USUARIO_POLICY_MESSAGES.selfDelete);
  const access = refuseAccess(caller, target);
  if (access) return access;
  if (isSuperadmin(target) && enabledSuperadmins <= 1) return conflict('CONFLICT', USUARIO_POLICY_MESSAGES.lastSuperadmin);
  return null;
}

/** The roles a caller may grant: all for a superadmin, the non-staff ones for anyone else. */
export function grantableRoles<R extends { id: Role }>(caller: PolicyAccount, roles: readonly R[]): R[] {
  return isSuperadmin(caller) ? [...roles] : roles.filter((role) => !STAFF_ROLES.includes(role.id));
}
