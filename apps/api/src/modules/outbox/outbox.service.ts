import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { DELIVER_OUTBOX_JOB } from '../../jobs/deliver-outbox.job.ts';
import type { MailTransport } from './mail-transport.ts';
import type { SmsSender } from './sms-sender.ts';
import type { RenderedEmail } from './templates/layout.ts';
import { renderTemplate, type EmailTemplateData, type EmailTemplateName } from './templates/registry.ts';
import { dueMessages, findMessage, insertMessage, insertMessages, listMessages, markFailedAttempt, markSent, type OutboxMessage } from './outbox.repository.ts';

const MAX_ATTEMPTS = 6;
const BATCH = 50;
/**
 * A delivery run stops taking new batches after this long and asks for another run: well inside
 * the queue's 10 s graceful stop, so that a shutdown does not cut a run short.
 */
const RUN_MILLISECONDS = 5_000;

/** A message as it reads: one queued as a template is shown rendered. */
export type ReadableOutboxMessage = Omit<OutboxMessage, 'text'> & { text: string };

export interface OutboxService {
  /** Stores an e-mail in the outbox, inside the caller's transaction. Call `dispatch` after commit. */
  queueEmail(tx: Executor, to: string, email: RenderedEmail): Promise<string>;
  /**
   * Stores e-mails as a template's name and data, in one statement, inside the caller's
   * transaction; each is rendered when delivered. Call `dispatch` after commit.
   */
  queueTemplateEmails<Name extends EmailTemplateName>(tx: Executor, template: Name, emails: Array<{ to: string; data: EmailTemplateData<Name> }>): Promise<void>;
  queueSms(tx: Executor, to: string, text: string): Promise<string>;
  /** Asks the delivery job to run now (it also runs every minute). */
  dispatch(): Promise<void>;
  /** Delivers every message due; what fails is tried again later with back-off. */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  list(query: { page: number; size: number; channel?: 'EMAIL' | 'SMS' }): Promise<{ rows: ReadableOutboxMessage[]; total: number }>;
  get(id: string): Promise<ReadableOutboxMessage | undefined>;
}

/** The message with its subject, text and html: rendered now if it was queued as a template. */
function readable(message: OutboxMessage): ReadableOutboxMessage {
  if (message.text !== null) return { ...message, text: message.text };
  const rendered = renderTemplate(message.template ?? '', message.templateData);
  return { ...message, subject: rendered.subject, text: rendered.text, html: rendered.html };
}

export function createOutboxService(deps: {
  db: Database;
  queue: JobQueue;
  mail: MailTransport;
  sms: SmsSender;
  log: FastifyBaseLogger;
}): OutboxService {
  const { db, mail, sms, log } = deps;

  async function dispatch() {
    try {
      await deps.queue.send(DELIVER_OUTBOX_JOB, {}, { retryLimit: 0 });
    } catch (error) {
      log.warn({ err: error }, 'could not signal the outbox delivery; the periodic run will deliver');
    }
  }

  /** Sends one message; true when this run marked it sent. */
  async function deliver(message: OutboxMessage): Promise<boolean> {
    const content = readable(message);
    if (content.channel === 'EMAIL') {
      await mail.send({ to: content.recipient, subject: content.subject ?? '', text: content.text, html: content.html });
    } else {
      await sms.send(content.recipient, content.text);
    }
    const rendered = message.text === null ? { subject: content.subject ?? '', text: content.text, html: content.html ?? '' } : undefined;
    return markSent(db, message.id, rendered);
  }

  return {
    queueEmail: (tx, to, email) =>
      insertMessage(tx, { channel: 'EMAIL', recipient: to, subject: email.subject, text: email.text, html: email.html }),
    queueTemplateEmails: (tx, template, emails) =>
      insertMessages(
        tx,
        emails.map((email) => ({ channel: 'EMAIL' as const, recipient: email.to, subject: null, text: null, html: null, template, templateData: email.data })),
      ),
    queueSms: (tx, to, text) => insertMessage(tx, { channel: 'SMS', recipient: to, subject: null, text, html: null }),

    dispatch,

    async deliverDue() {
      let sent = 0;
      let failed = 0;
      const deadline = Date.now() + RUN_MILLISECONDS;
      // A bulk upload queues thousands of e-mails at once: take batches until none is due.
      for (;;) {
        const due = await dueMessages(db, BATCH);
        for (const message of due) {
          try {
            if (await deliver(message)) sent += 1;
          } catch (error) {
            failed += 1;
            log.warn({ err: error, messageId: message.id }, 'outbox delivery failed');
            await markFailedAttempt(db, message.id, error instanceof Error ? error.message : String(error), MAX_ATTEMPTS);
          }
        }
        if (due.length < BATCH) break;
        if (Date.now() > deadline) {
          await dispatch();
          break;
        }
      }
      return { sent, failed };
    },

    async list(query) {
      const { rows, total } = await listMessages(db, query);
      return { rows: rows.map(readable), total };
    },
    get: async (id) => {
      const message = await findMessage(db, id);
      return message && readable(message);
    },
  };
}

// The e-mails other modules write, reached through this service like the rest of the module.
export { passwordRecoveryEmail } from './templates/password-recovery.ts';
export { contactForwardEmail } from './templates/contact-forward.ts';
export { newsletterConfirmationEmail } from './templates/newsletter-confirmation.ts';
