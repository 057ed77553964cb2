import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { datosPersonalesRoutes } from './datos-personales.routes.ts';
import { createDatosPersonalesService, type DatosPersonalesService } from './datos-personales.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    datosPersonales: DatosPersonalesService;
  }
}

/**
 * The answer to a person's access or portability request (RGPD arts. 15 and 20): every module's
 * `personalData` gathered for the superadmin (decision 0082).
 */
export const datosPersonalesModule = defineModule({
  name: 'datos-personales',
  provides: ['datosPersonales'],
  services: ({ db, datosPersonales, now }) => ({ datosPersonales: createDatosPersonalesService({ db, gather: datosPersonales, now }) }),
  routes: ({ datosPersonales }) => [mount(API_PREFIXES.core, datosPersonalesRoutes, { datosPersonales })],
});
