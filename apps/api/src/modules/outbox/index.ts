import { deliverOutboxJob } from '../../jobs/deliver-outbox.job.ts';
import { jobWorker } from '../../jobs/queue.ts';
import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { createMailTransport } from './mail-transport.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { createOutboxService, type OutboxService } from './outbox.service.ts';
import { createSmsSender } from './sms-sender.ts';
import { outboxPersonalData } from './outbox.datos-personales.ts';

declare module '../manifest.ts' {
  interface AppServices {
    outbox: OutboxService;
  }
}

/** Every e-mail and SMS, stored in the unit of work that causes it and delivered by a job (decisions 0006, 0024). */
export const outboxModule = defineModule({
  name: 'outbox',
  provides: ['outbox'],
  services: ({ db, queue, bulkWork, config, log, emailTemplates, now }) => ({
    outbox: createOutboxService({
      db,
      queue,
      mail: createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log }),
      sms: createSmsSender({ config, log }),
      log,
      templates: emailTemplates,
      deliverInProcess: config.JOBS_ENABLED,
      bulkWork,
      now,
    }),
  }),
  purge: ({ outbox }) => async () => void (await outbox.purgeOld()),
  routes: ({ outbox }) => [mount(API_PREFIXES.mail, outboxRoutes, { outbox })],
  jobs: ({ outbox }) => [jobWorker(deliverOutboxJob, () => outbox.deliverDue())],
  // What a stopped or killed server left in the outbox goes out now, not at the next periodic run
  // (decision 0039); in the background, so that the start is not held up by an SMTP server.
  onJobsStarted: async ({ outbox }, { log }) => {
    void outbox.deliverDue().catch((error: unknown) => log.warn({ err: error }, 'outbox: the start-up delivery failed; the periodic run delivers'));
  },
  personalData: (_services, { db }) => outboxPersonalData(db),
});
