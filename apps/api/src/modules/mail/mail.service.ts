import type { ContactRequest } from '@cumplia/shared/schemas/contact';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { equalHex, hmacHex, randomToken, sha256Hex } from '../../lib/crypto.ts';
import { contactForwardEmail, newsletterConfirmationEmail, type OutboxService } from '../outbox/outbox.service.ts';
import { confirmByTokenHash, findSubscription, findSubscriptionById, insertContactMessage, markUnsubscribed, upsertPendingSubscription } from './mail.repository.ts';

const CONFIRMATION_DAYS = 7;

export interface MailService {
  /** Stores a contact message and forwards it to the provider's inbox. */
  sendContact(input: ContactRequest & { clientIp: string }): Promise<void>;
  /** Starts (or restarts) a double opt-in; a confirmed address is left as it is. */
  subscribe(email: string): Promise<void>;
  confirm(token: string): Promise<void>;
  unsubscribe(token: string): Promise<void>;
  /** The link that ends a subscription, for every e-mail sent to the subscriber. */
  unsubscribeUrl(subscriptionId: string): string;
}

export function createMailService(deps: { db: Database; config: Config; outbox: OutboxService; secret: string }): MailService {
  const { db, config, outbox } = deps;
  const unsubscribeKey = `newsletter-unsubscribe:${deps.secret}`;
  const unsubscribeToken = (id: string) => `${id}.${hmacHex(unsubscribeKey, id).slice(0, 32)}`;
  const unsubscribeUrl = (id: string) => `${config.PUBLIC_URL}/newsletter/baja?token=${encodeURIComponent(unsubscribeToken(id))}`;

  return {
    unsubscribeUrl,

    async sendContact(input) {
      const message = { name: input.name, city: input.city ?? '', email: input.email, phone: input.phone, message: input.message };
      await db.transaction(async (tx) => {
        await insertContactMessage(tx, { ...message, privacyAccepted: input.privacidad === true, clientIp: input.clientIp });
        await outbox.queueEmail(tx, config.PROVIDER_INBOX, contactForwardEmail({ publicUrl: config.PUBLIC_URL, ...message }));
      });
      await outbox.dispatch();
    },

    async subscribe(email) {
      const normalized = email.trim().toLowerCase();
      const existing = await findSubscription(db, normalized);
      if (existing?.status === 'CONFIRMED') return;
      const token = randomToken();
      await db.transaction(async (tx) => {
        const id = await upsertPendingSubscription(tx, normalized, sha256Hex(token), new Date(Date.now() + CONFIRMATION_DAYS * 86_400_000));
        await outbox.queueEmail(
          tx,
          normalized,
          newsletterConfirmationEmail({
            publicUrl: config.PUBLIC_URL,
            confirmUrl: `${config.PUBLIC_URL}/newsletter/confirmar?token=${encodeURIComponent(token)}`,
            unsubscribeUrl: unsubscribeUrl(id),
            validDays: CONFIRMATION_DAYS,
          }),
        );
      });
      await outbox.dispatch();
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
