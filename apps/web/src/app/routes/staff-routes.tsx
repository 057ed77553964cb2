import { STAFF_ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles, requireSuperadminHome } from '../route-guards';
import { areaRoutes } from '../screen-route';
import { SUPERADMIN_AREA } from './staff/staff-area';

const StaffHomeScreen = lazy(() => import('./staff/staff-home-screen'));
const OutboxScreen = lazy(() => import('./staff/outbox-screen'));
const FacturacionScreen = lazy(() => import('./staff/facturacion-screen'));
const ComisionesScreen = lazy(() => import('./staff/comisiones-screen'));
const SistemaFacturacionScreen = lazy(() => import('./staff/sistema-facturacion-screen'));
const RenovacionesScreen = lazy(() => import('./staff/renovaciones-screen'));
const EmpresaDetailScreen = lazy(() => import('./staff/empresa-detail-screen'));
const EmpresaFormScreen = lazy(() => import('./staff/empresa-form-screen'));
const WorkerEmpresaEditScreen = lazy(() => import('./staff/worker-empresa-edit-screen'));
const EmpresaCreateScreen = lazy(() => import('./staff/empresa-create-screen'));
const EmpresasListScreen = lazy(() => import('./staff/empresas-list-screen'));
const GestoriaCreateScreen = lazy(() => import('./staff/gestoria-create-screen'));
const GestoriasListScreen = lazy(() => import('./staff/gestorias-list-screen'));
const GestoriaDetailScreen = lazy(() => import('./staff/gestoria-detail-screen'));
const GestoriaEditScreen = lazy(() => import('./staff/gestoria-edit-screen'));
const UsuariosScreen = lazy(() => import('./staff/usuarios-screen'));
const UsuarioEditScreen = lazy(() => import('./staff/usuario-edit-screen'));
const HerramientasScreen = lazy(() => import('./staff/herramientas-screen'));

/** ROLE_CUMPLIA or ROLE_CUMPLIA_WORKER. */
const route = areaRoutes('staff', requireRoles(STAFF_ROLES));
/** The superadmin's screens of the tasks both staff areas have; the worker's are in worker-routes. */
const area = SUPERADMIN_AREA;

/**
 * Spec 2 §2 and spec 3 §2 staff routes, plus the outbox. The company's detail and edit forms open to
 * both roles at one address and take the signed-in member's area.
 */
export const staffRoutes: RouteObject[] = [
  route('/iniciosuperadmin', 'Panel de administración', { loader: requireSuperadminHome, screen: <StaffHomeScreen staffArea={area} />, isHome: true }),
  route('/facturacionsuperadmin', 'Facturación', { screen: <FacturacionScreen staffArea={area} /> }),
  route('/comisionessuperadmin', 'Comisiones', { screen: <ComisionesScreen staffArea={area} /> }),
  route('/sistemafacturacionsuperadmin', 'Sistema de facturación', { screen: <SistemaFacturacionScreen staffArea={area} /> }),
  route('/anadirusuariosuperadmin', 'Gestionar usuarios', { screen: UsuariosScreen }),
  route('/editarformulariosuperadmin', 'Editar empresa', { screen: EmpresaFormScreen }),
  route('/anadircolaboradorsuperadmin', 'Alta de Colaborador', { screen: <GestoriaCreateScreen staffArea={area} /> }),
  route('/editargestoriasuperadmin', 'Editar colaborador', { loader: requireRoles(STAFF_ROLES, { requiredQuery: 'id' }), screen: GestoriaEditScreen }),
  route('/editargestoriaslistado', 'Tus colaboradores', { screen: <GestoriasListScreen staffArea={area} /> }),
  route('/editarusuario', 'Datos de Usuario', { loader: requireRoles(STAFF_ROLES, { requiredQuery: 'id' }), screen: UsuarioEditScreen }),
  route('/renovacionesadmin', 'Renovaciones', { screen: <RenovacionesScreen staffArea={area} /> }),
  route('/herramientassuperadmin', 'Activar herramientas', { screen: <HerramientasScreen staffArea={area} /> }),
  route('/listarempresasadmin', 'Empresas', { screen: <EmpresasListScreen staffArea={area} /> }),
  route('/detalleempresa', 'Detalle del colaborador', {
    requiredState: { key: 'gestoriaId', fallback: '/editargestoriaslistado' },
    screen: <GestoriaDetailScreen staffArea={area} />,
  }),
  route('/empresas/:id/edit', 'Ficha de la empresa', { screen: EmpresaDetailScreen }),
  route('/editarempresasuperadmin', 'Ficha de la empresa', { screen: EmpresaDetailScreen }),
  route('/anadirclienteempresasuperadmin', 'Alta de una empresa', { screen: <EmpresaCreateScreen staffArea={area} /> }),
  route('/empresas-worker/:id/edit', 'Editar empresa', { screen: WorkerEmpresaEditScreen }),
  route('/bandeja-salida', 'Bandeja de salida', { screen: OutboxScreen }),
];
