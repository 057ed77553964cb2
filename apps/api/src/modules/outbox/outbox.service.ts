import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { deliverOutboxJob } from '../../jobs/deliver-outbox.job.ts';
import type { MailTransport } from './mail-transport.ts';
import type { SmsSender } from './sms-sender.ts';
import type { RenderedEmail } from './templates/layout.ts';
import { templateNamed, type EmailAttachment, type EmailTemplate, type EmailTemplateData, type EmailTemplateName } from './templates/registry.ts';
import { dueMessages, findMessage, insertMessage, insertMessages, listMessages, markFailedAttempt, markSent, type OutboxMessage } from './outbox.repository.ts';

const MAX_ATTEMPTS = 6;
const BATCH = 50;
/**
 * A delivery run stops taking new batches after this long and asks for another run: well inside
 * the queue's 10 s graceful stop, so that a shutdown does not cut a run short.
 */
const RUN_MILLISECONDS = 5_000;

/** A message as it reads: one queued as a template is shown rendered, with its attachments (made only when sent). */
export type ReadableOutboxMessage = Omit<OutboxMessage, 'text'> & { text: string; attachments: EmailAttachment[] };

/**
 * Every message is stored in the caller's unit of work, which signals the delivery job once it has
 * committed (once per unit, however many messages); the job also runs every minute.
 */
export interface OutboxService {
  queueEmail(uow: UnitOfWork, to: string, email: RenderedEmail): Promise<string>;
  /** E-mails stored as a template's name and data, in one statement; each is rendered when delivered. */
  queueTemplateEmails<Name extends EmailTemplateName>(uow: UnitOfWork, template: Name, emails: Array<{ to: string; data: EmailTemplateData<Name> }>): Promise<void>;
  /** One e-mail of a template handed to the outbox by the app (`templates`), stored as its name and data. */
  queueEmailTemplate<Data>(uow: UnitOfWork, template: EmailTemplate<Data>, to: string, data: Data): Promise<string>;
  queueSms(uow: UnitOfWork, to: string, text: string): Promise<string>;
  /** Many SMS in one statement (a bulk upload's signing links). */
  queueSmsBatch(uow: UnitOfWork, messages: Array<{ to: string; text: string }>): Promise<void>;
  /**
   * The delivery job's work: every message due; what fails is tried again later with back-off. A run
   * that stops at its time limit with messages left asks for another run.
   */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  list(query: { page: number; size: number; channel?: 'EMAIL' | 'SMS' }): Promise<{ rows: ReadableOutboxMessage[]; total: number }>;
  get(id: string): Promise<ReadableOutboxMessage | undefined>;
}

type Templates = ReadonlyMap<string, EmailTemplate<unknown>>;

/**
 * The message with its subject, text and html: rendered now if it was queued as a template. Its
 * attachments come from its template's data, sent or not: only their names are made here.
 */
function readable(message: OutboxMessage, templates: Templates): ReadableOutboxMessage {
  const template = message.template === null ? undefined : templateNamed(message.template, templates);
  if (message.template !== null && !template) throw new Error(`unknown e-mail template "${message.template}"`);
  // Stored rendered (or sent): its text as it went; only a template with files needs its data again.
  if (message.text !== null && !template?.attachments) return { ...message, text: message.text, attachments: [] };
  if (!template) throw new Error('outbox message with neither text nor template');
  const data = template.data.parse(message.templateData);
  const attachments = template.attachments?.(data) ?? [];
  if (message.text !== null) return { ...message, text: message.text, attachments };
  const rendered = template.render(data);
  return { ...message, subject: rendered.subject, text: rendered.text, html: rendered.html, attachments };
}

/**
 * The message as staff read it in the outbox: one whose stored data no longer fits its template
 * (it will fail on delivery and be counted there) says so instead of failing the whole list.
 */
