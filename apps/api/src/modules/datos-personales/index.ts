import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { datosPersonalesRoutes } from './datos-personales.routes.ts';

/**
 * The answer to a person's access or portability request (RGPD arts. 15 and 20): every module's
 * `personalData` gathered for the superadmin (decision 0082).
 */
export const datosPersonalesModule = defineModule({
  name: 'datos-personales',
  routes: (_services, { db, datosPersonales, now }) => [mount(API_PREFIXES.core, datosPersonalesRoutes, { db, datosPersonales, now })],
});
