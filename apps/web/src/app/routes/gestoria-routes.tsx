import { ROLES } from '@cumplia/shared/enums';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { areaRoutes } from '../screen-route';
import { lazyScreen } from '../lazy-screen';

const GestoriaHomeScreen = lazyScreen(() => import('./gestoria/gestoria-home-screen'));
const EmpresaCreateScreen = lazyScreen(() => import('./gestoria/empresa-create-screen'));
const EmpresaEditScreen = lazyScreen(() => import('./gestoria/empresa-edit-screen'));
const AltaMasivaScreen = lazyScreen(() => import('./gestoria/alta-masiva-screen'));
const EmpresasListScreen = lazyScreen(() => import('./gestoria/empresas-list-screen'));
const EmpresasSinUsuarioScreen = lazyScreen(() => import('./gestoria/empresas-sin-usuario-screen'));
const AsignarUsuarioScreen = lazyScreen(() => import('./gestoria/asignar-usuario-screen'));
const GestoriaFacturacionScreen = lazyScreen(() => import('./gestoria/facturacion-screen'));
const GestoriaRenovacionesScreen = lazyScreen(() => import('./gestoria/renovaciones-screen'));

const route = areaRoutes('gestoria', requireRoles([ROLES.MANAGEMENT]));
const withNifCif = requireRoles([ROLES.MANAGEMENT], { requiredQuery: 'cifNif' });

/** Spec 1 §2.1 "ROLE_MANAGEMENT", spec 3 §2 renovaciones and facturaciongestoria. */
export const gestoriaRoutes: RouteObject[] = [
  route('/iniciogestora', 'Área de colaborador', { screen: GestoriaHomeScreen, isHome: true }),
  route('/anadirclienteempresa', 'Alta de una empresa', { screen: EmpresaCreateScreen }),
  route('/editarclienteempresa', 'Editar empresa', { loader: withNifCif, screen: EmpresaEditScreen }),
  route('/altamasiva', 'Alta masiva', { screen: AltaMasivaScreen }),
  route('/editarclientelistado', 'Empresas', { screen: EmpresasListScreen }),
  route('/renovaciones', 'Renovaciones', { screen: GestoriaRenovacionesScreen }),
  route('/facturaciongestoria', 'Facturación', { screen: GestoriaFacturacionScreen }),
  route('/empresas-sin-usuario', 'Empresas Sin Usuario', { screen: EmpresasSinUsuarioScreen }),
  route('/asignar-usuario-empresa', 'Asignar usuario a la empresa', { loader: withNifCif, screen: AsignarUsuarioScreen }),
];
