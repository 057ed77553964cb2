import { daysBefore } from '@cumplia/shared/calendar';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { BulkWork } from '../../jobs/bulk-work.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { deliverOutboxJob } from '../../jobs/deliver-outbox.job.ts';
import { exclusively } from '../../db/exclusively.ts';
import type { MailTransport } from './mail-transport.ts';
import type { SmsSender } from './sms-sender.ts';
import type { EmailAttachment, EmailTemplate, EmailTemplateRegistry } from './email-template.ts';
import { analyzeOutbox, deleteSettledBefore, deleteSettledTo, dueMessages, findMessage, insertMessage, insertMessages, listMessages, markFailedAttempt, markSent, type OutboxMessage, type SentMessage } from './outbox.repository.ts';

const MAX_ATTEMPTS = 6;
/**
 * How long a message is kept once it has been sent or given up on: the outbox is the delivery's
 * queue and staff's record of what went out, not an archive. A year, as the contact form's messages
 * (which it forwards) are kept, and what the privacy policy says (RGPD arts. 5.1.e and 13.2.a;
 * decision 0074). What must be proved for longer is kept where it belongs: a signature's evidence
 * with its contract, an invoice with its record.
 */
export const OUTBOX_RETENTION_DAYS = 365;

/** The database lock a delivery run holds: one run at a time across every instance (`exclusively`). */
export const OUTBOX_DELIVERY_LOCK = 'cumplia.outbox-delivery';
/**
 * Messages read at once. The query for the next ones walks past the index entries of the messages
 * just sent until a vacuum removes them (5 ms a query during a bulk upload's deliveries): fewer,
 * larger batches walk them less often. Between two slices of a batch, requests are answered.
 */
const BATCH = 500;
const MESSAGES_PER_SLICE = 50;
/**
 * A delivery run stops taking new batches after this long and asks for another run: well inside
 * the queue's 10 s graceful stop, so that a shutdown does not cut a run short.
 */
const RUN_MILLISECONDS = 5_000;
/**
 * What a run has sent is marked sent in one statement at the end of each batch, or sooner once this
 * long has passed since the first message not yet marked: a crash in between sends again at most
 * that second's messages (as one message could be before, sent and not yet marked).
 */
const MARK_WITHIN_MILLISECONDS = 1_000;

/** A message as it reads: one queued as a template is shown rendered, with its attachments (made only when sent). */
export type ReadableOutboxMessage = Omit<OutboxMessage, 'text'> & { text: string; attachments: EmailAttachment[] };

/**
 * Every message is stored in the caller's unit of work. Once it has committed, a server that runs the
 * jobs delivers it in its own process (`deliverSoon`: one run at a time across the instances, under
 * OUTBOX_DELIVERY_LOCK); one that does not sends the delivery job instead (once per unit, however many
 * messages). The delivery job also runs every minute, for whatever those missed.
 */
export interface OutboxService {
  /**
   * One e-mail of a module's template (declared in its manifest), stored as the template's name and
   * its data, checked now; it is rendered, and its files made, when it is delivered.
   */
  queueEmail<Data>(uow: UnitOfWork, template: EmailTemplate<Data>, to: string, data: Data): Promise<string>;
  /** Many e-mails of one template in one statement (a bulk upload's verification e-mails). */
  queueEmails<Data>(uow: UnitOfWork, template: EmailTemplate<Data>, emails: ReadonlyArray<{ to: string; data: Data }>): Promise<void>;
  queueSms(uow: UnitOfWork, to: string, text: string): Promise<string>;
  /** Many SMS in one statement (a bulk upload's signing links). */
  queueSmsBatch(uow: UnitOfWork, messages: Array<{ to: string; text: string }>): Promise<void>;
  /**
   * The delivery job's work: every message due; what fails is tried again later with back-off. A run
   * that stops at its time limit with messages left asks for another run.
   */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  list(query: { page: number; size: number; channel?: 'EMAIL' | 'SMS' }): Promise<{ rows: ReadableOutboxMessage[]; total: number }>;
  /** Deletes what was sent or given up on more than OUTBOX_RETENTION_DAYS ago (the purge job's, hourly). How many. */
  purgeOld(): Promise<number>;
  /**
   * Deletes, in the caller's unit of work, the e-mails of `template` sent or given up on to these
   * addresses: for a module that forgets someone sooner than the outbox's year (a lapsed newsletter
   * subscription).
   */
  forgetSent<Data>(uow: UnitOfWork, template: EmailTemplate<Data>, recipients: readonly string[]): Promise<void>;
  get(id: string): Promise<ReadableOutboxMessage | undefined>;
}

