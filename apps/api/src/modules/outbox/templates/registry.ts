import type { z } from 'zod';
import { accountVerificationData, accountVerificationEmail } from './account-verification.ts';
import { contractSignatureData, contractSignatureEmail } from './contract-signature.ts';
import { renewalConfirmedData, renewalConfirmedEmail, renewalNoticeData, renewalNoticeEmail, toolEndedData, toolEndedEmail } from './renewal.ts';
import type { RenderedEmail } from './layout.ts';

/**
 * The e-mails that can be queued as a template's name and data and rendered on delivery. The data
 * is checked when rendered: a message queued by an older version must still match.
 */
export const EMAIL_TEMPLATES = {
  'account-verification': { data: accountVerificationData, render: accountVerificationEmail },
  'contract-signature': { data: contractSignatureData, render: contractSignatureEmail },
  // The renewal cycle (docs/decisions/0030).
  'renewal-notice': { data: renewalNoticeData, render: renewalNoticeEmail },
  'renewal-confirmed': { data: renewalConfirmedData, render: renewalConfirmedEmail },
  'tool-ended': { data: toolEndedData, render: toolEndedEmail },
} as const;

export type EmailTemplateName = keyof typeof EMAIL_TEMPLATES;
export type EmailTemplateData<Name extends EmailTemplateName> = z.infer<(typeof EMAIL_TEMPLATES)[Name]['data']>;

/** A file sent with an e-mail: named whenever the message is read, its bytes made only when it is delivered. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  render(): Promise<Buffer>;
}

/**
 * A template owned by another module, whose e-mail carries attachments made from that module's
 * documents (the protocols): the app hands it to createOutboxService, its owner queues it with
 * `queueEmailTemplate`. Like the templates above, only its name and data are stored; the e-mail and
 * its files are made when it is delivered (docs/decisions/0023).
 */
export interface EmailTemplate<Data> {
  name: string;
  data: z.ZodType<Data>;
  render(data: Data): RenderedEmail;
  attachments?(data: Data): EmailAttachment[];
}

/** A template of this registry, or one handed to the outbox (`registered`), by its stored name. */
export function templateNamed(name: string, registered: ReadonlyMap<string, EmailTemplate<unknown>>): EmailTemplate<unknown> | undefined {
  const own = EMAIL_TEMPLATES[name as EmailTemplateName] as Omit<EmailTemplate<unknown>, 'name'> | undefined;
  return own ? { name, ...own } : registered.get(name);
}
