import { sepaDevolucionesRegistradas } from '../../events/sepa-devoluciones-registradas.event.ts';
import { listen } from '../../events/listen.ts';
import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { cobroDevueltoEmail } from './devolucion-email.ts';
import { devolucionesRoutes } from './devoluciones.routes.ts';
import { createDevolucionesService, type DevolucionesService } from './devoluciones.service.ts';
import { facturaFechaCobroCambiada } from '../../events/factura-fecha-cobro-cambiada.event.ts';
import { preavisoCobroEmail } from './preaviso-cobro-email.ts';
import { creditorAccountsFromConfig } from './sepa-accounts.ts';
import { sepaRoutes } from './sepa.routes.ts';
import { createSepaService, type SepaService } from './sepa.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    sepa: SepaService;
    /** The bank's return and reject files (decision 0051). */
    sepaDevoluciones: DevolucionesService;
  }
}

/** SEPA direct-debit files of the pending invoices (decision 0029), and the bank's returns (decision 0051). */
export const sepaModule = defineModule({
  name: 'sepa',
  provides: ['sepa', 'sepaDevoluciones'],
  needs: ['outbox'],
  services: ({ db, unitOfWork, config, proveedor, log, now }, { outbox }) => ({
    sepa: createSepaService({
      db,
      unitOfWork,
      proveedor,
      creditorIdentifier: config.PROVIDER_SEPA_CREDITOR_ID,
      accounts: creditorAccountsFromConfig(config),
      outbox,
      publicUrl: config.PUBLIC_URL,
      log,
      now,
    }),
    sepaDevoluciones: createDevolucionesService({ db, unitOfWork, outbox, proveedor, publicUrl: config.PUBLIC_URL, now }),
  }),
  routes: ({ sepa, sepaDevoluciones }) => [mount(API_PREFIXES.core, sepaRoutes, { sepa }), mount(API_PREFIXES.core, devolucionesRoutes, { devoluciones: sepaDevoluciones })],
  emails: () => [cobroDevueltoEmail, preavisoCobroEmail],
  listeners: ({ sepa, sepaDevoluciones }) => [
    listen(sepaDevolucionesRegistradas, 'sepa.avisar-devolucion', (uow, registradas) => sepaDevoluciones.mailReturned(uow, registradas.ficheroId)),
    // The pre-notification of a moved collection date (decision 0050).
    listen(facturaFechaCobroCambiada, 'sepa.preaviso-cobro', (uow, cambio) => sepa.preNotifyDateChange(uow, cambio)),
  ],
});
