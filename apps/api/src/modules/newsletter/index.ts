import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { newsletterConfirmationEmail } from './newsletter-confirmation-email.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { createNewsletterService, type NewsletterService } from './newsletter.service.ts';
import { newsletterPersonalData } from './newsletter.datos-personales.ts';

declare module '../manifest.ts' {
  interface AppServices {
    newsletter: NewsletterService;
  }
}

/** The newsletter: double opt-in and signed unsubscribe links. */
export const newsletterModule = defineModule({
  name: 'newsletter',
  provides: ['newsletter'],
  needs: ['outbox'],
  services: ({ db, unitOfWork, config, secret, now }, { outbox }) => ({ newsletter: createNewsletterService({ db, unitOfWork, config, outbox, secret, now }) }),
  purge: ({ newsletter }) => async () => void (await newsletter.purgeLapsed()),
  routes: ({ newsletter, captcha }, { config }) => [mount(API_PREFIXES.mail, newsletterRoutes, { newsletter, captcha, rateLimitPerMinute: config.PUBLIC_RATE_LIMIT_PER_MINUTE })],
  emails: () => [newsletterConfirmationEmail],
  personalData: (_services, { db }) => newsletterPersonalData(db),
});
