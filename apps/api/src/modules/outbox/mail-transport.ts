import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Files sent with the message (the protocols), made when it is delivered. */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface MailTransport {
  /** "smtp" sends through a relay; "outbox" means the outbox (read by staff) is the delivery. */
  readonly kind: 'smtp' | 'outbox';
  send(email: Email): Promise<void>;
}

export function createMailTransport(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(email) {
        await transporter.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html ?? undefined, attachments: email.attachments });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(email) {
      const attachments = email.attachments?.map((attachment) => `${attachment.filename} (${attachment.content.length} bytes)`);
      // Never the text: it carries verification and reset codes and signing links (read it in the outbox).
      options.log.info({ to: email.to, subject: email.subject, attachments }, 'Correo guardado sin servidor SMTP: consulte la bandeja de salida');
    },
  };
}
