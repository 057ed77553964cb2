import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from '../lazy-screen';
import type { StaffAreaSettings } from './staff/staff-area';

type StaffScreenModule = { default: ComponentType<{ staffArea: StaffAreaSettings }> };

/** The two staff areas a staff screen can serve. */
export type StaffAreaName = 'superadmin' | 'worker';

/** A staff screen bound to its area: the route table's screen, naming the area it was given. */
export type StaffAreaScreen = LazyScreen & { readonly staffArea: StaffAreaName };

/** An area's settings (menus, page sizes, what the role may do), loaded apart from the entry. */
export async function loadStaffArea(area: StaffAreaName): Promise<StaffAreaSettings> {
  const { SUPERADMIN_AREA, WORKER_AREA } = await import('./staff/staff-area');
  return area === 'worker' ? WORKER_AREA : SUPERADMIN_AREA;
}

/**
 * A staff screen in one area, loaded together with the area's settings: the route table names the
 * area, and a visitor of the public pages downloads none of it (docs/decisions/0055).
 */
export function inStaffArea(load: () => Promise<StaffScreenModule>, area: StaffAreaName): StaffAreaScreen {
  const Screen = lazyScreen(async () => {
    const [{ default: AreaScreen }, settings] = await Promise.all([load(), loadStaffArea(area)]);
    return { default: () => <AreaScreen staffArea={settings} /> };
  });
  return Object.assign(Screen, { staffArea: area });
}
