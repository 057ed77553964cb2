import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { comisionesRoutes } from './comisiones.routes.ts';
import { createComisionesService, type ComisionesService } from './comisiones.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    comisiones: ComisionesService;
  }
}

/** Commission statements per gestoría and month (decisions 0032, 0033). */
export const comisionesModule = defineModule({
  name: 'comisiones',
  provides: ['comisiones'],
  needs: ['gestorias'],
  services: ({ db, proveedor }, { gestorias }) => ({ comisiones: createComisionesService({ db, gestorias, proveedor }) }),
  routes: ({ comisiones }) => [mount(API_PREFIXES.core, comisionesRoutes, { comisiones })],
});
