import { z } from 'zod';

export const OUTBOX_CHANNELS = ['EMAIL', 'SMS'] as const;
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

/** One e-mail or SMS of the outbox, as staff read it (GET {mail}/outbox). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The names of the files sent with an e-mail (the protocols); made when it is delivered. */
  attachments: z.array(z.string()).default([]),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;
