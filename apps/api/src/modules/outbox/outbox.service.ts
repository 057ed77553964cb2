import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { DELIVER_OUTBOX_JOB } from '../../jobs/deliver-outbox.job.ts';
import type { MailTransport } from './mail-transport.ts';
import type { SmsSender } from './sms-sender.ts';
import type { RenderedEmail } from './templates/layout.ts';
import { dueMessages, findMessage, insertMessage, listMessages, markFailedAttempt, markSent, type OutboxMessage } from './outbox.repository.ts';

const MAX_ATTEMPTS = 6;
const BATCH = 50;

export interface OutboxService {
  /** Stores an e-mail in the outbox, inside the caller's transaction. Call `dispatch` after commit. */
  queueEmail(tx: Executor, to: string, email: RenderedEmail): Promise<string>;
  queueSms(tx: Executor, to: string, text: string): Promise<string>;
  /** Asks the delivery job to run now (it also runs every minute). */
  dispatch(): Promise<void>;
  /** Delivers every message due; what fails is tried again later with back-off. */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  list(query: { page: number; size: number; channel?: 'EMAIL' | 'SMS' }): Promise<{ rows: OutboxMessage[]; total: number }>;
  get(id: string): Promise<OutboxMessage | undefined>;
}

export function createOutboxService(deps: {
  db: Database;
  queue: JobQueue;
  mail: MailTransport;
  sms: SmsSender;
  log: FastifyBaseLogger;
}): OutboxService {
  const { db, mail, sms, log } = deps;

  async function deliver(message: OutboxMessage) {
    if (message.channel === 'EMAIL') {
      await mail.send({ to: message.recipient, subject: message.subject ?? '', text: message.text, html: message.html });
    } else {
      await sms.send(message.recipient, message.text);
    }
  }

  return {
    queueEmail: (tx, to, email) =>
      insertMessage(tx, { channel: 'EMAIL', recipient: to, subject: email.subject, text: email.text, html: email.html }),
    queueSms: (tx, to, text) => insertMessage(tx, { channel: 'SMS', recipient: to, subject: null, text, html: null }),

    async dispatch() {
      try {
        await deps.queue.send(DELIVER_OUTBOX_JOB, {}, { retryLimit: 0 });
      } catch (error) {
        log.warn({ err: error }, 'could not signal the outbox delivery; the periodic run will deliver');
      }
    },

    async deliverDue() {
      let sent = 0;
      let failed = 0;
      for (const message of await dueMessages(db, BATCH)) {
        try {
          await deliver(message);
          if (await markSent(db, message.id)) sent += 1;
        } catch (error) {
          failed += 1;
          log.warn({ err: error, messageId: message.id }, 'outbox delivery failed');
          await markFailedAttempt(db, message.id, error instanceof Error ? error.message : String(error), MAX_ATTEMPTS);
        }
      }
      return { sent, failed };
    },

    list: (query) => listMessages(db, query),
    get: (id) => findMessage(db, id),
  };
}
