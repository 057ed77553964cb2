import { ROLES } from '@cumplia/shared/enums';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { areaRoutes } from '../screen-route';
import { inStaffArea } from './in-staff-area';

const StaffHomeScreen = inStaffArea(() => import('./staff/staff-home-screen'), 'worker');
const EmpresaCreateScreen = inStaffArea(() => import('./staff/empresa-create-screen'), 'worker');
const EmpresasListScreen = inStaffArea(() => import('./staff/empresas-list-screen'), 'worker');
const WorkerEmpresaNifEditScreen = inStaffArea(() => import('./staff/worker-empresa-nif-edit-screen'), 'worker');
const GestoriaCreateScreen = inStaffArea(() => import('./staff/gestoria-create-screen'), 'worker');
const GestoriasListScreen = inStaffArea(() => import('./staff/gestorias-list-screen'), 'worker');
const GestoriaDetailScreen = inStaffArea(() => import('./staff/gestoria-detail-screen'), 'worker');
const FacturacionScreen = inStaffArea(() => import('./staff/facturacion-screen'), 'worker');
const ComisionesScreen = inStaffArea(() => import('./staff/comisiones-screen'), 'worker');
const SistemaFacturacionScreen = inStaffArea(() => import('./staff/sistema-facturacion-screen'), 'worker');
const RenovacionesScreen = inStaffArea(() => import('./staff/renovaciones-screen'), 'worker');
const HerramientasScreen = inStaffArea(() => import('./staff/herramientas-screen'), 'worker');

/** ROLE_CUMPLIA_WORKER only. */
const route = areaRoutes('worker', requireRoles([ROLES.CUMPLIA_WORKER]));

/** Spec 2 §2 worker routes, spec 3 §2 worker-renovaciones and worker-facturacion. */
export const workerRoutes: RouteObject[] = [
  route('/worker-inicio', 'Panel de trabajo', { screen: StaffHomeScreen, isHome: true }),
  route('/worker-anadir-empresa', 'Alta de una empresa', { screen: EmpresaCreateScreen }),
  route('/worker-anadir-gestoria', 'Alta de Colaborador', { screen: GestoriaCreateScreen }),
  route('/worker-detalle-empresa', 'Detalle del colaborador', {
    requiredState: { key: 'gestoriaId', fallback: '/worker-editar-gestorias-listado' },
    screen: GestoriaDetailScreen,
  }),
  route('/worker-editar-gestorias-listado', 'Colaboradores', { screen: GestoriasListScreen }),
  route('/worker-facturacion', 'Facturación', { screen: FacturacionScreen }),
  route('/worker-comisiones', 'Comisiones', { screen: ComisionesScreen }),
  route('/worker-sistema-facturacion', 'Sistema de facturación', { screen: SistemaFacturacionScreen }),
  route('/worker-editar-cliente-listado', 'Empresas', { screen: EmpresasListScreen }),
  route('/worker-editar-cliente-empresa', 'Editar Empresa', {
    loader: requireRoles([ROLES.CUMPLIA_WORKER], { requiredQuery: 'cifNif' }),
    screen: WorkerEmpresaNifEditScreen,
  }),
  route('/worker-renovaciones', 'Renovaciones', { screen: RenovacionesScreen }),
  route('/worker-herramientas', 'Activar herramientas', { screen: HerramientasScreen }),
];
