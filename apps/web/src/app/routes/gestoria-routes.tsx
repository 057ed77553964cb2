import { ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { screenRoute } from '../screen-route';

const GestoriaHomeScreen = lazy(() => import('./gestoria/gestoria-home-screen'));
const EmpresaCreateScreen = lazy(() => import('./gestoria/empresa-create-screen'));
const EmpresaEditScreen = lazy(() => import('./gestoria/empresa-edit-screen'));
const AltaMasivaScreen = lazy(() => import('./gestoria/alta-masiva-screen'));
const EmpresasListScreen = lazy(() => import('./gestoria/empresas-list-screen'));
const EmpresasSinUsuarioScreen = lazy(() => import('./gestoria/empresas-sin-usuario-screen'));
const AsignarUsuarioScreen = lazy(() => import('./gestoria/asignar-usuario-screen'));

const area = 'gestoria';
const loader = requireRoles([ROLES.MANAGEMENT]);
const withCifNif = requireRoles([ROLES.MANAGEMENT], { requiredQuery: 'cifNif' });

/** Spec 1 §2.1 "ROLE_MANAGEMENT", spec 3 §2 renovaciones and facturaciongestoria. */
export const gestoriaRoutes: RouteObject[] = [
  screenRoute({ path: '/iniciogestora', title: 'Área de colaborador', area, loader, screen: GestoriaHomeScreen, isHome: true }),
  screenRoute({ path: '/anadirclienteempresa', title: 'Alta de una empresa', area, loader, screen: EmpresaCreateScreen }),
  screenRoute({ path: '/editarclienteempresa', title: 'Editar empresa', area, loader: withCifNif, screen: EmpresaEditScreen }),
  screenRoute({ path: '/altamasiva', title: 'Alta masiva', area, loader, screen: AltaMasivaScreen }),
  screenRoute({ path: '/editarclientelistado', title: 'Tus empresas', area, loader, screen: EmpresasListScreen }),
  screenRoute({ path: '/renovaciones', title: 'Renovaciones', area, loader }),
  screenRoute({ path: '/facturaciongestoria', title: 'Facturación', area, loader }),
  screenRoute({ path: '/empresas-sin-usuario', title: 'Empresas Sin Usuario', area, loader, screen: EmpresasSinUsuarioScreen }),
  screenRoute({
    path: '/asignar-usuario-empresa',
    title: 'Asignar usuario a la empresa',
    area,
    loader: withCifNif,
    screen: AsignarUsuarioScreen,
  }),
];
