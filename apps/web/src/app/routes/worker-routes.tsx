import { ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { areaRoutes } from '../screen-route';

const WorkerHomeScreen = lazy(() => import('./worker/worker-home-screen'));
const WorkerEmpresaNifEditScreen = lazy(() => import('./worker/empresa-edit-screen'));
const WorkerEmpresaCreateScreen = lazy(() => import('./worker/empresa-create-screen'));
const WorkerEmpresasListScreen = lazy(() => import('./worker/empresas-list-screen'));
const WorkerGestoriaCreateScreen = lazy(() => import('./worker/gestoria-create-screen'));
const WorkerGestoriasListScreen = lazy(() => import('./worker/gestorias-list-screen'));
const WorkerGestoriaDetailScreen = lazy(() => import('./worker/gestoria-detail-screen'));

const WorkerFacturacionScreen = lazy(() => import('./worker/facturacion-screen'));
const WorkerComisionesScreen = lazy(() => import('./worker/comisiones-screen'));
const WorkerRenovacionesScreen = lazy(() => import('./worker/renovaciones-screen'));

/** ROLE_CUMPLIA_WORKER only. */
const route = areaRoutes('worker', requireRoles([ROLES.CUMPLIA_WORKER]));

/** Spec 2 §2 worker routes, spec 3 §2 worker-renovaciones and worker-facturacion. */
export const workerRoutes: RouteObject[] = [
  route('/worker-inicio', 'Panel de trabajo', { screen: WorkerHomeScreen, isHome: true }),
  route('/worker-anadir-empresa', 'Alta de una empresa', { screen: WorkerEmpresaCreateScreen }),
  route('/worker-anadir-gestoria', 'Alta de Colaborador', { screen: WorkerGestoriaCreateScreen }),
  route('/worker-detalle-empresa', 'Detalle del colaborador', {
    requiredState: { key: 'gestoriaId', fallback: '/worker-editar-gestorias-listado' },
    screen: WorkerGestoriaDetailScreen,
  }),
  route('/worker-editar-gestorias-listado', 'Tus colaboradores', { screen: WorkerGestoriasListScreen }),
  route('/worker-facturacion', 'Facturación', { screen: WorkerFacturacionScreen }),
  route('/worker-comisiones', 'Comisiones', { screen: WorkerComisionesScreen }),
  route('/worker-editar-cliente-listado', 'Tus empresas', { screen: WorkerEmpresasListScreen }),
  route('/worker-editar-cliente-empresa', 'Editar Empresa', {
    loader: requireRoles([ROLES.CUMPLIA_WORKER], { requiredQuery: 'cifNif' }),
    screen: WorkerEmpresaNifEditScreen,
  }),
  route('/worker-renovaciones', 'Renovaciones', { screen: WorkerRenovacionesScreen }),
];
