import { ROLES } from '@cumplia/shared/enums';

export const HOME_PATHS = {
  gestoria: '/iniciogestora',
  empresa: '/inicioempresa',
  superadmin: '/iniciosuperadmin',
  worker: '/worker-inicio',
} as const;

/** The home screen of a signed-in user, from the roles of the token; null when none applies. */
export function homePathForRoles(roles: readonly string[]): string | null {
  if (roles.includes(ROLES.CUMPLIA)) return HOME_PATHS.superadmin;
  if (roles.includes(ROLES.CUMPLIA_WORKER)) return HOME_PATHS.worker;
  if (roles.includes(ROLES.MANAGEMENT)) return HOME_PATHS.gestoria;
  if (roles.includes(ROLES.COMPANY)) return HOME_PATHS.empresa;
  return null;
}
