import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../../test/support/factories.ts';
import { attemptLogin, deviceCookieOf, deviceSetCookie, failLogins, fromPeer, testAddress, viaProxy } from '../../../test/support/login-attempts.ts';
import { loginAccountFailures } from '../../db/schema/index.ts';

// Deployed behind a reverse proxy on this machine: its X-Forwarded-For names the client.
let app: FastifyInstance;
// The same with a limit of 10 per account, where the number itself is not the point.
let small: FastifyInstance;
beforeAll(async () => {
  [app, small] = await Promise.all([
    createTestApp({ TRUSTED_PROXIES: '127.0.0.1, ::1' }),
    createTestApp({ TRUSTED_PROXIES: '127.0.0.1, ::1', LOGIN_ACCOUNT_MAX_FAILURES: '10' }),
  ]);
});
afterAll(() => Promise.all([closeTestApp(app), closeTestApp(small)]));

let nextAddress = 1000;
/** An address no other test of this file uses. */
const freshAddress = () => testAddress((nextAddress += 1));

const owner = async (on = app) => {
  const user = await createUser(on, { roles: [ROLES.MANAGEMENT] });
  return { ...user, right: { username: user.username, password: TEST_PASSWORD, tipo: 'G' as const } };
};

describe('failed logins of one account from many addresses', () => {
  it('checks at most 100 passwords in the hour: from 150 addresses, the 101st and later are refused', async () => {
    const user = await owner();
    const answers = await failLogins(app, user.username, 150);
    expect(answers.slice(0, 100).every((answer) => answer.status === 401 && answer.code === 'AUTH002')).toBe(true);
    expect(answers.slice(100).every((answer) => answer.status === 403 && answer.code === 'AUTH003')).toBe(true);
    const [counted] = await app.context.database.db.select().from(loginAccountFailures).where(eq(loginAccountFailures.username, user.username));
    expect(counted!.failedAt).toHaveLength(100);

    // The right password from a browser the account was never used in waits too, with the one text.
    const fresh = await attemptLogin(app, user.right, viaProxy(freshAddress()));
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json()).toEqual({ code: 'AUTH003', message: ERROR_MESSAGES.AUTH003 });

    // An hour after the first failures, the account's count has room again.
    await app.context.database.raw.executeSql(
      "update login_account_failures set failed_at = array(select t - interval '61 minutes' from unnest(failed_at) t) where username = $1",
      [user.username],
    );
    expect((await attemptLogin(app, user.right, viaProxy(freshAddress()))).statusCode).toBe(200);
  }, 600_000);

  it('counts concurrent guesses before checking them, so a burst cannot check more than 100', async () => {
    const user = await owner();
    const burst = await Promise.all(
      Array.from({ length: 120 }, (_, index) => attemptLogin(app, { ...user.right, password: `rafaga-${index}` }, viaProxy(freshAddress()))),
    );
    const codes = burst.map((response) => response.json().code as string);
    expect(codes.filter((code) => code === 'AUTH002')).toHaveLength(100);
    expect(codes.filter((code) => code === 'AUTH003')).toHaveLength(20);
  }, 600_000);

  it('counts an unknown username like a real one, so the pause tells nobody which exists', async () => {
    const user = await owner(small);
    const known = await failLogins(small, user.username, 11);
    const unknown = await failLogins(small, '00000023T', 11);
    expect(unknown).toEqual(known);
    expect(unknown.at(-1)).toEqual({ status: 403, code: 'AUTH003' });
  });

  it('gives back the check of a right password: the owner signing in uses none of the 100', async () => {
    const user = await owner();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await attemptLogin(app, user.right, viaProxy(freshAddress()))).statusCode).toBe(200);
    const [counted] = await app.context.database.db.select().from(loginAccountFailures).where(eq(loginAccountFailures.username, user.username));
    expect(counted!.failedAt).toEqual([]);
  });
});

describe('failed logins of one account from one address', () => {
  it('counts concurrent guesses before checking them: of 25 sent at once, 5 are checked and the rest refused', async () => {
    const user = await owner();
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 25 }, () => attemptLogin(app, { ...user.right, password: 'no-es-esta' }, viaProxy(address))));
    const codes = answers.map((answer) => answer.json<{ code: string }>().code);
    expect(codes.filter((code) => code === 'AUTH002')).toHaveLength(5);
    expect(codes.filter((code) => code === 'AUTH003')).toHaveLength(20);
    // The account counted only the five checked, and the address is now paused even for the right password.
    const [row] = await app.context.database.db.select().from(loginAccountFailures).where(eq(loginAccountFailures.username, user.username));
    expect(row!.failedAt).toHaveLength(5);
    expect((await attemptLogin(app, user.right, viaProxy(address))).json().code).toBe('AUTH003');
    // Another address is not.
    expect((await attemptLogin(app, user.right, viaProxy(freshAddress()))).statusCode).toBe(200);
  });

  it('gives the address its checks back when the password was right or the account refused the check', async () => {
    const user = await owner(small);
    const address = freshAddress();
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await attemptLogin(small, { ...user.right, password: 'mal' }, viaProxy(address))).statusCode).toBe(401);
    expect((await attemptLogin(small, user.right, viaProxy(address))).statusCode).toBe(200);
    // The address starts again from none: four more wrong ones are still checked.
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await attemptLogin(small, { ...user.right, password: 'mal' }, viaProxy(address))).statusCode).toBe(401);
  });
});

