import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { formacionRoutes } from './formacion.routes.ts';
import { loadPildoras } from './pildoras.ts';

/** The training pills of the public training page, from configuration. */
export const formacionModule = defineModule({
  name: 'formacion',
  routes: (_services, { config }) => [mount(API_PREFIXES.core, formacionRoutes, { pildoras: loadPildoras(config.PILDORAS_FILE) })],
});
