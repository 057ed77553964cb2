import { ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { areaRoutes } from '../screen-route';

const GestoriaHomeScreen = lazy(() => import('./gestoria/gestoria-home-screen'));
const EmpresaCreateScreen = lazy(() => import('./gestoria/empresa-create-screen'));
const EmpresaEditScreen = lazy(() => import('./gestoria/empresa-edit-screen'));
const AltaMasivaScreen = lazy(() => import('./gestoria/alta-masiva-screen'));
const EmpresasListScreen = lazy(() => import('./gestoria/empresas-list-screen'));
const EmpresasSinUsuarioScreen = lazy(() => import('./gestoria/empresas-sin-usuario-screen'));
const AsignarUsuarioScreen = lazy(() => import('./gestoria/asignar-usuario-screen'));
const GestoriaFacturacionScreen = lazy(() => import('./gestoria/facturacion-screen'));
const GestoriaRenovacionesScreen = lazy(() => import('./gestoria/renovaciones-screen'));

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
