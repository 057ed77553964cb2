import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { gestoriasRoutes } from './gestorias.routes.ts';
import { createGestoriasService, type GestoriasService } from './gestorias.service.ts';
import { staffGestoriasRoutes } from './staff-gestorias.routes.ts';
import { gestoriasPersonalData } from './gestorias.datos-personales.ts';

declare module '../manifest.ts' {
  interface AppServices {
    gestorias: GestoriasService;
  }
}

/** The collaborators (gestorías), their prices per tool and commission (decision 0020). */
export const gestoriasModule = defineModule({
  name: 'gestorias',
  provides: ['gestorias'],
  needs: ['accounts'],
  services: ({ db, unitOfWork }, { accounts }) => ({ gestorias: createGestoriasService({ db, unitOfWork, accounts }) }),
  routes: ({ gestorias, empresaReads }) => [mount(API_PREFIXES.core, gestoriasRoutes, { empresaReads }), mount(API_PREFIXES.core, staffGestoriasRoutes, { gestorias, empresaReads })],
  personalData: (_services, { db }) => gestoriasPersonalData(db),
});
