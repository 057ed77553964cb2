import type { z } from 'zod';
import { accountVerificationData, accountVerificationEmail } from './account-verification.ts';
import type { RenderedEmail } from './layout.ts';

/**
 * The e-mails that can be queued as a template's name and data and rendered on delivery. The data
 * is checked when rendered: a message queued by an older version must still match.
 */
export const EMAIL_TEMPLATES = {
  'account-verification': { data: accountVerificationData, render: accountVerificationEmail },
} as const;

export type EmailTemplateName = keyof typeof EMAIL_TEMPLATES;
export type EmailTemplateData<Name extends EmailTemplateName> = z.infer<(typeof EMAIL_TEMPLATES)[Name]['data']>;

export function renderTemplate(name: string, data: unknown): RenderedEmail {
  const template = EMAIL_TEMPLATES[name as EmailTemplateName];
  if (!template) throw new Error(`unknown e-mail template "${name}"`);
  return template.render(template.data.parse(data));
}
