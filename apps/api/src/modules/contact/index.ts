import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { contactForwardEmail } from './contact-forward-email.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService, type ContactService } from './contact.service.ts';
import { contactPersonalData } from './contact.datos-personales.ts';

declare module '../manifest.ts' {
  interface AppServices {
    contact: ContactService;
  }
}

/** The public contact form: stored and forwarded to the provider's inbox. */
export const contactModule = defineModule({
  name: 'contact',
  provides: ['contact'],
  needs: ['outbox'],
  services: ({ db, unitOfWork, config, now }, { outbox }) => ({ contact: createContactService({ db, unitOfWork, config, outbox, now }) }),
  purge: ({ contact }) => async () => void (await contact.purgeOld()),
  routes: ({ contact, captcha }, { config }) => [mount(API_PREFIXES.mail, contactRoutes, { contact, captcha, rateLimitPerMinute: config.PUBLIC_RATE_LIMIT_PER_MINUTE })],
  emails: () => [contactForwardEmail],
  personalData: (_services, { db }) => contactPersonalData(db),
});
