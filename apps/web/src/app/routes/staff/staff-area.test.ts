import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screenOf } from '../../../test/route-screens';
import { makeToken } from '../../../test/tokens';
import { routes } from '../../route-table';
import { staffRoutes } from '../staff-routes';
import { workerRoutes } from '../worker-routes';
import { loadStaffArea, type StaffAreaName, type StaffAreaScreen } from '../in-staff-area';
import { SUPERADMIN_AREA, WORKER_AREA, staffAreaOf } from './staff-area';
import { storeSession } from '../../../lib/auth-storage';

/**
 * The staff area a route gives its screen, if it gives one: the screens load with their area's
 * settings (routes/in-staff-area.tsx), the route names the area.
 */
function staffAreaOfRoute(route: RouteObject): StaffAreaName | undefined {
  return (screenOf(route) as Partial<StaffAreaScreen> | undefined)?.staffArea;
}

/** Whether `role` gets into `path` (with its query) as the router would decide it. */
async function letsIn(path: string, role: string): Promise<boolean> {
  const url = new URL(path, 'http://localhost');
  const route = matchRoutes(routes, url.pathname)?.at(-1)?.route;
  if (!route || route.path === '*') return false;
  storeSession(makeToken({ roles: [role] }));
  try {
    if (typeof route.loader === 'function') await route.loader({ request: new Request(url), params: {}, context: {} } as LoaderFunctionArgs);
    return true;
  } catch {
    return false;
  }
}

const AREAS = [
  {
    name: 'superadmin',
    area: SUPERADMIN_AREA,
    role: 'ROLE_CUMPLIA',
    table: staffRoutes,
    // The screens of the tasks both areas have, at the superadmin's addresses.
    screens: [
      '/iniciosuperadmin',
      '/facturacionsuperadmin',
      '/comisionessuperadmin',
      '/sistemafacturacionsuperadmin',
      '/anadircolaboradorsuperadmin',
      '/editargestoriaslistado',
      '/renovacionesadmin',
      '/herramientassuperadmin',
      '/listarempresasadmin',
      '/detalleempresa',
      '/anadirclienteempresasuperadmin',
    ],
  },
  {
    name: 'worker',
    area: WORKER_AREA,
    role: 'ROLE_CUMPLIA_WORKER',
    table: workerRoutes,
    // Every worker screen (spec 2 §2, spec 3 §2, and its commissions).
    screens: [
      '/worker-inicio',
      '/worker-anadir-empresa',
      '/worker-anadir-gestoria',
      '/worker-detalle-empresa',
      '/worker-editar-gestorias-listado',
      '/worker-facturacion',
      '/worker-comisiones',
      '/worker-sistema-facturacion',
      '/worker-editar-cliente-listado',
      '/worker-editar-cliente-empresa',
      '/worker-renovaciones',
      '/worker-herramientas',
    ],
  },
] as const;

describe('the staff areas', () => {
  it.each(AREAS)('the $name route table gives its screens the $name area', async ({ area, table, screens }) => {
    const given = table.flatMap((route) => {
      const staffArea = staffAreaOfRoute(route);
      return staffArea ? [[route.path, staffArea] as const] : [];
    });
    expect(given.map(([path]) => path)).toEqual(screens);
    for (const [path, staffArea] of given) expect(await loadStaffArea(staffArea), path).toBe(area);
  });

  it.each(AREAS)("every address the $name area links to is one of its role's screens", async ({ area, role }) => {
    const empresa = { id: '7f1c', nifCif: 'B45678901' };
    const addresses = [
      area.home,
      ...Object.values(area.paths),
      ...area.menu.map((item) => item.to),
      area.empresaPath(empresa),
      ...(area.gestoriaEditPath ? [area.gestoriaEditPath('g-1')] : []),
    ];
    for (const address of addresses) expect(await letsIn(address, role), address).toBe(true);
  });

  it("the worker's area links to no screen of the superadmin's home or menu", () => {
    const superadminOnly = new Set(SUPERADMIN_AREA.menu.map((item) => item.to).filter((to) => to !== '/bandeja-salida'));
    const workerAddresses = [WORKER_AREA.home, ...Object.values(WORKER_AREA.paths), ...WORKER_AREA.menu.map((item) => item.to)];
    expect(workerAddresses.filter((address) => superadminOnly.has(address))).toEqual([]);
  });

  it("a signed-in member's own area: the superadmin's with ROLE_CUMPLIA, else the worker's", () => {
    expect(staffAreaOf(['ROLE_CUMPLIA'])).toBe(SUPERADMIN_AREA);
    expect(staffAreaOf(['ROLE_CUMPLIA_WORKER', 'ROLE_CUMPLIA'])).toBe(SUPERADMIN_AREA);
    expect(staffAreaOf(['ROLE_CUMPLIA_WORKER'])).toBe(WORKER_AREA);
  });
});
