import type { ContactRequest } from '@cumplia/shared/schemas/contact';
import type { Config } from '../../config.ts';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { contactForwardEmail } from './contact-forward-email.ts';
import { insertContactMessage } from './contact.repository.ts';

export interface ContactService {
  /** Stores a contact message and forwards it to the provider's inbox. */
  sendContact(input: ContactRequest & { clientIp: string }): Promise<void>;
}

export function createContactService(deps: { unitOfWork: UnitOfWorkRunner; config: Config; outbox: OutboxService }): ContactService {
  const { unitOfWork, config, outbox } = deps;
  return {
    async sendContact(input) {
      const message = { name: input.name, city: input.city ?? '', email: input.email, phone: input.phone, message: input.message };
      await unitOfWork.run(async (uow) => {
        await insertContactMessage(uow.tx, { ...message, privacyAccepted: input.privacidad === true, clientIp: input.clientIp });
        await outbox.queueEmail(uow, contactForwardEmail, config.PROVIDER_INBOX, { publicUrl: config.PUBLIC_URL, ...message });
      });
    },
  };
}