function shownToStaff(message: OutboxMessage, templates: Templates): ReadableOutboxMessage {
  try {
    return readable(message, templates);
  } catch {
    return { ...message, text: message.text ?? `No se puede mostrar: los datos guardados no encajan con la plantilla «${message.template ?? ''}».`, attachments: [] };
  }
}

export function createOutboxService(deps: {
  db: Database;
  queue: JobQueue;
  mail: MailTransport;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Templates other modules own (with attachments), by name; see `queueEmailTemplate`. */
  templates?: ReadonlyArray<EmailTemplate<unknown>>;
}): OutboxService {
  const { db, queue, mail, sms, log } = deps;
  const templates: Templates = new Map((deps.templates ?? []).map((template) => [template.name, template]));

  /** Stored in the unit of work, delivered once it commits. */
  async function stored<Result>(uow: UnitOfWork, insert: Promise<Result>): Promise<Result> {
    const result = await insert;
    queue.sendAfterCommit(uow, deliverOutboxJob, {});
    return result;
  }

  /** Sends one message; true when this run marked it sent. */
  async function deliver(message: OutboxMessage): Promise<boolean> {
    const content = readable(message, templates);
    if (content.channel === 'EMAIL') {
      const attachments = await Promise.all(
        content.attachments.map(async (attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: await attachment.render() })),
      );
      await mail.send({ to: content.recipient, subject: content.subject ?? '', text: content.text, html: content.html, attachments });
    } else {
      await sms.send(content.recipient, content.text);
    }
    const rendered = message.text === null ? { subject: content.subject ?? '', text: content.text, html: content.html ?? '' } : undefined;
    return markSent(db, message.id, rendered);
  }

  return {
    queueEmail: (uow, to, email) =>
      stored(uow, insertMessage(uow.tx, { channel: 'EMAIL', recipient: to, subject: email.subject, text: email.text, html: email.html })),
    queueTemplateEmails: (uow, template, emails) =>
      stored(
        uow,
        insertMessages(
          uow.tx,
          emails.map((email) => ({ channel: 'EMAIL' as const, recipient: email.to, subject: null, text: null, html: null, template, templateData: email.data })),
        ),
      ),
    async queueEmailTemplate(uow, template, to, data) {
      if (templates.get(template.name) !== (template as unknown as EmailTemplate<unknown>)) throw new Error(`e-mail template "${template.name}" is not registered with the outbox`);
      return stored(uow, insertMessage(uow.tx, { channel: 'EMAIL', recipient: to, subject: null, text: null, html: null, template: template.name, templateData: data }));
    },
    queueSms: (uow, to, text) => stored(uow, insertMessage(uow.tx, { channel: 'SMS', recipient: to, subject: null, text, html: null })),
    queueSmsBatch: async (uow, messages) => {
      if (messages.length === 0) return;
      await stored(
        uow,
        insertMessages(
          uow.tx,
          messages.map((message) => ({ channel: 'SMS' as const, recipient: message.to, subject: null, text: message.text, html: null, template: null, templateData: null })),
        ),
      );
    },

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
          try {
            await queue.send(deliverOutboxJob, {});
          } catch (error) {
            log.warn({ err: error }, 'could not ask for another delivery run; the periodic run will deliver');
          }
          break;
        }
      }
      return { sent, failed };
    },

    async list(query) {
      const { rows, total } = await listMessages(db, query);
      return { rows: rows.map((message) => shownToStaff(message, templates)), total };
    },
    get: async (id) => {
      const message = await findMessage(db, id);
      return message && shownToStaff(message, templates);
    },
  };
}

// The e-mails other modules write, reached through this service like the rest of the module.
export { passwordRecoveryEmail } from './templates/password-recovery.ts';
export { contactForwardEmail } from './templates/contact-forward.ts';
export { newsletterConfirmationEmail } from './templates/newsletter-confirmation.ts';
// For the templates other modules own (with attachments) and hand to the outbox.
export { renderEmail } from './templates/layout.ts';
export type { EmailAttachment, EmailTemplate } from './templates/registry.ts';
export { contractSigningLink } from './templates/contract-signature.ts';
