import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { solvedCaptcha } from '../../../test/support/factories.ts';
import { newsletterSubscriptions, outboxMessages } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

async function post(url: string, body: Record<string, unknown>, captcha = true) {
  return app.inject({ method: 'POST', url, headers: captcha ? { 'x-captcha-auth': await solvedCaptcha(app) } : {}, payload: body });
}

async function latestTo(recipient: string) {
  const [row] = await app.context.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.createdAt));
  return row && app.context.services.outbox.get(row.id);
}

function tokenOf(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([^\\s"<]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link`);
  return decodeURIComponent(match[1]);
}

describe('the newsletter (double opt-in)', () => {
  it('e-mails a confirmation link that confirms once, and a link that unsubscribes', async () => {
    const email = 'novedades@gestoriaperez.es';
    const subscribed = await post('/api/cumplia-mail/newsletter/subscribe', { email: ' Novedades@GestoriaPerez.es ' });
    expect(subscribed.json()).toEqual({ message: 'Suscripción enviada correctamente' });
    const mail = await latestTo(email);
    expect(mail!.subject).toBe('Confirme su suscripción a la newsletter de Cumplia');
    const [pending] = await app.context.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(pending!.status).toBe('PENDING');

    const confirmToken = tokenOf(mail!.text, '/newsletter/confirmar');
    const confirmed = await post('/api/cumplia-mail/newsletter/confirm', { token: confirmToken }, false);
    expect(confirmed.statusCode).toBe(200);
    const again = await post('/api/cumplia-mail/newsletter/confirm', { token: confirmToken }, false);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_CODE');

    const [row] = await app.context.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row!.status).toBe('CONFIRMED');

    const unsubscribed = await post('/api/cumplia-mail/newsletter/unsubscribe', { token: tokenOf(mail!.text, '/newsletter/baja') }, false);
    expect(unsubscribed.statusCode).toBe(200);
    const [gone] = await app.context.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(gone!.status).toBe('UNSUBSCRIBED');
  });

  it('answers a confirmed address like any other and sends it nothing', async () => {
    const email = 'ya-suscrito@example.com';
    await post('/api/cumplia-mail/newsletter/subscribe', { email });
    await post('/api/cumplia-mail/newsletter/confirm', { token: tokenOf((await latestTo(email))!.text, '/newsletter/confirmar') }, false);
    const mails = async () =>
      (await app.context.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, email)))).length;
    const before = await mails();
    const response = await post('/api/cumplia-mail/newsletter/subscribe', { email });
    expect(response.json()).toEqual({ message: 'Suscripción enviada correctamente' });
    expect(await mails()).toBe(before);
  });

  it('refuses an expired confirmation link and forged unsubscribe links', async () => {
    const email = 'caducado@example.com';
    await post('/api/cumplia-mail/newsletter/subscribe', { email });
    await app.context.database.raw.executeSql("update newsletter_subscriptions set confirm_expires_at = now() - interval '1 minute' where email = $1", [email]);
    const expired = await post('/api/cumplia-mail/newsletter/confirm', { token: tokenOf((await latestTo(email))!.text, '/newsletter/confirmar') }, false);
    expect(expired.json()).toEqual({ code: 'INVALID_CODE', message: 'El enlace de confirmación no es válido o ha caducado.' });

    const [row] = await app.context.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    for (const token of [`${row!.id}.${'0'.repeat(32)}`, 'nada', `${row!.id}`]) {
      const forged = await post('/api/cumplia-mail/newsletter/unsubscribe', { token }, false);
      expect(forged.statusCode).toBe(400);
    }
  });

  it('validates the address', async () => {
    const response = await post('/api/cumplia-mail/newsletter/subscribe', { email: 'mal' });
    expect(response.json().data).toEqual({ email: 'Correo electrónico inválido.' });
  });
});

describe('what the newsletter keeps (RGPD art. 5.1.e, decision 0074)', () => {
  it('deletes a subscription never confirmed a month after its link expired, and an ended one a month after it ended; keeps the rest', async () => {
    const db = app.context.database.db;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const rows = await db
      .insert(newsletterSubscriptions)
      .values([
        { email: 'caducada@example.es', status: 'PENDING', confirmExpiresAt: daysAgo(31) },
        { email: 'pendiente@example.es', status: 'PENDING', confirmExpiresAt: daysAgo(5) },
        { email: 'baja-antigua@example.es', status: 'UNSUBSCRIBED', unsubscribedAt: daysAgo(40) },
        { email: 'baja-reciente@example.es', status: 'UNSUBSCRIBED', unsubscribedAt: daysAgo(2) },
        { email: 'suscrita@example.es', status: 'CONFIRMED', confirmedAt: daysAgo(900) },
      ])
      .returning({ email: newsletterSubscriptions.email });
    expect(rows).toHaveLength(5);
    // Their confirmation e-mails, sent long ago: the lapsed ones' go with them (the outbox would keep them a year).
    const confirmation = { channel: 'EMAIL', template: 'newsletter-confirmation', templateData: {}, status: 'SENT', sentAt: daysAgo(45) } as const;
    await db.insert(outboxMessages).values(['caducada@example.es', 'baja-antigua@example.es', 'suscrita@example.es'].map((recipient) => ({ ...confirmation, recipient })));
    expect(await app.context.services.newsletter.purgeLapsed()).toBe(2);
    const mailed = (await db.select({ recipient: outboxMessages.recipient }).from(outboxMessages).where(eq(outboxMessages.template, 'newsletter-confirmation'))).map((row) => row.recipient);
    expect(mailed).toContain('suscrita@example.es');
    expect(mailed).not.toContain('caducada@example.es');
    expect(mailed).not.toContain('baja-antigua@example.es');
    const kept = (await db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions)).map((row) => row.email);
    expect(kept).toEqual(expect.arrayContaining(['pendiente@example.es', 'baja-reciente@example.es', 'suscrita@example.es']));
    expect(kept).not.toContain('caducada@example.es');
    expect(kept).not.toContain('baja-antigua@example.es');
  });
});
