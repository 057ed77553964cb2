import { facturaEmitida } from '../../events/factura-emitida.event.ts';
import { listen } from '../../events/listen.ts';
import { processRenovacionesJob } from '../../jobs/process-renovaciones.job.ts';
import { jobWorker } from '../../jobs/queue.ts';
import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { herramientasFinalizadasEmail, renovacionAvisoEmail, renovacionConfirmadaEmail } from './renovacion-emails.ts';
import { renovacionesRoutes } from './renovaciones.routes.ts';
import { createRenovacionesCycleService, type RenovacionesCycleService } from './renovaciones-cycle.service.ts';
import { createRenovacionesService, type RenovacionesService } from './renovaciones.service.ts';

declare module '../manifest.ts' {
  interface AppServices {
    /** The screens: lists, products and prices, Confirmar, Deshabilitar, toggles, the company detail's card, the bell. */
    renovaciones: RenovacionesService;
    /** The daily cycle: renewals created, processed and ended; their invoices linked. */
    renovacionesCycle: RenovacionesCycleService;
  }
}

/** The yearly renewal of each company's tools: the daily cycle and the screens (decisions 0030, 0031). */
export const renovacionesModule = defineModule({
  name: 'renovaciones',
  provides: ['renovaciones', 'renovacionesCycle'],
  needs: ['outbox'],
  services: ({ db, unitOfWork, config, log, now }, { outbox }) => ({
    renovaciones: createRenovacionesService({ db, unitOfWork, outbox, publicUrl: config.PUBLIC_URL, now }),
    renovacionesCycle: createRenovacionesCycleService({ db, unitOfWork, outbox, publicUrl: config.PUBLIC_URL, log, now }),
  }),
  routes: ({ renovaciones }) => [mount(API_PREFIXES.core, renovacionesRoutes, { renovaciones })],
  jobs: ({ renovacionesCycle }) => [jobWorker(processRenovacionesJob, () => renovacionesCycle.runDaily())],
  emails: () => [renovacionAvisoEmail, renovacionConfirmadaEmail, herramientasFinalizadasEmail],
  listeners: ({ renovacionesCycle }) => [listen(facturaEmitida, 'renovaciones.enlazar-factura', (uow, emitida) => renovacionesCycle.linkFactura(uow, emitida))],
  // The staff bell: priority renewals (spec 1 §1, spec 0 "Renewals").
  bell: ({ renovaciones }) => (user) => renovaciones.priorityRenovacionesAviso(user),
  // The days a stopped server missed are caught up now (one run, coalesced across servers).
  onJobsStarted: async (_services, { queue, log }) => {
    await queue.send(processRenovacionesJob, {}).catch((error: unknown) => log.warn({ err: error }, 'renewals: the start-up run was not queued; the nightly run does it'));
  },
});
