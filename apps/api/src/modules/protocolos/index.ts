import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { protocolosEmail } from './protocolos-email.ts';
import { protocolosRoutes } from './protocolos.routes.ts';
import { createProtocolosService, type ProtocolosService } from './protocolos.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    protocolos: ProtocolosService;
  }
}

/** The three protocol documents, filled with the company's data (decision 0023). */
export const protocolosModule = defineModule({
  name: 'protocolos',
  provides: ['protocolos'],
  needs: ['empresaReads', 'empresaEdits', 'outbox'],
  services: ({ db, unitOfWork, config, proveedor, now }, { empresaReads, empresaEdits, outbox }) => ({
    protocolos: createProtocolosService({ db, unitOfWork, empresaReads, empresaEdits, outbox, proveedor: { nombre: proveedor.nombre, nif: proveedor.nif, email: proveedor.email }, publicUrl: config.PUBLIC_URL, now }),
  }),
  routes: ({ protocolos }) => [mount(API_PREFIXES.core, protocolosRoutes, { protocolos })],
  emails: () => [protocolosEmail],
});
