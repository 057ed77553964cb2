import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, linkData, login, solvedCaptcha, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { attemptLogin, failLogins, fromPeer, testAddress } from '../../../test/support/login-attempts.ts';
import { outboxMessages } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ JOBS_ENABLED: 'true' });
  await app.ready();
});
afterAll(() => closeTestApp(app));

async function requestRecovery(body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/cumplia-auth/users/password-recovery', headers: { 'x-captcha-auth': await solvedCaptcha(app) }, payload: body });
}

async function resetEmailTo(email: string, timeoutMs = 15_000) {
  const { db } = app.context.database;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [message] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.subject, 'Restablezca su contraseña de Cumplia')))
      .orderBy(desc(outboxMessages.createdAt));
    if (message) return (await app.context.services.outbox.get(message.id))!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

const changePassword = (body: Record<string, string>) => app.inject({ method: 'POST', url: '/api/cumplia-auth/users/changepassword', payload: body });

describe('password recovery', () => {
  it('answers an existing and an unknown user with the same status and body', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const known = await requestRecovery({ nif: user.username });
    const unknown = await requestRecovery({ nif: '00000001R' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe('Se ha enviado un correo electrónico con las instrucciones para restablecer su contraseña.');
  });

  it('e-mails a link whose code sets a new password once, and ends the open sessions', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const session = (await login(app, { username: user.username, password: TEST_PASSWORD, tipo: 'G' })).json();
    await requestRecovery({ email: user.username });
    const message = await resetEmailTo(user.email);
    const data = linkData(message.text, '/reset-password-confirm');
    expect(data.username).toBe(user.username);

    const changed = await changePassword({ username: user.username, code: data.code!, newPassword: 'Recuperada.9', newPasswordConfirmation: 'Recuperada.9' });
    expect(changed.statusCode).toBe(200);
    expect((await login(app, { username: user.username, password: 'Recuperada.9', tipo: 'G' })).statusCode).toBe(200);
    expect((await login(app, { username: user.username, password: TEST_PASSWORD, tipo: 'G' })).statusCode).toBe(401);
    const refresh = await app.inject({ method: 'POST', url: '/api/cumplia-auth/refresh-token', payload: { refreshToken: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);

    const reused = await changePassword({ username: user.username, code: data.code!, newPassword: 'OtraVez.9', newPasswordConfirmation: 'OtraVez.9' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_CODE');
  });

  it('refuses a most-used new password before the code is tried; the same code then sets a good one (decision 0074)', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    await requestRecovery({ email: user.username });
    const { code } = linkData((await resetEmailTo(user.email)).text, '/reset-password-confirm');
    const common = await changePassword({ username: user.username, code: code!, newPassword: 'iloveyou', newPasswordConfirmation: 'iloveyou' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { newPassword: 'Esa contraseña es de las más usadas y fáciles de adivinar. Elija otra.' } });
    expect((await changePassword({ username: user.username, code: code!, newPassword: 'Horno.de.Leña.7', newPasswordConfirmation: 'Horno.de.Leña.7' })).statusCode).toBe(200);
  });

  it('refuses different passwords, and missing fields, with the spec messages', async () => {
    const mismatch = await changePassword({ username: '12345678Z', code: '123456', newPassword: 'Una.Clave1', newPasswordConfirmation: 'Otra.Clave1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data).toEqual({ newPasswordConfirmation: 'Las contraseñas no coinciden.' });
    const missing = await changePassword({ username: '', code: '', newPassword: '', newPasswordConfirmation: '' });
    expect(missing.json().data).toMatchObject({ username: "El campo 'NIF' es obligatorio.", code: "El campo 'Código' es obligatorio." });
  });

  it('requires an identifier and a captcha', async () => {
    expect((await requestRecovery({})).json().data).toEqual({ nif: 'El campo NIF es obligatorio.' });
    const noCaptcha = await app.inject({ method: 'POST', url: '/api/cumplia-auth/users/password-recovery', payload: { nif: '12345678Z' } });
    expect(noCaptcha.json().code).toBe('CAPTCHA_REQUIRED');
  });
});

describe('recovery of an account a stranger has paused', () => {
  it('is answered, takes the NIF as typed, and its new password lets a browser never used before sign in', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const right = { username: user.username, password: TEST_PASSWORD, tipo: 'G' as const };
    await failLogins(app, user.username, 100, (index) => fromPeer(testAddress(index)));
    expect((await attemptLogin(app, right, fromPeer('192.0.2.10'))).json().code).toBe('AUTH003');

    const typed = `${user.username.slice(0, 8)}-${user.username.slice(8).toLowerCase()}`;
    expect((await requestRecovery({ nif: typed })).statusCode).toBe(200);
    const data = linkData((await resetEmailTo(user.email)).text, '/reset-password-confirm');
    expect(data.username).toBe(user.username);
    const changed = await changePassword({ username: typed, code: data.code!, newPassword: 'Recuperada.9', newPasswordConfirmation: 'Recuperada.9' });
    expect(changed.statusCode).toBe(200);

    const fresh = await attemptLogin(app, { ...right, password: 'Recuperada.9' }, fromPeer('192.0.2.11'));
    expect(fresh.statusCode).toBe(200);
  }, 300_000);
});
