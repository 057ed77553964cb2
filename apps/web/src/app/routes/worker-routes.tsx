import { ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { areaRoutes } from '../screen-route';
import { WORKER_AREA } from './staff/staff-area';

const StaffHomeScreen = lazy(() => import('./staff/staff-home-screen'));
const EmpresaCreateScreen = lazy(() => import('./staff/empresa-create-screen'));
const EmpresasListScreen = lazy(() => import('./staff/empresas-list-screen'));
const WorkerEmpresaNifEditScreen = lazy(() => import('./staff/worker-empresa-nif-edit-screen'));
const GestoriaCreateScreen = lazy(() => import('./staff/gestoria-create-screen'));
const GestoriasListScreen = lazy(() => import('./staff/gestorias-list-screen'));
const GestoriaDetailScreen = lazy(() => import('./staff/gestoria-detail-screen'));
const FacturacionScreen = lazy(() => import('./staff/facturacion-screen'));
const ComisionesScreen = lazy(() => import('./staff/comisiones-screen'));
const SistemaFacturacionScreen = lazy(() => import('./staff/sistema-facturacion-screen'));
const RenovacionesScreen = lazy(() => import('./staff/renovaciones-screen'));
const HerramientasScreen = lazy(() => import('./staff/herramientas-screen'));

/** ROLE_CUMPLIA_WORKER only. */
const route = areaRoutes('worker', requireRoles([ROLES.CUMPLIA_WORKER]));
/** The staff screens, each in the worker's area: its calls, addresses, page sizes and what it may do. */
const area = WORKER_AREA;

/** Spec 2 §2 worker routes, spec 3 §2 worker-renovaciones and worker-facturacion. */
export const workerRoutes: RouteObject[] = [
  route('/worker-inicio', 'Panel de trabajo', { screen: <StaffHomeScreen staffArea={area} />, isHome: true }),
  route('/worker-anadir-empresa', 'Alta de una empresa', { screen: <EmpresaCreateScreen staffArea={area} /> }),
  route('/worker-anadir-gestoria', 'Alta de Colaborador', { screen: <GestoriaCreateScreen staffArea={area} /> }),
  route('/worker-detalle-empresa', 'Detalle del colaborador', {
    requiredState: { key: 'gestoriaId', fallback: '/worker-editar-gestorias-listado' },
    screen: <GestoriaDetailScreen staffArea={area} />,
  }),
  route('/worker-editar-gestorias-listado', 'Tus colaboradores', { screen: <GestoriasListScreen staffArea={area} /> }),
  route('/worker-facturacion', 'Facturación', { screen: <FacturacionScreen staffArea={area} /> }),
  route('/worker-comisiones', 'Comisiones', { screen: <ComisionesScreen staffArea={area} /> }),
  route('/worker-sistema-facturacion', 'Sistema de facturación', { screen: <SistemaFacturacionScreen staffArea={area} /> }),
  route('/worker-editar-cliente-listado', 'Empresas', { screen: <EmpresasListScreen staffArea={area} /> }),
  route('/worker-editar-cliente-empresa', 'Editar Empresa', {
    loader: requireRoles([ROLES.CUMPLIA_WORKER], { requiredQuery: 'cifNif' }),
    screen: <WorkerEmpresaNifEditScreen staffArea={area} />,
  }),
  route('/worker-renovaciones', 'Renovaciones', { screen: <RenovacionesScreen staffArea={area} /> }),
  route('/worker-herramientas', 'Activar herramientas', { screen: <HerramientasScreen staffArea={area} /> }),
];
