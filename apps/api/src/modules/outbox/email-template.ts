import type { z } from 'zod';
import type { RenderedEmail } from './email-layout.ts';

/** A file sent with an e-mail: named whenever the message is read, its bytes made only when it is delivered. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  render(): Promise<Buffer>;
}

/**
 * One e-mail a module sends: its stored name, the data it is made from and how it reads. The module
 * owns it and declares it in its manifest (`emailTemplates`); the outbox stores only the name and
 * the data (`outbox.queueEmail`) and renders the e-mail, and makes its files, when it is delivered,
 * so a message queued by an older version must still match its data schema. `name` is stored: keep
 * it once used.
 */
export interface EmailTemplate<Data> {
  readonly name: string;
  readonly data: z.ZodType<Data>;
  render(data: Data): RenderedEmail;
  /** The files that go with it (a PDF made from the data), bound by the manifest when they need a service. */
  attachments?(data: Data): EmailAttachment[];
}

export type AnyEmailTemplate = EmailTemplate<unknown>;

export function defineEmail<Data>(template: EmailTemplate<Data>): EmailTemplate<Data> {
  return template;
}

/** The templates of every module, by name: filled once when the application is assembled. */
export interface EmailTemplateRegistry {
  register(templates: readonly AnyEmailTemplate[]): void;
  get(name: string): AnyEmailTemplate | undefined;
}

export function createEmailTemplateRegistry(): EmailTemplateRegistry {
  const byName = new Map<string, AnyEmailTemplate>();
  return {
    register(templates) {
      for (const template of templates) {
        if (byName.has(template.name)) throw new Error(`Two e-mail templates are named "${template.name}"`);
        byName.set(template.name, template);
      }
    },
    get: (name) => byName.get(name),
  };
}
