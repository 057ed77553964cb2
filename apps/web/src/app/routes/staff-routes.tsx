import { STAFF_ROLES } from '@cumplia/shared/enums';
import type { RouteObject } from 'react-router';
import { requireRoles, requireSuperadmin } from '../route-guards';
import { areaRoutes } from '../screen-route';
import { inStaffArea } from './in-staff-area';
import { lazyScreen } from '../lazy-screen';

const StaffHomeScreen = inStaffArea(() => import('./staff/staff-home-screen'), 'superadmin');
const OutboxScreen = lazyScreen(() => import('./staff/outbox-screen'));
const FacturacionScreen = inStaffArea(() => import('./staff/facturacion-screen'), 'superadmin');
const ComisionesScreen = inStaffArea(() => import('./staff/comisiones-screen'), 'superadmin');
const SistemaFacturacionScreen = inStaffArea(() => import('./staff/sistema-facturacion-screen'), 'superadmin');
const RenovacionesScreen = inStaffArea(() => import('./staff/renovaciones-screen'), 'superadmin');
const EmpresaDetailScreen = lazyScreen(() => import('./staff/empresa-detail-screen'));
const EmpresaFormScreen = lazyScreen(() => import('./staff/empresa-form-screen'));
const WorkerEmpresaEditScreen = lazyScreen(() => import('./staff/worker-empresa-edit-screen'));
const EmpresaCreateScreen = inStaffArea(() => import('./staff/empresa-create-screen'), 'superadmin');
const EmpresasListScreen = inStaffArea(() => import('./staff/empresas-list-screen'), 'superadmin');
const GestoriaCreateScreen = inStaffArea(() => import('./staff/gestoria-create-screen'), 'superadmin');
const GestoriasListScreen = inStaffArea(() => import('./staff/gestorias-list-screen'), 'superadmin');
const GestoriaDetailScreen = inStaffArea(() => import('./staff/gestoria-detail-screen'), 'superadmin');
const GestoriaEditScreen = lazyScreen(() => import('./staff/gestoria-edit-screen'));
const UsuariosScreen = lazyScreen(() => import('./staff/usuarios-screen'));
const UsuarioEditScreen = lazyScreen(() => import('./staff/usuario-edit-screen'));
const HerramientasScreen = inStaffArea(() => import('./staff/herramientas-screen'), 'superadmin');
const DatosPersonalesScreen = lazyScreen(() => import('./staff/datos-personales-screen'));

/** ROLE_CUMPLIA or ROLE_CUMPLIA_WORKER. */
const route = areaRoutes('staff', requireRoles(STAFF_ROLES));

/**
 * Spec 2 §2 and spec 3 §2 staff routes, plus the outbox and the data-protection requests. The
 * company's detail and edit forms open to both roles at one address and take the signed-in member's
 * area.
 */
export const staffRoutes: RouteObject[] = [
  route('/iniciosuperadmin', 'Panel de administración', { loader: requireSuperadmin, screen: StaffHomeScreen, isHome: true }),
  route('/facturacionsuperadmin', 'Facturación', { screen: FacturacionScreen }),
  route('/comisionessuperadmin', 'Comisiones', { screen: ComisionesScreen }),
  route('/sistemafacturacionsuperadmin', 'Sistema de facturación', { screen: SistemaFacturacionScreen }),
  route('/anadirusuariosuperadmin', 'Gestionar usuarios', { screen: UsuariosScreen }),
  route('/editarformulariosuperadmin', 'Formulario de edición', { screen: EmpresaFormScreen }),
  route('/anadircolaboradorsuperadmin', 'Alta de Colaborador', { screen: GestoriaCreateScreen }),
  route('/editargestoriasuperadmin', 'Editar colaborador', { loader: requireRoles(STAFF_ROLES, { requiredQuery: 'id' }), screen: GestoriaEditScreen }),
  route('/editargestoriaslistado', 'Colaboradores', { screen: GestoriasListScreen }),
  route('/editarusuario', 'Datos de Usuario', { loader: requireRoles(STAFF_ROLES, { requiredQuery: 'id' }), screen: UsuarioEditScreen }),
  route('/renovacionesadmin', 'Renovaciones', { screen: RenovacionesScreen }),
  route('/herramientassuperadmin', 'Activar herramientas', { screen: HerramientasScreen }),
  route('/listarempresasadmin', 'Empresas', { screen: EmpresasListScreen }),
  route('/detalleempresa', 'Detalle del colaborador', {
    requiredState: { key: 'gestoriaId', fallback: '/editargestoriaslistado' },
    screen: GestoriaDetailScreen,
  }),
  route('/empresas/:id/edit', 'Ficha de la empresa', { screen: EmpresaDetailScreen }),
  route('/editarempresasuperadmin', 'Ficha de la empresa', { screen: EmpresaDetailScreen }),
  route('/anadirclienteempresasuperadmin', 'Alta de una empresa', { screen: EmpresaCreateScreen }),
  route('/empresas-worker/:id/edit', 'Precios y datos de la empresa', { screen: WorkerEmpresaEditScreen }),
  route('/bandeja-salida', 'Bandeja de salida', { screen: OutboxScreen }),
  // RGPD arts. 15 and 20 (decision 0082): the superadmin's alone, as is the call behind it.
  route('/datospersonales', 'Derechos de protección de datos', { loader: requireSuperadmin, screen: DatosPersonalesScreen }),
];
