import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { linkData, login, solvedCaptcha, uniqueDni } from '../../../test/support/factories.ts';
import { outboxMessages, oneTimeCodes, users } from '../../db/schema/index.ts';
import { systemActor } from '../audit/audit.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

/** A new company administrator as every creation path makes it: disabled, e-mailed a link. */
async function pendingUser() {
  const username = uniqueDni();
  const email = `${username.toLowerCase()}@empresa.es`;
  const { db } = app.context.database;
  await app.context.unitOfWork.run((uow) =>
    app.context.services.accounts.createPendingUser(uow, systemActor, { username, name: 'Carmen', email, roles: [ROLES.COMPANY] }),
  );
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.createdAt));
  // The e-mail is queued as a template and rendered when delivered or read.
  const message = row && (await app.context.services.outbox.get(row.id));
  if (!message) throw new Error('no verification e-mail');
  return { username, email, message };
}

async function verify(body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/cumplia-auth/users/verify', headers: { 'x-captcha-auth': await solvedCaptcha(app) }, payload: body });
}

describe('account verification', () => {
  it('e-mails a branded link whose data verifies the account, which can then log in', async () => {
    const { username, email, message } = await pendingUser();
    expect(message.channel).toBe('EMAIL');
    expect(message.subject).toBe('Active su cuenta de Cumplia');
    expect(message.html).toContain('http://cumplia.test/verificacion?data=');
    expect(message.text).toContain('http://cumplia.test/verificacion?data=');
    const data = linkData(message.text, '/verificacion');
    expect(data).toMatchObject({ username, email });
    expect(data.code).toMatch(/^\d{6}$/);

    const [stored] = await app.context.database.db.select().from(users).where(eq(users.username, username));
    expect(stored).toMatchObject({ enabled: false, passwordHash: null });
    const codes = await app.context.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, stored!.id));
    expect(codes.map((code) => code.codeHash)).not.toContain(data.code);

    const response = await verify({ username, email, verificationCode: data.code!, password: 'Nueva.Clave1' });
    expect(response.statusCode).toBe(200);
    const loggedIn = await login(app, { username, password: 'Nueva.Clave1', tipo: 'E' });
    expect(loggedIn.statusCode).toBe(200);
  });

  it('refuses a most-used password, or one holding the NIF, before the code is tried; the same code then sets a good one (decision 0074)', async () => {
    const { username, email, message } = await pendingUser();
    const { code } = linkData(message.text, '/verificacion');
    const common = await verify({ username, email, verificationCode: code!, password: 'Password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { password: 'Esa contraseña es de las más usadas y fáciles de adivinar. Elija otra.' } });
    const withNif = await verify({ username, email, verificationCode: code!, password: `Clave.${username.toLowerCase()}` });
    expect(withNif.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { password: 'La contraseña no puede contener su NIF.' } });
    expect((await verify({ username, email, verificationCode: code!, password: 'Horno.de.Leña.7' })).statusCode).toBe(200);
  });

  it('refuses a reused code', async () => {
    const { username, email, message } = await pendingUser();
    const { code } = linkData(message.text, '/verificacion');
    expect((await verify({ username, email, verificationCode: code!, password: 'Primera.1' })).statusCode).toBe(200);
    const again = await verify({ username, email, verificationCode: code!, password: 'Segunda.2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_CODE');
  });

  it('refuses an expired code', async () => {
    const { username, email, message } = await pendingUser();
    const { code } = linkData(message.text, '/verificacion');
    await app.context.database.raw.executeSql(
      "update one_time_codes set expires_at = now() - interval '1 minute' where user_id = (select id from users where username = $1)",
      [username],
    );
    const response = await verify({ username, email, verificationCode: code!, password: 'Caducada.1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_CODE');
  });

  it('allows five wrong attempts at most: after them even the right code fails', async () => {
    const { username, email, message } = await pendingUser();
    const { code } = linkData(message.text, '/verificacion');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify({ username, email, verificationCode: wrong, password: 'Intento.1' })).json().code).toBe('INVALID_CODE');
    }
    expect((await verify({ username, email, verificationCode: code!, password: 'Intento.1' })).statusCode).toBe(400);
  });

  it('refuses the right code with another e-mail address', async () => {
    const { username, message } = await pendingUser();
    const { code } = linkData(message.text, '/verificacion');
    const response = await verify({ username, email: 'otra@empresa.es', verificationCode: code!, password: 'Otra.Clave1' });
    expect(response.statusCode).toBe(400);
  });

  it('answers AUTH001 with per-field messages when fields are missing, and wants digits only', async () => {
    const response = await verify({ username: '', email: '', verificationCode: '12a', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'AUTH001',
      data: {
        username: 'El nombre de usuario es obligatorio.',
        email: 'El correo electrónico es obligatorio.',
        verificationCode: 'El código de verificación solo contiene dígitos.',
        password: 'La contraseña es obligatoria.',
      },
    });
  });

  it('requires the captcha', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/cumplia-auth/users/verify', payload: { username: 'X', email: 'x@x.es', verificationCode: '1', password: '12345678' } });
    expect(response.json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('refuses a second user with the same NIF and writes nothing', async () => {
    const { username } = await pendingUser();
    const { db } = app.context.database;
    const before = await db.select().from(outboxMessages);
    await expect(
      app.context.unitOfWork.run((uow) =>
        app.context.services.accounts.createPendingUser(uow, systemActor, { username, name: 'Otro', email: 'otro@x.es', roles: [ROLES.COMPANY] }),
      ),
    ).rejects.toMatchObject({ code: 'DUPLICATE_USERNAME', statusCode: 409 });
    expect(await db.select().from(outboxMessages)).toHaveLength(before.length);
  });
});

describe('account verification with the NIF as typed', () => {
  it('takes "12345678-z" as 12345678Z, as company creation does', async () => {
    const { username, email, message } = await pendingUser();
    const { code } = linkData(message.text, '/verificacion');
    const typed = `${username.slice(0, 2)}.${username.slice(2, 8)}-${username.slice(8).toLowerCase()}`;
    expect((await verify({ username: typed, email, verificationCode: code!, password: 'Tecleada.1' })).statusCode).toBe(200);
    expect((await login(app, { username, password: 'Tecleada.1', tipo: 'E' })).statusCode).toBe(200);
  });
});

describe('an administrator who has not activated the account yet', () => {
  it.each(['Cualquier.Cosa1', 'xxxxxxxx'])('is told AUTH004 to activate it, not that the password %s is wrong', async (password) => {
    const { username } = await pendingUser();
    const response = await login(app, { username, password, tipo: 'E' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'AUTH004',
      message: 'Su cuenta está deshabilitada. Por favor, verifique su correo electrónico o contacte con soporte.',
      data: { verificacionPendiente: true },
    });
  });

  it('is told AUTH002 with the wrong login type, like anyone else', async () => {
    const { username } = await pendingUser();
    expect((await login(app, { username, password: 'Cualquier.Cosa1', tipo: 'G' })).json().code).toBe('AUTH002');
  });

  it('can log in once activated from the e-mail', async () => {
    const { username, email, message } = await pendingUser();
    const { code } = linkData(message.text, '/verificacion');
    expect((await verify({ username, email, verificationCode: code!, password: 'Activada.2026' })).statusCode).toBe(200);
    expect((await login(app, { username, password: 'Activada.2026', tipo: 'E' })).statusCode).toBe(200);
  });
});
