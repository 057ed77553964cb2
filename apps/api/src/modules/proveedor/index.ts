import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { proveedorRoutes } from './proveedor.routes.ts';

/** Who provides the service, for the footer and the legal pages (decision 0010). */
export const proveedorModule = defineModule({
  name: 'proveedor',
  routes: (_services, { proveedor }) => [mount(API_PREFIXES.core, proveedorRoutes, { proveedor })],
});
