import {
  IconBuildingPlus,
  IconEdit,
  IconFileInvoice,
  IconMailForward,
  IconRefresh,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SideMenuItem } from '../../../components/layout/side-menu';

/** Spec 2 "Worker home", in its order and words, plus the outbox. */
export const WORKER_MENU: readonly SideMenuItem[] = [
  { to: '/worker-anadir-empresa', label: 'Añadir empresa', icon: IconBuildingPlus },
  { to: '/worker-anadir-gestoria', label: 'Añadir colaborador', icon: IconUserPlus },
  { to: '/worker-editar-gestorias-listado', label: 'Tus colaboradores', icon: IconUsersGroup },
  { to: '/worker-renovaciones', label: 'Renovaciones', icon: IconRefresh },
  { to: '/worker-facturacion', label: 'Facturación', icon: IconFileInvoice },
  { to: '/worker-editar-cliente-listado', label: 'Editar empresas', icon: IconEdit },
  { to: '/bandeja-salida', label: 'Bandeja de salida', icon: IconMailForward },
];
