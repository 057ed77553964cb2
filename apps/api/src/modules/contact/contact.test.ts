import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { solvedCaptcha } from '../../../test/support/factories.ts';
import { contactMessages, outboxMessages } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ PROVIDER_INBOX: 'buzon@cumplia.test' });
});
afterAll(() => closeTestApp(app));

async function post(url: string, body: Record<string, unknown>, captcha = true) {
  return app.inject({ method: 'POST', url, headers: captcha ? { 'x-captcha-auth': await solvedCaptcha(app) } : {}, payload: body });
}

async function latestTo(recipient: string) {
  const [row] = await app.context.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.createdAt));
  return row && app.context.services.outbox.get(row.id);
}

describe('POST /api/cumplia-mail/contact', () => {
  const message = { name: 'Lucía Romero', city: 'Zaragoza', email: 'lucia@asesoriaromero.es', phone: '+34 976 11 22 33', message: 'Queremos ser colaboradores.', privacidad: true };

  it('stores the message with the consent and forwards it to the provider inbox', async () => {
    const response = await post('/api/cumplia-mail/contact', message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Mensaje enviado correctamente' });
    const [stored] = await app.context.database.db.select().from(contactMessages).where(eq(contactMessages.email, message.email));
    expect(stored).toMatchObject({ name: 'Lucía Romero', city: 'Zaragoza', privacyAccepted: true });
    const forwarded = await latestTo('buzon@cumplia.test');
    expect(forwarded!.subject).toBe('Nuevo mensaje de contacto: Lucía Romero');
    expect(forwarded!.text).toContain('Queremos ser colaboradores.');
    expect(forwarded!.text).toContain('lucia@asesoriaromero.es');
  });

  it('answers each missing field and the privacy consent with its message', async () => {
    const response = await post('/api/cumplia-mail/contact', { privacidad: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({
      name: 'El nombre es obligatorio.',
      email: 'El correo electrónico es obligatorio.',
      phone: 'El teléfono es obligatorio.',
      message: 'El mensaje es obligatorio.',
      privacidad: 'Debes aceptar la política de privacidad',
    });
  });

  it('requires the captcha', async () => {
    expect((await post('/api/cumplia-mail/contact', message, false)).json().code).toBe('CAPTCHA_REQUIRED');
  });
});

describe('what the contact form keeps (RGPD art. 5.1.e, decision 0074)', () => {
  it('deletes a message a year after it arrived and keeps the newer ones', async () => {
    const db = app.context.database.db;
    const message = { name: 'Lucía Romero', email: 'lucia@example.es', phone: '+34 976 11 22 33', message: 'Hola.', privacyAccepted: true };
    await db.insert(contactMessages).values([
      { ...message, email: 'antigua@example.es', createdAt: new Date(Date.now() - 366 * 86_400_000) },
      { ...message, email: 'reciente@example.es', createdAt: new Date(Date.now() - 300 * 86_400_000) },
    ]);
    expect(await app.context.services.contact.purgeOld()).toBeGreaterThanOrEqual(1);
    const kept = (await db.select({ email: contactMessages.email }).from(contactMessages)).map((row) => row.email);
    expect(kept).toContain('reciente@example.es');
    expect(kept).not.toContain('antigua@example.es');
  });
});
