import {
  IconBuildingPlus,
  IconBuildingStore,
  IconCoins,
  IconEdit,
  IconFileInvoice,
  IconMailForward,
  IconRefresh,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { SideMenuItem } from '../../../components/layout/side-menu';

type StaffMenuEntry = { label: string; icon: Icon; superadmin?: string; worker?: string };

/**
 * Spec 2 "Superadmin home" and "Worker home", in their order and words, plus the outbox: mostly
 * the same screens, each staff area at its own addresses. An entry without an area's address is
 * not in that area's menu.
 */
const STAFF_MENU: readonly StaffMenuEntry[] = [
  { label: 'Añadir empresa', icon: IconBuildingPlus, superadmin: '/anadirclienteempresasuperadmin', worker: '/worker-anadir-empresa' },
  { label: 'Añadir colaborador', icon: IconUserPlus, superadmin: '/anadircolaboradorsuperadmin', worker: '/worker-anadir-gestoria' },
  { label: 'Gestionar usuarios', icon: IconUsers, superadmin: '/anadirusuariosuperadmin' },
  { label: 'Tus colaboradores', icon: IconUsersGroup, superadmin: '/editargestoriaslistado', worker: '/worker-editar-gestorias-listado' },
  { label: 'Tus empresas', icon: IconBuildingStore, superadmin: '/listarempresasadmin' },
  { label: 'Renovaciones', icon: IconRefresh, superadmin: '/renovacionesadmin', worker: '/worker-renovaciones' },
  { label: 'Facturación', icon: IconFileInvoice, superadmin: '/facturacionsuperadmin', worker: '/worker-facturacion' },
  { label: 'Comisiones', icon: IconCoins, superadmin: '/comisionessuperadmin', worker: '/worker-comisiones' },
  { label: 'Editar empresas', icon: IconEdit, worker: '/worker-editar-cliente-listado' },
  { label: 'Bandeja de salida', icon: IconMailForward, superadmin: '/bandeja-salida', worker: '/bandeja-salida' },
];

function menuOf(area: 'superadmin' | 'worker'): readonly SideMenuItem[] {
  return STAFF_MENU.flatMap(({ label, icon, [area]: to }) => (to ? [{ to, label, icon }] : []));
}

export const SUPERADMIN_MENU = menuOf('superadmin');
export const WORKER_MENU = menuOf('worker');
