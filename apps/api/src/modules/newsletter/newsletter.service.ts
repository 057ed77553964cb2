import { daysBefore } from '@cumplia/shared/calendar';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { badRequest } from '../../lib/app-error.ts';
import { equalHex, hmacHex, randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { newsletterConfirmationEmail } from './newsletter-confirmation-email.ts';
import { confirmByTokenHash, deleteLapsedSubscriptions, findSubscription, findSubscriptionById, markUnsubscribed, upsertPendingSubscription } from './newsletter.repository.ts';

const CONFIRMATION_DAYS = 7;

export interface NewsletterService {
  /** Starts (or restarts) a double opt-in; a confirmed address is left as it is. */
  subscribe(email: string): Promise<void>;
  confirm(token: string): Promise<void>;
  unsubscribe(token: string): Promise<void>;
  /** The link that ends a subscription, for every e-mail sent to the subscriber. */
  unsubscribeUrl(subscriptionId: string): string;
  /**
   * Deletes the lapsed subscriptions (the purge job's, hourly; see NEWSLETTER_LAPSED_DAYS) with the
   * confirmation e-mails the outbox still holds for them, in one transaction. How many subscriptions.
   */
  purgeLapsed(): Promise<number>;
}

/**
 * A subscription never confirmed, or ended, is deleted this long after its link expired or its end:
 * nothing is sent to it, and a new subscription asks for confirmation again (RGPD art. 5.1.e; LSSI
 * art. 21–22; decision 0074).
 */
export const NEWSLETTER_LAPSED_DAYS = 30;

export function createNewsletterService(deps: { db: Database; unitOfWork: UnitOfWorkRunner; config: Config; outbox: OutboxService; secret: string; now: () => Date }): NewsletterService {
  const { db, unitOfWork, config, outbox, now } = deps;
  const unsubscribeKey = `newsletter-unsubscribe:${deps.secret}`;
  const unsubscribeToken = (id: string) => `${id}.${hmacHex(unsubscribeKey, id).slice(0, 32)}`;
  const unsubscribeUrl = (id: string) => `${config.PUBLIC_URL}/newsletter/baja?token=${encodeURIComponent(unsubscribeToken(id))}`;

  return {
    purgeLapsed: () =>
      unitOfWork.run(async (uow) => {
        const emails = await deleteLapsedSubscriptions(uow.tx, daysBefore(now(), NEWSLETTER_LAPSED_DAYS));
        await outbox.forgetSent(uow, newsletterConfirmationEmail, emails);
        return emails.length;
      }),

    unsubscribeUrl,

    async subscribe(email) {
      const normalized = email.trim().toLowerCase();
      const existing = await findSubscription(db, normalized);
      if (existing?.status === 'CONFIRMED') return;
      const token = randomToken();
      await unitOfWork.run(async (uow) => {
        const id = await upsertPendingSubscription(uow.tx, normalized, sha256Hex(token), new Date(Date.now() + CONFIRMATION_DAYS * 86_400_000));
        await outbox.queueEmail(uow, newsletterConfirmationEmail, normalized, {
          publicUrl: config.PUBLIC_URL,
          confirmUrl: `${config.PUBLIC_URL}/newsletter/confirmar?token=${encodeURIComponent(token)}`,
          unsubscribeUrl: unsubscribeUrl(id),
          validDays: CONFIRMATION_DAYS,
        });
      });
    },

    async confirm(token) {
      const confirmed = await confirmByTokenHash(db, sha256Hex(token));
      if (!confirmed) throw badRequest('INVALID_CODE', 'El enlace de confirmación no es válido o ha caducado.');
    },

    async unsubscribe(token) {
      const invalid = () => badRequest('INVALID_CODE', 'El enlace para darse de baja no es válido.');
      const [id, signature] = token.split('.');
      if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) throw invalid();
      const expected = hmacHex(unsubscribeKey, id).slice(0, 32);
      if (!/^[0-9a-f]{32}$/.test(signature) || !equalHex(signature, expected)) throw invalid();
      if (!(await findSubscriptionById(db, id))) throw invalid();
      await markUnsubscribed(db, id);
    },
  };
}
