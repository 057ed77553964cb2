import {
  IconBuildingPlus,
  IconBuildingStore,
  IconFileInvoice,
  IconMailForward,
  IconRefresh,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SideMenuItem } from '../../../components/layout/side-menu';

/** Spec 2 "Superadmin home", in its order and words, plus the outbox. */
export const SUPERADMIN_MENU: readonly SideMenuItem[] = [
  { to: '/anadirclienteempresasuperadmin', label: 'Añadir empresa', icon: IconBuildingPlus },
  { to: '/anadircolaboradorsuperadmin', label: 'Añadir colaborador', icon: IconUserPlus },
  { to: '/anadirusuariosuperadmin', label: 'Gestionar usuarios', icon: IconUsers },
  { to: '/editargestoriaslistado', label: 'Tus colaboradores', icon: IconUsersGroup },
  { to: '/listarempresasadmin', label: 'Tus empresas', icon: IconBuildingStore },
  { to: '/renovacionesadmin', label: 'Renovaciones', icon: IconRefresh },
  { to: '/facturacionsuperadmin', label: 'Facturación', icon: IconFileInvoice },
  { to: '/bandeja-salida', label: 'Bandeja de salida', icon: IconMailForward },
];
