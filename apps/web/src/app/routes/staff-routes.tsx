import { STAFF_ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles, requireSuperadminHome } from '../route-guards';
import { screenRoute } from '../screen-route';

const SuperadminHomeScreen = lazy(() => import('./staff/superadmin-home-screen'));
const OutboxScreen = lazy(() => import('./staff/outbox-screen'));

const area = 'staff';
/** ROLE_CUMPLIA or ROLE_CUMPLIA_WORKER. */
const loader = requireRoles(STAFF_ROLES);

/** Spec 2 §2 and spec 3 §2 staff routes, plus the outbox. */
export const staffRoutes: RouteObject[] = [
  screenRoute({
    path: '/iniciosuperadmin',
    title: 'Panel de administración',
    area,
    loader: requireSuperadminHome,
    screen: SuperadminHomeScreen,
    isHome: true,
  }),
  screenRoute({ path: '/facturacionsuperadmin', title: 'Facturación', area, loader }),
  screenRoute({ path: '/anadirusuariosuperadmin', title: 'Gestionar usuarios', area, loader }),
  screenRoute({ path: '/editarformulariosuperadmin', title: 'Editar formulario', area, loader }),
  screenRoute({ path: '/anadircolaboradorsuperadmin', title: 'Alta de Colaborador', area, loader }),
  screenRoute({ path: '/editargestoriasuperadmin', title: 'Editar colaborador', area, loader }),
  screenRoute({ path: '/editargestoriaslistado', title: 'Tus Colaboradores', area, loader }),
  screenRoute({
    path: '/editarusuario',
    title: 'Datos de Usuario',
    area,
    loader: requireRoles(STAFF_ROLES, { requiredQuery: 'id' }),
  }),
  screenRoute({ path: '/renovacionesadmin', title: 'Renovaciones', area, loader }),
  screenRoute({ path: '/listarempresasadmin', title: 'Tus empresas', area, loader }),
  screenRoute({
    path: '/detalleempresa',
    title: 'Detalle del colaborador',
    area,
    loader,
    requiredState: { key: 'gestoriaId', fallback: '/editargestoriaslistado' },
  }),
  screenRoute({ path: '/empresas/:id/edit', title: 'Editar empresa', area, loader }),
  screenRoute({ path: '/editarempresasuperadmin', title: 'Detalle de la empresa', area, loader }),
  screenRoute({ path: '/anadirclienteempresasuperadmin', title: 'Alta de una empresa', area, loader }),
  screenRoute({ path: '/empresas-worker/:id/edit', title: 'Editar empresa', area, loader }),
  screenRoute({ path: '/bandeja-salida', title: 'Bandeja de salida', area, loader, screen: OutboxScreen }),
];
