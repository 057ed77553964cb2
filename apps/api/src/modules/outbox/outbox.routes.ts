import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@cumplia/shared/enums';
import { pageOf, pageQuerySchema, pageResponseSchema } from '@cumplia/shared/schemas/page';
import { errorResponses } from '../../lib/http.ts';
import { notFound } from '../../lib/app-error.ts';
import { OUTBOX_CHANNELS, outboxMessageSchema } from '@cumplia/shared/schemas/outbox';
import type { OutboxService, ReadableOutboxMessage } from './outbox.service.ts';

const staff = STAFF_ROLES as unknown as readonly ['ROLE_CUMPLIA', 'ROLE_CUMPLIA_WORKER'];
const tags = ['mail'];

const toWire = (message: ReadableOutboxMessage) => ({
  id: message.id,
  channel: message.channel,
  recipient: message.recipient,
  subject: message.subject,
  text: message.text,
  html: message.html,
  status: message.status,
  attempts: message.attempts,
  lastError: message.lastError,
  createdAt: message.createdAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  attachments: message.attachments.map((attachment) => attachment.filename),
});

/** /api/cumplia-mail/outbox: what the product sent, readable by staff (the local delivery). */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get('/outbox', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'E-mails and SMS, newest first',
      querystring: pageQuerySchema.extend({ channel: z.enum(OUTBOX_CHANNELS).optional() }),
      response: { 200: pageResponseSchema(outboxMessageSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { page, size, channel } = request.query;
      const { rows, total } = await outbox.list({ page, size, channel });
      return pageOf(rows.map(toWire), total, { page, size });
    },
  });

  app.get('/outbox/:id', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'One e-mail or SMS',
      params: z.object({ id: z.uuid('Identificador no válido.') }),
      response: { 200: outboxMessageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const message = await outbox.get(request.params.id);
      if (!message) throw notFound('El mensaje no existe.');
      return toWire(message);
    },
  });
};
