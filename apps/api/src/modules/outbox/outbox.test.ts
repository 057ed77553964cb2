import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, tokenFor } from '../../../test/support/factories.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { renderEmail } from './email-layout.ts';
import { OUTBOX_RETENTION_DAYS, PROVIDER_DELIVERED_TEXT } from './outbox.service.ts';
import { accountVerificationEmail } from '../auth/account-verification-email.ts';
import { contactForwardEmail } from '../contact/contact-forward-email.ts';

let app: FastifyInstance;
let staffToken: string;
beforeAll(async () => {
  app = await createTestApp();
  staffToken = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
});
afterAll(() => closeTestApp(app));

const email = renderEmail({ publicUrl: 'http://cumplia.test', subject: 'Asunto <de> prueba', greeting: 'Hola:', blocks: [{ kind: 'button', label: 'Abrir', url: 'http://cumplia.test/x?a=1&b=2' }] });
/** An e-mail of a template a module declares (the contact form's). */
const contactData = { publicUrl: 'http://cumplia.test', name: 'Lucía Romero', city: 'Zaragoza', email: 'lucia@asesoriaromero.es', phone: '+34 976 11 22 33', message: 'Hola.' };

describe('the outbox', () => {
  it('escapes what it renders and keeps a plain-text part', () => {
    expect(email.html).toContain('Asunto &lt;de&gt; prueba');
    expect(email.html).toContain('href="http://cumplia.test/x?a=1&amp;b=2"');
    expect(email.text).toContain('Abrir: http://cumplia.test/x?a=1&b=2');
  });

  it('delivers what is due once: a second run sends nothing', async () => {
    const { db } = app.context.database;
    const { outbox } = app.context.services;
    const [id, smsId] = await app.context.unitOfWork.run(async (uow) => [
      await outbox.queueEmail(uow, contactForwardEmail, 'destino@example.com', contactData),
      await outbox.queueSms(uow, '+34612345678', 'Su código es 123456'),
    ]);
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
    await app.context.unitOfWork.run((uow) => app.context.services.outbox.queueEmail(uow, contactForwardEmail, 'ultimo@example.com', contactData));
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

describe('what the outbox keeps (RGPD art. 5.1.e, decision 0074)', () => {
  it('deletes a message sent or given up on a year after it was written, and never one still being delivered', async () => {
    const { db } = app.context.database;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const old = daysAgo(OUTBOX_RETENTION_DAYS + 1);
    const message = { channel: 'SMS', text: 'Su código es 123456' } as const;
    await db.insert(outboxMessages).values([
      { ...message, recipient: '+34600000001', status: 'SENT', createdAt: old, sentAt: old },
      { ...message, recipient: '+34600000002', status: 'FAILED', createdAt: old },
      { ...message, recipient: '+34600000003', status: 'PENDING', createdAt: old },
      { ...message, recipient: '+34600000004', status: 'SENT', createdAt: daysAgo(OUTBOX_RETENTION_DAYS - 1), sentAt: daysAgo(OUTBOX_RETENTION_DAYS - 1) },
    ]);
    expect(await app.context.services.outbox.purgeOld()).toBe(2);
    const kept = (await db.select({ recipient: outboxMessages.recipient }).from(outboxMessages)).map((row) => row.recipient);
    expect(kept).toEqual(expect.arrayContaining(['+34600000003', '+34600000004']));
    expect(kept).not.toContain('+34600000001');
    expect(kept).not.toContain('+34600000002');
  });
});

describe('an e-mail queued as a template', () => {
  const data = { publicUrl: 'http://cumplia.test', name: 'Ana Ruiz', username: '12345678Z', email: 'plantilla@example.com', code: '123456', validDays: 7 };
  const rendered = accountVerificationEmail.render(data);

  it('is stored as its data, shown rendered to staff, and stored rendered when delivered', async () => {
    const { db } = app.context.database;
    await app.context.unitOfWork.run((uow) => app.context.services.outbox.queueEmails(uow, accountVerificationEmail, [{ to: data.email, data }]));
    const [queued] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, data.email));
    expect(queued).toMatchObject({ template: 'account-verification', templateData: data, subject: null, text: null, html: null, status: 'PENDING' });

    const shown = await app.inject({ method: 'GET', url: `/api/cumplia-mail/outbox/${queued!.id}`, headers: { authorization: `Bearer ${staffToken}` } });
    expect(shown.json()).toMatchObject({ subject: 'Active su cuenta de Cumplia', text: rendered.text, html: rendered.html });
    const listed = await app.inject({ method: 'GET', url: '/api/cumplia-mail/outbox?size=100', headers: { authorization: `Bearer ${staffToken}` } });
    expect(listed.json().content.find((message: { id: string }) => message.id === queued!.id)).toMatchObject({ text: rendered.text });

    await app.context.services.outbox.deliverDue();
    const [sent] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, queued!.id));
    expect(sent).toMatchObject({ status: 'SENT', subject: rendered.subject, text: rendered.text, html: rendered.html });
  });

  it('whose data no longer fits its template is not sent, and the attempt is counted', async () => {
    const { db, raw } = app.context.database;
    await raw.executeSql("insert into outbox_messages (channel, recipient, template, template_data) values ('EMAIL', 'rota@example.com', 'account-verification', '{\"name\": 1}')");
    const result = await app.context.services.outbox.deliverDue();
    expect(result.failed).toBe(1);
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'rota@example.com'));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, text: null });

    const listed = await app.inject({ method: 'GET', url: '/api/cumplia-mail/outbox?size=100', headers: { authorization: `Bearer ${staffToken}` } });
    expect(listed.statusCode).toBe(200);
    const shown = listed.json().content.find((message: { recipient: string }) => message.recipient === 'rota@example.com');
    expect(shown.text).toBe('No se puede mostrar: los datos guardados no encajan con la plantilla «account-verification».');
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
    const id = await failing.context.unitOfWork.run((uow) => failing.context.services.outbox.queueEmail(uow, contactForwardEmail, 'destino@example.com', contactData));
    const result = await failing.context.services.outbox.deliverDue();
    expect(result.failed).toBe(1);
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await failing.context.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });
});

