import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, uniqueDni, type TestUser } from '../../../test/support/factories.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { CODE_ATTEMPTS_PER_WINDOW, RESET_CODES_PER_HOUR, createOneTimeCodes } from './one-time-codes.ts';
import { createPasswordRecoveryService } from './password-recovery.service.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let app: FastifyInstance;
beforeAll(async () => {
  // All requests come from one address here; the per-address form limit is not what is tested.
  app = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' });
  await app.ready();
});
afterAll(() => closeTestApp(app));

const codes = () => createOneTimeCodes({ db: app.context.database.db, secret: app.context.secret });
const issue = (user: TestUser) => codes().issue(app.context.database.db, user.id, 'PASSWORD_RESET');
const change = (username: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/cumplia-auth/users/changepassword', payload: { username, code, newPassword: 'Nueva.Clave.9', newPasswordConfirmation: 'Nueva.Clave.9' } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes, capped per account', () => {
  it(`e-mails at most ${RESET_CODES_PER_HOUR} reset codes an hour to an account, however often it is asked`, async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const { database, unitOfWork, config, queue } = app.context;
    const recovery = createPasswordRecoveryService({ db: database.db, unitOfWork, config, codes: codes(), outbox: app.context.services.outbox, queue });
    await Promise.all(Array.from({ length: 8 }, () => recovery.sendResetEmail(user.username)));
    await recovery.sendResetEmail(user.username);
    const sent = await database.db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'PASSWORD_RESET')));
    expect(sent).toHaveLength(RESET_CODES_PER_HOUR);
  });

  it('counts 25 concurrent wrong codes atomically: five are checked, the code is then spent', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const code = await issue(user);
    const answers = await Promise.all(Array.from({ length: 25 }, () => change(user.username, wrong(code))));
    expect(answers.every((answer) => answer.statusCode === 400 && answer.json().code === 'INVALID_CODE')).toBe(true);
    const [row] = await app.context.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(row!.attempts).toBe(5);
    expect((await change(user.username, code)).statusCode).toBe(400);
  });

  it(`caps attempts across codes: ${CODE_ATTEMPTS_PER_WINDOW} a day, then even a fresh, right code is refused`, async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    let code = await issue(user);
    for (let attempt = 0; attempt < CODE_ATTEMPTS_PER_WINDOW; attempt += 1) {
      // A new code after each four failures: each code alone would still allow five.
      if (attempt % 4 === 0) code = await issue(user);
      expect((await change(user.username, wrong(code))).statusCode).toBe(400);
    }
    const fresh = await issue(user);
    expect((await change(user.username, fresh)).statusCode).toBe(400);
    // Another account is not held back by it.
    const other = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    expect((await change(other.username, await issue(other))).statusCode).toBe(200);
  });

  it('lets the right code through after a few wrong ones, and forgets them once it is used', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    const first = await issue(user);
    for (let attempt = 0; attempt < 3; attempt += 1) await change(user.username, wrong(first));
    expect((await change(user.username, first)).statusCode).toBe(200);
    for (let round = 0; round < 2; round += 1) {
      const next = await issue(user);
      for (let attempt = 0; attempt < 4; attempt += 1) await change(user.username, wrong(next));
      expect((await change(user.username, next)).statusCode).toBe(200);
    }
  });

  it('takes as long for an unknown user as for a wrong code of a real one (no timing oracle)', async () => {
    const user = await createUser(app, { roles: [ROLES.MANAGEMENT] });
    await issue(user);
    const timed = async (username: string) => {
      const started = performance.now();
      const answer = await change(username, '000000');
      expect(answer.statusCode).toBe(400);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternated, after a warm-up; the budget of the real account is spent after ten, which changes nothing.
    for (let round = 0; round < 24; round += 1) {
      known.push(await timed(user.username));
      unknown.push(await timed(uniqueDni()));
    }
    const difference = Math.abs(median(known.slice(4)) - median(unknown.slice(4)));
    // Before: 54 ms against 6 ms (the real user's answer hashed the new password).
    expect(difference).toBeLessThan(10);
  });
});
