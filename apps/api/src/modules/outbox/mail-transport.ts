import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface MailTransport {
  /** "smtp" sends through a relay; "outbox" means the outbox and the server log are the delivery. */
  readonly kind: 'smtp' | 'outbox';
  send(email: Email): Promise<void>;
}

export function createMailTransport(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(email) {
        await transporter.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html ?? undefined });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(email) {
      options.log.info({ to: email.to, subject: email.subject }, `Correo (sin servidor SMTP, consulte la bandeja de salida):\n${email.text}`);
    },
  };
}
