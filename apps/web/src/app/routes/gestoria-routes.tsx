import { ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { screenRoute } from '../screen-route';

const GestoriaHomeScreen = lazy(() => import('./gestoria/gestoria-home-screen'));

const area = 'gestoria';
const loader = requireRoles([ROLES.MANAGEMENT]);
const withCifNif = requireRoles([ROLES.MANAGEMENT], { requiredQuery: 'cifNif' });

/** Spec 1 §2.1 "ROLE_MANAGEMENT", spec 3 §2 renovaciones and facturaciongestoria. */
export const gestoriaRoutes: RouteObject[] = [
  screenRoute({ path: '/iniciogestora', title: 'Área de colaborador', area, loader, screen: GestoriaHomeScreen, isHome: true }),
  screenRoute({ path: '/anadirclienteempresa', title: 'Alta de una empresa', area, loader }),
  screenRoute({ path: '/editarclienteempresa', title: 'Editar empresa', area, loader: withCifNif }),
  screenRoute({ path: '/altamasiva', title: 'Alta masiva', area, loader }),
  screenRoute({ path: '/editarclientelistado', title: 'Tus empresas', area, loader }),
  screenRoute({ path: '/renovaciones', title: 'Renovaciones', area, loader }),
  screenRoute({ path: '/facturaciongestoria', title: 'Facturación', area, loader }),
  screenRoute({ path: '/empresas-sin-usuario', title: 'Empresas Sin Usuario', area, loader }),
  screenRoute({ path: '/asignar-usuario-empresa', title: 'Asignar usuario a la empresa', area, loader: withCifNif }),
];
