import { IconHome, IconReceipt } from '@tabler/icons-react';
import type { SideMenuItem } from '../components/layout/side-menu';
import type { AreaMenu } from '../components/layout/signed-in-shell';
import { GESTORIA_PENDIENTES_LINKS } from '../features/dashboard/components/gestoria-pendientes-section';
import type { BellLinks } from '../features/session/components/notifications-bell';
import { HOME_PATHS } from '../lib/home-paths';
import { GESTORIA_MENU } from './routes/gestoria/gestoria-menu';
import { staffAreaOf, WORKER_AREA, type StaffAreaSettings } from './routes/staff/staff-area';
import type { RouteArea } from './screen-route';

/** What the shell shows around a signed-in screen: the role's menu, its home and the bell's target. */
export type AreaNavigation = {
  home: string;
  menu: AreaMenu;
  /** Where the bell's notices lead: staff's renewals and returned debits, the collaborator's returned debits; clients have no bell. */
  bell?: BellLinks;
};

const home = (to: string): SideMenuItem => ({ to, label: 'Inicio', icon: IconHome });

/** Spec 1 §2.9: the client's screens. */
const EMPRESA_MENU: readonly SideMenuItem[] = [home(HOME_PATHS.empresa), { to: '/facturacion', label: 'Facturación', icon: IconReceipt }];

function staffNavigation(area: StaffAreaSettings): AreaNavigation {
  return { home: area.home, menu: { title: area.menuTitle, items: [home(area.home), ...area.menu] }, bell: { RENOVACIONES_PRIORITARIAS: area.paths.renovaciones, COBROS_DEVUELTOS: `${area.paths.facturacion}?devuelta=true` } };
}

/**
 * The navigation of a signed-in area. The staff screens both roles open at one address (the
 * company's detail, the outbox) take the member's own area, as their content does.
 */
export function areaNavigation(area: Exclude<RouteArea, 'public'>, roles: readonly string[]): AreaNavigation {
  switch (area) {
    case 'gestoria':
      return {
        home: HOME_PATHS.gestoria,
        menu: { title: 'Gestoría', items: [home(HOME_PATHS.gestoria), ...GESTORIA_MENU] },
        bell: { COBROS_DEVUELTOS: GESTORIA_PENDIENTES_LINKS.cobrosDevueltos },
      };
    case 'empresa':
      return { home: HOME_PATHS.empresa, menu: { title: 'Empresa', items: EMPRESA_MENU } };
    case 'worker':
      return staffNavigation(WORKER_AREA);
    case 'staff':
      return staffNavigation(staffAreaOf(roles));
  }
}
