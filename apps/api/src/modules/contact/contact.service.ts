import { daysBefore } from '@cumplia/shared/calendar';
import type { ContactRequest } from '@cumplia/shared/schemas/contact';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { contactForwardEmail } from './contact-forward-email.ts';
import { deleteContactMessagesBefore, insertContactMessage } from './contact.repository.ts';

export interface ContactService {
  /** Stores a contact message and forwards it to the provider's inbox. */
  sendContact(input: ContactRequest & { clientIp: string }): Promise<void>;
  /** Deletes the messages older than CONTACT_RETENTION_DAYS (the purge job's, hourly). */
  purgeOld(): Promise<number>;
}

/**
 * How long a contact message is kept: a year from its arrival, time to answer it and any exchange it
 * starts, then deleted (RGPD art. 5.1.e; the privacy policy's "Atención de consultas"; decision 0074).
 */
export const CONTACT_RETENTION_DAYS = 365;

export function createContactService(deps: { db: Database; unitOfWork: UnitOfWorkRunner; config: Config; outbox: OutboxService; now: () => Date }): ContactService {
  const { db, unitOfWork, config, outbox, now } = deps;
  return {
    purgeOld: () => deleteContactMessagesBefore(db, daysBefore(now(), CONTACT_RETENTION_DAYS)),

    async sendContact(input) {
      const message = { name: input.name, city: input.city ?? '', email: input.email, phone: input.phone, message: input.message };
      await unitOfWork.run(async (uow) => {
        await insertContactMessage(uow.tx, { ...message, privacyAccepted: input.privacidad === true, clientIp: input.clientIp });
        await outbox.queueEmail(uow, contactForwardEmail, config.PROVIDER_INBOX, { publicUrl: config.PUBLIC_URL, ...message });
      });
    },
  };
}
