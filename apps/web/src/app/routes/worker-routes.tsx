import { ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { areaRoutes } from '../screen-route';

const WorkerHomeScreen = lazy(() => import('./worker/worker-home-screen'));

/** ROLE_CUMPLIA_WORKER only. */
const route = areaRoutes('worker', requireRoles([ROLES.CUMPLIA_WORKER]));

/** Spec 2 §2 worker routes, spec 3 §2 worker-renovaciones and worker-facturacion. */
export const workerRoutes: RouteObject[] = [
  route('/worker-inicio', 'Panel de trabajo', { screen: WorkerHomeScreen, isHome: true }),
  route('/worker-anadir-empresa', 'Alta de una empresa'),
  route('/worker-anadir-gestoria', 'Alta de Colaborador'),
  route('/worker-detalle-empresa', 'Detalle del colaborador', {
    requiredState: { key: 'gestoriaId', fallback: '/worker-editar-gestorias-listado' },
  }),
  route('/worker-editar-gestorias-listado', 'Tus colaboradores'),
  route('/worker-facturacion', 'Facturación'),
  route('/worker-editar-cliente-listado', 'Tus empresas'),
  route('/worker-editar-cliente-empresa', 'Editar Empresa', {
    loader: requireRoles([ROLES.CUMPLIA_WORKER], { requiredQuery: 'cifNif' }),
  }),
  route('/worker-renovaciones', 'Renovaciones'),
];
