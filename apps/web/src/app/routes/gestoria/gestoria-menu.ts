import { IconBuildingPlus, IconBuildingStore, IconFileInvoice, IconFileUpload, IconRefresh } from '@tabler/icons-react';
import type { SideMenuItem } from '../../../components/layout/side-menu';

/** Spec 1 §2.11, the collaborator's sidebar. */
export const GESTORIA_MENU: readonly SideMenuItem[] = [
  { to: '/anadirclienteempresa', label: 'Alta de empresa', icon: IconBuildingPlus },
  {
    to: '/editarclientelistado',
    label: 'Empresas',
    icon: IconBuildingStore,
    matches: ['/editarclienteempresa', '/empresas-sin-usuario', '/asignar-usuario-empresa'],
  },
  { to: '/altamasiva', label: 'Alta masiva', icon: IconFileUpload },
  { to: '/renovaciones', label: 'Renovaciones', icon: IconRefresh },
  { to: '/facturaciongestoria', label: 'Facturación', icon: IconFileInvoice },
];
