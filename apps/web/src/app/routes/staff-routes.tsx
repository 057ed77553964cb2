import { STAFF_ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles, requireSuperadminHome } from '../route-guards';
import { areaRoutes } from '../screen-route';

const SuperadminHomeScreen = lazy(() => import('./staff/superadmin-home-screen'));
const OutboxScreen = lazy(() => import('./staff/outbox-screen'));

/** ROLE_CUMPLIA or ROLE_CUMPLIA_WORKER. */
const route = areaRoutes('staff', requireRoles(STAFF_ROLES));

/** Spec 2 §2 and spec 3 §2 staff routes, plus the outbox. */
export const staffRoutes: RouteObject[] = [
  route('/iniciosuperadmin', 'Panel de administración', { loader: requireSuperadminHome, screen: SuperadminHomeScreen, isHome: true }),
  route('/facturacionsuperadmin', 'Facturación'),
  route('/anadirusuariosuperadmin', 'Gestionar usuarios'),
  route('/editarformulariosuperadmin', 'Editar formulario'),
  route('/anadircolaboradorsuperadmin', 'Alta de Colaborador'),
  route('/editargestoriasuperadmin', 'Editar colaborador'),
  route('/editargestoriaslistado', 'Tus Colaboradores'),
  route('/editarusuario', 'Datos de Usuario', { loader: requireRoles(STAFF_ROLES, { requiredQuery: 'id' }) }),
  route('/renovacionesadmin', 'Renovaciones'),
  route('/listarempresasadmin', 'Tus empresas'),
  route('/detalleempresa', 'Detalle del colaborador', { requiredState: { key: 'gestoriaId', fallback: '/editargestoriaslistado' } }),
  route('/empresas/:id/edit', 'Editar empresa'),
  route('/editarempresasuperadmin', 'Detalle de la empresa'),
  route('/anadirclienteempresasuperadmin', 'Alta de una empresa'),
  route('/empresas-worker/:id/edit', 'Editar empresa'),
  route('/bandeja-salida', 'Bandeja de salida', { screen: OutboxScreen }),
];