describe('the outbox where providers deliver', () => {
  let delivered: FastifyInstance;
  let workerToken: string;
  beforeAll(async () => {
    delivered = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', SMS_PROVIDER: 'labsmobile', LABSMOBILE_USERNAME: 'cuenta@example.com', LABSMOBILE_TOKEN: 'x', LABSMOBILE_URL: 'http://127.0.0.1:1' });
    workerToken = await tokenFor(delivered, await createUser(delivered, { roles: [ROLES.CUMPLIA_WORKER] }));
  });
  afterAll(() => closeTestApp(delivered));

  it('shows staff who got what and when, never a code or a personal link (RGPD art. 32)', async () => {
    const { outbox } = delivered.context.services;
    const smsId = await delivered.context.unitOfWork.run((uow) => outbox.queueSms(uow, '+34600111222', 'Cumplia: su código para firmar es 482913. http://cumplia.test/firma/token-personal'));
    const emailId = await delivered.context.unitOfWork.run((uow) => outbox.queueEmail(uow, contactForwardEmail, 'destino@example.com', contactData));
    const headers = { authorization: `Bearer ${workerToken}` };
    const list = await delivered.inject({ method: 'GET', url: '/api/cumplia-mail/outbox?page=0&size=10', headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('482913');
    expect(list.body).not.toContain('token-personal');
    for (const id of [smsId, emailId]) {
      const one = await delivered.inject({ method: 'GET', url: `/api/cumplia-mail/outbox/${id}`, headers });
      expect(one.json()).toMatchObject({ text: PROVIDER_DELIVERED_TEXT, html: null });
    }
    expect((await delivered.inject({ method: 'GET', url: `/api/cumplia-mail/outbox/${smsId}`, headers })).json()).toMatchObject({ channel: 'SMS', recipient: '+34600111222' });
  });
});

describe('an e-mail of a template', () => {
  it('is refused unless a module declares the template, or when its data does not fit it', async () => {
    const stranger = { name: 'ajena', data: z.object({ to: z.string() }), render: () => email };
    await expect(app.context.unitOfWork.run((uow) => app.context.services.outbox.queueEmail(uow, stranger, 'x@example.com', { to: 'x' }))).rejects.toThrow(
      'the e-mail template "ajena" is declared by no module\'s manifest',
    );
    await expect(
      app.context.unitOfWork.run((uow) => app.context.services.outbox.queueEmail(uow, contactForwardEmail, 'x@example.com', { ...contactData, email: 7 } as unknown as typeof contactData)),
    ).rejects.toThrow();
    expect(await app.context.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'x@example.com'))).toHaveLength(0);
  });
});
