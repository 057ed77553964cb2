import { ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { screenRoute } from '../screen-route';

const EmpresaHomeScreen = lazy(() => import('./empresa/empresa-home-screen'));

const area = 'empresa';
const loader = requireRoles([ROLES.COMPANY]);

/** Spec 1 §2.1 "ROLE_COMPANY". */
export const empresaRoutes: RouteObject[] = [
  screenRoute({ path: '/inicioempresa', title: 'Mi empresa', area, loader, screen: EmpresaHomeScreen, isHome: true }),
  screenRoute({ path: '/facturacion', title: 'Facturación', area, loader }),
];
