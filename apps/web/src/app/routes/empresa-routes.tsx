import { ROLES } from '@cumplia/shared/enums';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { areaRoutes } from '../screen-route';
import { lazyScreen } from '../lazy-screen';

const EmpresaHomeScreen = lazyScreen(() => import('./empresa/empresa-home-screen'));
const EmpresaFacturacionScreen = lazyScreen(() => import('./empresa/facturacion-screen'));

const route = areaRoutes('empresa', requireRoles([ROLES.COMPANY]));

/** Spec 1 §2.1 "ROLE_COMPANY". */
export const empresaRoutes: RouteObject[] = [
  route('/inicioempresa', 'Mi empresa', { screen: EmpresaHomeScreen, isHome: true }),
  route('/facturacion', 'Facturación', { screen: EmpresaFacturacionScreen }),
];
