import { lazy, type ComponentType } from 'react';
import type { StaffAreaSettings } from './staff-area';

type StaffScreenModule = { default: ComponentType<{ staffArea: StaffAreaSettings }> };

/**
 * A staff screen in one area, loaded together with the areas' settings (menus, page sizes, what the
 * role may do): the route table names the area, and a visitor of the public pages downloads none of
 * it (docs/decisions/0055).
 */
export function inStaffArea(load: () => Promise<StaffScreenModule>, area: 'superadmin' | 'worker') {
  return lazy(async () => {
    const [{ default: Screen }, { SUPERADMIN_AREA, WORKER_AREA }] = await Promise.all([load(), import('./staff-area')]);
    const settings = area === 'worker' ? WORKER_AREA : SUPERADMIN_AREA;
    return { default: () => <Screen staffArea={settings} /> };
  });
}
