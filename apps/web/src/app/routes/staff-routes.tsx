import { STAFF_ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles, requireSuperadminHome } from '../route-guards';
import { areaRoutes } from '../screen-route';

const SuperadminHomeScreen = lazy(() => import('./staff/superadmin-home-screen'));
const OutboxScreen = lazy(() => import('./staff/outbox-screen'));
const StaffFacturacionScreen = lazy(() => import('./staff/facturacion-screen'));
const StaffComisionesScreen = lazy(() => import('./staff/comisiones-screen'));
const StaffRenovacionesScreen = lazy(() => import('./staff/renovaciones-screen'));
const EmpresaDetailScreen = lazy(() => import('./staff/empresa-detail-screen'));
const EmpresaFormScreen = lazy(() => import('./staff/empresa-form-screen'));
const WorkerEmpresaEditScreen = lazy(() => import('./staff/worker-empresa-edit-screen'));
const StaffEmpresaCreateScreen = lazy(() => import('./staff/empresa-create-screen'));
const StaffEmpresasListScreen = lazy(() => import('./staff/empresas-list-screen'));
const GestoriaCreateScreen = lazy(() => import('./staff/gestoria-create-screen'));
const GestoriasListScreen = lazy(() => import('./staff/gestorias-list-screen'));
const GestoriaDetailScreen = lazy(() => import('./staff/gestoria-detail-screen'));
const GestoriaEditScreen = lazy(() => import('./staff/gestoria-edit-screen'));
const UsuariosScreen = lazy(() => import('./staff/usuarios-screen'));
const UsuarioEditScreen = lazy(() => import('./staff/usuario-edit-screen'));

/** ROLE_CUMPLIA or ROLE_CUMPLIA_WORKER. */
const route = areaRoutes('staff', requireRoles(STAFF_ROLES));

/** Spec 2 §2 and spec 3 §2 staff routes, plus the outbox. */
export const staffRoutes: RouteObject[] = [
  route('/iniciosuperadmin', 'Panel de administración', { loader: requireSuperadminHome, screen: SuperadminHomeScreen, isHome: true }),
  route('/facturacionsuperadmin', 'Facturación', { screen: StaffFacturacionScreen }),
  route('/comisionessuperadmin', 'Comisiones', { screen: StaffComisionesScreen }),
  route('/anadirusuariosuperadmin', 'Gestionar usuarios', { screen: UsuariosScreen }),
  route('/editarformulariosuperadmin', 'Editar empresa', { screen: EmpresaFormScreen }),
  route('/anadircolaboradorsuperadmin', 'Alta de Colaborador', { screen: GestoriaCreateScreen }),
  route('/editargestoriasuperadmin', 'Editar colaborador', { loader: requireRoles(STAFF_ROLES, { requiredQuery: 'id' }), screen: GestoriaEditScreen }),
  route('/editargestoriaslistado', 'Tus Colaboradores', { screen: GestoriasListScreen }),
  route('/editarusuario', 'Datos de Usuario', { loader: requireRoles(STAFF_ROLES, { requiredQuery: 'id' }), screen: UsuarioEditScreen }),
  route('/renovacionesadmin', 'Renovaciones', { screen: StaffRenovacionesScreen }),
  route('/listarempresasadmin', 'Tus empresas', { screen: StaffEmpresasListScreen }),
  route('/detalleempresa', 'Detalle del colaborador', { requiredState: { key: 'gestoriaId', fallback: '/editargestoriaslistado' }, screen: GestoriaDetailScreen }),
  route('/empresas/:id/edit', 'Superadministrator Control', { screen: EmpresaDetailScreen }),
  route('/editarempresasuperadmin', 'Superadministrator Control', { screen: EmpresaDetailScreen }),
  route('/anadirclienteempresasuperadmin', 'Alta de una empresa', { screen: StaffEmpresaCreateScreen }),
  route('/empresas-worker/:id/edit', 'Editar empresa', { screen: WorkerEmpresaEditScreen }),
  route('/bandeja-salida', 'Bandeja de salida', { screen: OutboxScreen }),
];
