import {
  IconBuildingPlus,
  IconBuildingStore,
  IconCoins,
  IconEdit,
  IconFileInvoice,
  IconMailForward,
  IconRefresh,
  IconShieldCheck,
  IconTools,
  IconUserPlus,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { SideMenuItem } from '../../../components/layout/side-menu';

type StaffMenuEntry = {
  label: string;
  icon: Icon;
  superadmin?: string;
  worker?: string;
  /** The screens opened from this entry's list, marked with it in the menu. */
  matches?: readonly string[];
};

/** A company's detail and edit screens, which both staff areas open (decision 0035). */
const COMPANY_SCREENS = ['/editarempresasuperadmin', '/empresas/:id/edit', '/editarformulariosuperadmin', '/empresas-worker/:id/edit'];

/**
 * Spec 2 "Superadmin home" and "Worker home", in their order and words, plus the outbox and the
 * superadmin's data-protection requests: mostly the same screens, each staff area at its own
 * addresses. An entry without an area's address is not in that area's menu.
 */
const STAFF_MENU: readonly StaffMenuEntry[] = [
  { label: 'Añadir empresa', icon: IconBuildingPlus, superadmin: '/anadirclienteempresasuperadmin', worker: '/worker-anadir-empresa' },
  { label: 'Añadir colaborador', icon: IconUserPlus, superadmin: '/anadircolaboradorsuperadmin', worker: '/worker-anadir-gestoria' },
  { label: 'Gestionar usuarios', icon: IconUsers, superadmin: '/anadirusuariosuperadmin', matches: ['/editarusuario'] },
  {
    label: 'Colaboradores',
    icon: IconUsersGroup,
    superadmin: '/editargestoriaslistado',
    worker: '/worker-editar-gestorias-listado',
    matches: ['/detalleempresa', '/editargestoriasuperadmin', '/worker-detalle-empresa'],
  },
  { label: 'Empresas', icon: IconBuildingStore, superadmin: '/listarempresasadmin', matches: [...COMPANY_SCREENS] },
  { label: 'Activar herramientas', icon: IconTools, superadmin: '/herramientassuperadmin', worker: '/worker-herramientas' },
  { label: 'Renovaciones', icon: IconRefresh, superadmin: '/renovacionesadmin', worker: '/worker-renovaciones' },
  { label: 'Facturación', icon: IconFileInvoice, superadmin: '/facturacionsuperadmin', worker: '/worker-facturacion' },
  { label: 'Comisiones', icon: IconCoins, superadmin: '/comisionessuperadmin', worker: '/worker-comisiones' },
  { label: 'Sistema de facturación', icon: IconShieldCheck, superadmin: '/sistemafacturacionsuperadmin', worker: '/worker-sistema-facturacion' },
  { label: 'Editar empresas', icon: IconEdit, worker: '/worker-editar-cliente-listado', matches: [...COMPANY_SCREENS, '/worker-editar-cliente-empresa'] },
  { label: 'Bandeja de salida', icon: IconMailForward, superadmin: '/bandeja-salida', worker: '/bandeja-salida' },
  { label: 'Protección de datos', icon: IconUserShield, superadmin: '/datospersonales' },
];

function menuOf(area: 'superadmin' | 'worker'): readonly SideMenuItem[] {
  return STAFF_MENU.flatMap(({ label, icon, matches, [area]: to }) => (to ? [{ to, label, icon, matches }] : []));
}

export const SUPERADMIN_MENU = menuOf('superadmin');
export const WORKER_MENU = menuOf('worker');