/**
 * The message with its subject, text and html: rendered now if it was queued as a template. Its
 * attachments come from its template's data, sent or not: only their names are made here.
 */
function readable(message: OutboxMessage, templates: EmailTemplateRegistry): ReadableOutboxMessage {
  const template = message.template === null ? undefined : templates.get(message.template);
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
function shownToStaff(message: OutboxMessage, templates: EmailTemplateRegistry): ReadableOutboxMessage {
  try {
    return readable(message, templates);
  } catch {
    return { ...message, text: message.text ?? `No se puede mostrar: los datos guardados no encajan con la plantilla «${message.template ?? ''}».`, attachments: [] };
  }
}

/**
 * What staff read instead of a message's text where a provider delivers its channel: there the outbox
 * is the record of what was sent, not the way it reaches its recipient, and its texts carry one-time
 * codes and personal links (a contract's signing link and SMS code, a password reset) that only their
 * recipient may use (RGPD art. 32; decision 0074).
 */
export const PROVIDER_DELIVERED_TEXT =
  'Entregado por el proveedor de envío. El texto no se muestra aquí: puede contener códigos de un solo uso y enlaces personales que solo su destinatario debe conocer.';

export function createOutboxService(deps: {
  db: Database;
  queue: JobQueue;
  mail: MailTransport;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Every module's e-mail templates, by name. */
  templates: EmailTemplateRegistry;
  /**
   * Deliver after each commit in this process (when the server runs its jobs) rather than through
   * the queue: a stately job left "active" by a killed server held the next runs back for minutes.
   */
  deliverInProcess?: boolean;
  /**
   * Deliveries give way to bulk work in this process (a bulk upload, which queues three messages a
   * company): a run stops between two slices while it runs, and the next goes on once it has ended.
   */
  bulkWork: BulkWork;
  now: () => Date;
}): OutboxService {
  const { db, queue, mail, sms, log, templates, bulkWork, now } = deps;

  /** A message as staff read it: whole where the outbox is its delivery, without its text where a provider delivers it. */
  function forStaff(message: OutboxMessage): ReadableOutboxMessage {
    const shown = shownToStaff(message, templates);
    const byProvider = message.channel === 'EMAIL' ? mail.kind === 'smtp' : sms.kind !== 'log';
    return byProvider ? { ...shown, text: PROVIDER_DELIVERED_TEXT, html: null } : shown;
  }

  /** The data of e-mails of a registered template, checked before they are stored. */
  function checked<Data>(template: EmailTemplate<Data>, data: Data): Data {
    if (!templates.get(template.name)) throw new Error(`the e-mail template "${template.name}" is declared by no module's manifest`);
    template.data.parse(data);
    return data;
  }

  /** Stored in the unit of work, delivered once it commits. */
  async function stored<Result>(uow: UnitOfWork, insert: Promise<Result>): Promise<Result> {
    const result = await insert;
    if (deps.deliverInProcess) uow.afterCommit('deliver the outbox', async () => deliverSoon());
    else queue.sendAfterCommit(uow, deliverOutboxJob, {});
    return result;
  }

  /**
   * Delivers what is due, in the background (the request does not wait for the SMTP server), one
   * run at a time in this process: a request arriving during a run makes it look again when done.
   */
  let running: Promise<unknown> | undefined;
  let again = false;
  function deliverSoon() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      // Another instance's run may have read its last batch just before this commit: while the lock
      // is taken, look again shortly (its run lasts seconds), so nothing waits for the periodic run.
      for (let busy = 0; busy < 40; ) {
        again = false;
        const outcome = await deliverExclusively().catch((error: unknown) => {
          log.warn({ err: error }, 'outbox delivery run failed; the periodic run will deliver');
          return null;
        });
        if (outcome === undefined) {
          busy += 1;
          await new Promise((resolve) => setTimeout(resolve, 250));
        } else if (outcome?.heldBack) {
          await bulkWork.idle();
          await analyzeOutbox(db).catch((error: unknown) => log.warn({ err: error }, 'outbox: the planner statistics were not refreshed'));
        } else if (!again) break;
      }
    })().finally(() => {
      running = undefined;
    });
  }

  /**
   * Takes batches of due messages until none is left (or 5 s have passed, then asks for another
   * run), holding a database lock: one run at a time across every server instance on the database,
   * so that no message is sent twice (a message is marked sent after it goes). Another run holding
   * the lock delivers what this one would have: it looks again after each batch. A run that gives
   * way to bulk work leaves the rest to the in-process delivery, which goes on once that has ended.
   */
  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    const { sent, failed, heldBack } = (await deliverExclusively()) ?? { sent: 0, failed: 0, heldBack: false };
    if (heldBack && deps.deliverInProcess) deliverSoon();
    return { sent, failed };
  }

  /** One delivery run, or undefined when another holds the lock; `heldBack` when it gave way to bulk work. */
  function deliverExclusively(): Promise<{ sent: number; failed: number; heldBack: boolean } | undefined> {
    return exclusively(db, OUTBOX_DELIVERY_LOCK, async () => {
      let sent = 0;
      let failed = 0;
      let heldBack: boolean;
      const deadline = Date.now() + RUN_MILLISECONDS;
      // A bulk upload queues thousands of e-mails at once: take batches until none is due.
      for (;;) {
        heldBack = bulkWork.active;
        if (heldBack) break;
        const due = await dueMessages(db, BATCH);
        const unmarked: SentMessage[] = [];
        let firstUnmarkedAt = 0;
        let outOfTime = false;
        for (const [index, message] of due.entries()) {
          if (index > 0 && index % MESSAGES_PER_SLICE === 0) {
            outOfTime = Date.now() > deadline;
            heldBack = bulkWork.active;
            if (outOfTime || heldBack) break;
            await nextTurn();
          }
          try {
            if (unmarked.length === 0) firstUnmarkedAt = Date.now();
            unmarked.push(await deliver(message));
          } catch (error) {
            failed += 1;
            log.warn({ err: error, messageId: message.id }, 'outbox delivery failed');
            await markFailedAttempt(db, message.id, error instanceof Error ? error.message : String(error), MAX_ATTEMPTS);
          }
          if (unmarked.length > 0 && Date.now() - firstUnmarkedAt >= MARK_WITHIN_MILLISECONDS) sent += await markSent(db, unmarked.splice(0));
        }
        sent += await markSent(db, unmarked);
        if (heldBack || (due.length < BATCH && !outOfTime)) break;
        if (outOfTime || Date.now() > deadline) {
          try {
            await queue.send(deliverOutboxJob, {});
          } catch (error) {
            log.warn({ err: error }, 'could not ask for another delivery run; the periodic run will deliver');
          }
          break;
        }
      }
      return { sent, failed, heldBack };
    });
  }

  /** Sends one message; what to mark it sent with. */
  async function deliver(message: OutboxMessage): Promise<SentMessage> {
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
    return { id: message.id, sentAt: new Date(), ...(rendered ? { rendered } : {}) };
  }

  return {
    queueEmail: (uow, template, to, data) =>
      stored(uow, insertMessage(uow.tx, { channel: 'EMAIL', recipient: to, subject: null, text: null, html: null, template: template.name, templateData: checked(template, data) })),
    async queueEmails(uow, template, emails) {
      if (emails.length === 0) return;
      await stored(
        uow,
        insertMessages(
          uow.tx,
          emails.map((email) => ({ channel: 'EMAIL' as const, recipient: email.to, subject: null, text: null, html: null, template: template.name, templateData: checked(template, email.data) })),
        ),
      );
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

    deliverDue,

    purgeOld: () => deleteSettledBefore(db, daysBefore(now(), OUTBOX_RETENTION_DAYS)),
    forgetSent: (uow, template, recipients) => deleteSettledTo(uow.tx, template.name, recipients),
    async list(query) {
      const { rows, total } = await listMessages(db, query);
      return { rows: rows.map(forStaff), total };
    },
    get: async (id) => {
      const message = await findMessage(db, id);
      return message && forStaff(message);
    },
  };
}

