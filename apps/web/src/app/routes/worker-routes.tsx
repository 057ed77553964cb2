import { ROLES } from '@cumplia/shared/enums';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../route-guards';
import { screenRoute } from '../screen-route';

const WorkerHomeScreen = lazy(() => import('./worker/worker-home-screen'));

const area = 'worker';
/** ROLE_CUMPLIA_WORKER only. */
const loader = requireRoles([ROLES.CUMPLIA_WORKER]);

/** Spec 2 §2 worker routes, spec 3 §2 worker-renovaciones and worker-facturacion. */
export const workerRoutes: RouteObject[] = [
  screenRoute({ path: '/worker-inicio', title: 'Panel de trabajo', area, loader, screen: WorkerHomeScreen, isHome: true }),
  screenRoute({ path: '/worker-anadir-empresa', title: 'Alta de una empresa', area, loader }),
  screenRoute({ path: '/worker-anadir-gestoria', title: 'Alta de Colaborador', area, loader }),
  screenRoute({
    path: '/worker-detalle-empresa',
    title: 'Detalle del colaborador',
    area,
    loader,
    requiredState: { key: 'gestoriaId', fallback: '/worker-editar-gestorias-listado' },
  }),
  screenRoute({ path: '/worker-editar-gestorias-listado', title: 'Tus colaboradores', area, loader }),
  screenRoute({ path: '/worker-facturacion', title: 'Facturación', area, loader }),
  screenRoute({ path: '/worker-editar-cliente-listado', title: 'Tus empresas', area, loader }),
  screenRoute({
    path: '/worker-editar-cliente-empresa',
    title: 'Editar Empresa',
    area,
    loader: requireRoles([ROLES.CUMPLIA_WORKER], { requiredQuery: 'cifNif' }),
  }),
  screenRoute({ path: '/worker-renovaciones', title: 'Renovaciones', area, loader }),
];