describe('the owner\'s known browser', () => {
  it('still signs in while a stranger has paused the account, and keeps its cookie', async () => {
    const user = await owner();
    const home = viaProxy(freshAddress());
    const first = await attemptLogin(app, user.right, home);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);

    await failLogins(app, user.username, 100);
    expect((await attemptLogin(app, user.right, viaProxy(freshAddress()))).json().code).toBe('AUTH003');

    const known = await attemptLogin(app, user.right, home, cookie);
    expect(known.statusCode).toBe(200);
    expect(deviceCookieOf(known)).toBe(cookie);
    // From anywhere: the browser is known, not the address.
    expect((await attemptLogin(app, user.right, viaProxy(freshAddress()), cookie)).statusCode).toBe(200);
  }, 600_000);

  it('counts its own failures: five wrong passwords pause that browser, not the account', async () => {
    const user = await owner();
    const cookie = deviceCookieOf(await attemptLogin(app, user.right, viaProxy(freshAddress())));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await attemptLogin(app, { ...user.right, password: 'equivocada' }, viaProxy(freshAddress()), cookie);
      expect(failed.json().code).toBe('AUTH002');
    }
    expect((await attemptLogin(app, user.right, viaProxy(freshAddress()), cookie)).json().code).toBe('AUTH003');
    // Its failures were not the account's: another browser signs in.
    expect((await attemptLogin(app, user.right, viaProxy(freshAddress()))).statusCode).toBe(200);
  });

  it('is known to its own account only, and a cookie the server never set is replaced, not adopted', async () => {
    const user = await owner(small);
    const other = await owner(small);
    const cookie = deviceCookieOf(await attemptLogin(small, other.right, viaProxy(freshAddress())));
    await failLogins(small, user.username, 10);
    expect((await attemptLogin(small, user.right, viaProxy(freshAddress()), cookie)).json().code).toBe('AUTH003');

    const planted = `cumplia_device=${'A'.repeat(43)}`;
    const answer = await attemptLogin(small, other.right, viaProxy(freshAddress()), planted);
    expect(answer.statusCode).toBe(200);
    expect(deviceCookieOf(answer)).not.toBe(planted);
  });

  it('keeps the other accounts it was known to when a new cookie replaces the one it had', async () => {
    const [first, second] = [await owner(small), await owner(small)];
    const firstCookie = deviceCookieOf(await attemptLogin(small, first.right, viaProxy(freshAddress())));
    const secondCookie = deviceCookieOf(await attemptLogin(small, second.right, viaProxy(freshAddress()), firstCookie));
    expect(secondCookie).not.toBe(firstCookie);
    await failLogins(small, first.username, 10);
    expect((await attemptLogin(small, first.right, viaProxy(freshAddress()), secondCookie)).statusCode).toBe(200);
    expect((await attemptLogin(small, first.right, viaProxy(freshAddress()), firstCookie)).json().code).toBe('AUTH003');
  });

  it('sets an httpOnly, SameSite=Strict cookie for the login call only, Secure when the client came over https', async () => {
    const user = await owner();
    const plain = deviceSetCookie(await attemptLogin(app, user.right, viaProxy(freshAddress())));
    expect(plain).toMatch(/^cumplia_device=[A-Za-z0-9_-]{43}; /);
    expect(plain.split('; ').slice(1)).toEqual(['Path=/api/cumplia-auth/authenticate', `Max-Age=${365 * 86_400}`, 'HttpOnly', 'SameSite=Strict']);
    const https = deviceSetCookie(await attemptLogin(app, user.right, viaProxy(freshAddress(), '127.0.0.1', { 'x-forwarded-proto': 'https' })));
    expect(https.split('; ')).toContain('Secure');
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const user = await owner();
    const stranger = freshAddress();
    // Each claims another address; all are the stranger's, so its pause comes after five.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await attemptLogin(app, { ...user.right, password: 'equivocada' }, { remoteAddress: stranger, headers: { 'x-forwarded-for': freshAddress() } });
      expect(failed.json().code).toBe('AUTH002');
    }
    const paused = await attemptLogin(app, user.right, { remoteAddress: stranger, headers: { 'x-forwarded-for': freshAddress() } });
    expect(paused.json().code).toBe('AUTH003');
    // Through the proxy, the address the stranger claimed is someone else, not paused.
    expect((await attemptLogin(app, user.right, viaProxy(freshAddress()))).statusCode).toBe(200);
    expect((await attemptLogin(app, user.right, fromPeer(stranger))).json().code).toBe('AUTH003');
  });
});

describe('the NIF as typed', () => {
  it('signs in with the NIF in lower case, with a dash, dots or spaces, and counts all forms as one account', async () => {
    const user = await owner();
    const [digits, letter] = [user.username.slice(0, 8), user.username.slice(8)];
    for (const typed of [`${digits}-${letter.toLowerCase()}`, `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5)}-${letter}`, ` ${digits} ${letter} `]) {
      const response = await attemptLogin(app, { ...user.right, username: typed }, viaProxy(freshAddress()));
      expect(response.statusCode, typed).toBe(200);
    }
    const from = viaProxy(freshAddress());
    for (const typed of [`${digits}-${letter}`, `${digits}${letter.toLowerCase()}`, `${digits} ${letter}`, `${digits}.${letter}`, user.username]) {
      expect((await attemptLogin(app, { ...user.right, username: typed, password: 'equivocada' }, from)).json().code).toBe('AUTH002');
    }
    expect((await attemptLogin(app, user.right, from)).json().code).toBe('AUTH003');
  });
});
