import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, tokenFor } from '../../../test/support/factories.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { renderEmail } from './templates/layout.ts';

let app: FastifyInstance;
let staffToken: string;
beforeAll(async () => {
  app = await createTestApp();
  staffToken = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
});
afterAll(() => closeTestApp(app));

const email = renderEmail({ publicUrl: 'http://cumplia.test', subject: 'Asunto <de> prueba', greeting: 'Hola:', blocks: [{ kind: 'button', label: 'Abrir', url: 'http://cumplia.test/x?a=1&b=2' }] });

describe('the outbox', () => {
  it('escapes what it renders and keeps a plain-text part', () => {
    expect(email.html).toContain('Asunto &lt;de&gt; prueba');
    expect(email.html).toContain('href="http://cumplia.test/x?a=1&amp;b=2"');
    expect(email.text).toContain('Abrir: http://cumplia.test/x?a=1&b=2');
  });

  it('delivers what is due once: a second run sends nothing', async () => {
    const { db } = app.context.database;
    const id = await app.context.services.outbox.queueEmail(db, 'destino@example.com', email);
    const smsId = await app.context.services.outbox.queueSms(db, '+34612345678', 'Su código es 123456');
    const first = await app.context.services.outbox.deliverDue();
    expect(first.sent).toBeGreaterThanOrEqual(2);
    const second = await app.context.services.outbox.deliverDue();
    expect(second).toEqual({ sent: 0, failed: 0 });
    for (const messageId of [id, smsId]) {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
      expect(row).toMatchObject({ status: 'SENT', attempts: 1 });
    }
  });

  it('lists messages newest first for staff, paged, and shows one', async () => {
    const { db } = app.context.database;
    await app.context.services.outbox.queueEmail(db, 'ultimo@example.com', email);
    const list = await app.inject({ method: 'GET', url: '/api/cumplia-mail/outbox?page=0&size=2', headers: { authorization: `Bearer ${staffToken}` } });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page).toMatchObject({ number: 0, size: 2 });
    expect(page.content[0].recipient).toBe('ultimo@example.com');
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    const one = await app.inject({ method: 'GET', url: `/api/cumplia-mail/outbox/${page.content[0].id}`, headers: { authorization: `Bearer ${staffToken}` } });
    expect(one.json().html).toContain('<!doctype html>');
    const sms = await app.inject({ method: 'GET', url: '/api/cumplia-mail/outbox?channel=SMS', headers: { authorization: `Bearer ${staffToken}` } });
    expect(sms.json().content.every((message: { channel: string }) => message.channel === 'SMS')).toBe(true);
  });
});

describe('the outbox with an unreachable mail relay', () => {
  let failing: FastifyInstance;
  beforeAll(async () => {
    failing = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => closeTestApp(failing));

  it('keeps the message pending, counts the attempt and tries again later', async () => {
    const { db } = failing.context.database;
    const id = await failing.context.services.outbox.queueEmail(db, 'destino@example.com', email);
    const result = await failing.context.services.outbox.deliverDue();
    expect(result.failed).toBe(1);
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await failing.context.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });
});
