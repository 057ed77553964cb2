import { randomInt } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAuthFor, type CaptchaChallenge } from './support/captcha.ts';
import { createTestDatabase } from './support/test-database.ts';
import { empresaForm } from './support/factories.ts';
import { startFakeLabsMobile } from './support/fake-labsmobile.ts';
import { startServerProcess, stopGracefully, waitFor } from './support/server-process.ts';
import { toMsisdn } from '../src/modules/outbox/sms-providers/labsmobile.ts';

/**
 * Three API processes (`src/server.ts`, as `npm start` runs it) on one PostgreSQL database, as
 * behind a load balancer (docs/deploy.md): what one does, the others see; what must happen once
 * happens once.
 */
const CORE = '/api/cumplia-core';
const AUTH = '/api/cumplia-auth';
const RATE_LIMIT = 20;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: pg.Pool;
let sms: Awaited<ReturnType<typeof startFakeLabsMobile>>;
const servers: Array<{ url: string; child: ChildProcess }> = [];
/** The active signed tools, and those of them without a yearly period, once the first server seeded the demo. */
let demoTools: { signed: number; unperioded: number };
const signedDemoTools = () =>
  sql
    .query<{ signed: number; unperioded: number }>(
      `select count(*)::int as signed, count(*) filter (where fecha_fin is null)::int as unperioded from empresa_tools where activa and fecha_firma_contrato is not null`,
    )
    .then((result) => result.rows[0]!);
const startedAt = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  // An idle connection the server ends (CI's run of 2026-11-30: "terminating connection due to
  // administrator command") is replaced at the next query; unheard, its error failed the whole run.
  sql.on('error', () => {});
  sms = await startFakeLabsMobile();
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'several-instances-secret-0123456789-0123456789',
    CAPTCHA_MAX_NUMBER: '1000',
    JOBS_POLL_SECONDS: '0.5',
    PUBLIC_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    SMS_PROVIDER: 'labsmobile',
    LABSMOBILE_URL: sms.url,
    LABSMOBILE_USERNAME: 'cumplia@example.es',
    LABSMOBILE_TOKEN: 'token-de-prueba',
    // A send that times out is tried again (and would reach the fake twice): not on a busy machine.
    SMS_TIMEOUT_SECONDS: '60',
  };
  // The first seeds the demo data; the other two start together on the same database, once its
  // renewals' run has seen the demo (read alone: the others' own start-up runs would hide a miss).
  servers.push(await startServerProcess({ ...env, SEED_DEMO_DATA: 'true' }));
  demoTools = await waitFor(signedDemoTools, (counts) => counts.unperioded === 0, 30_000).catch(() => signedDemoTools());
  servers.push(...(await Promise.all([startServerProcess({ ...env, SEED_DEMO_DATA: 'false' }), startServerProcess({ ...env, SEED_DEMO_DATA: 'false' })])));
  // Two starts one after the other, each given 300 s (support/server-process.ts) on a busy machine.
}, 600_000);

afterAll(async () => {
  // The pool and the database go even when a server is slow to stop; that is reported after.
  const stopped = await Promise.allSettled(servers.map((server) => stopGracefully(server.child)));
  await sql?.end();
  await sms?.close();
  await database?.drop();
  for (const result of stopped) if (result.status === 'rejected') throw result.reason;
});

const on = (index: number) => servers[index % servers.length]!.url;

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function captcha(base: string): Promise<string> {
  return captchaAuthFor((await (await fetch(`${base}${AUTH}/captcha/challenge`)).json()) as CaptchaChallenge);
}

async function logIn(base: string, username: string, password: string, tipo?: 'G' | 'E') {
  return post(base, `${AUTH}/authenticate`, { username, password, ...(tipo ? { tipo } : {}) }, { 'x-captcha-auth': await captcha(base) });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('three server instances on one database', () => {
  it('give the demo’s signed tools their yearly period on the day the demo data is written', () => {
    // The renewals' start-up run is queued when the jobs start, before the demo rows exist; the
    // server asks for it again once they are written (src/server.ts), so no signed tool waits for
    // the first night to have a period, and so a renewal (decision 0075).
    expect(demoTools.signed).toBeGreaterThan(0);
    expect(demoTools.unperioded).toBe(0);
  });

  it('number invoices without a gap while contracts are signed on all three at once, and send each SMS once', async () => {
    const token = ((await (await logIn(on(0), '11111111H', 'Cumplia.2026', 'G')).json()) as { token: string }).token;
    const companies = await Promise.all(
      Array.from({ length: 9 }, async (_, index) => {
        const body = empresaForm({ telefono: `+346${randomInt(10_000_000, 99_999_999)}`, lopdgdd: true, desconexionDigital: false });
        const created = await post(on(index), `${CORE}/gestorias/my/empresas`, body, bearer(token));
        expect(created.status).toBe(201);
        return body;
      }),
    );
    const signings = await Promise.all(
      companies.map(async (company, index) => {
        const link = await waitFor(
          async () => (await sql.query<{ data: { contracts: Array<{ token: string }> } }>(`select template_data as data from outbox_messages where recipient = $1 and template = 'contract-signature'`, [company.email])).rows[0],
          (row) => row !== undefined,
          20_000,
        );
        const signingToken = link!.data.contracts[0]!.token;
        const page = (await (await fetch(`${on(index + 1)}${CORE}/firma/${signingToken}`)).json()) as { documentSha256: string };
        expect((await post(on(index + 2), `${CORE}/firma/${signingToken}/codigo`, { documentSha256: page.documentSha256 })).status).toBe(200);
        const phone = company.telefono.replace(/\s/g, '');
        const code = await waitFor(
          async () => (await sql.query<{ text: string }>(`select text from outbox_messages where channel = 'SMS' and recipient = $1 and text like '%código para firmar%'`, [phone])).rows[0]?.text,
          (text) => text !== undefined,
          20_000,
        );
        return { signingToken, documentSha256: page.documentSha256, code: /(\d{6})/.exec(code!)![1]! };
      }),
    );
    // All nine signed at the same moment, three on each instance.
    const signed = await Promise.all(signings.map((signing, index) => post(on(index), `${CORE}/firma/${signing.signingToken}/firmar`, { code: signing.code, acepto: true, documentSha256: signing.documentSha256 })));
    expect(signed.map((response) => response.status)).toEqual(Array(9).fill(200));

    const series = await sql.query<{ serie: string; numeros: number[] }>('select serie, array_agg(numero order by numero) as numeros from facturas group by serie');
    expect(series.rows.length).toBeGreaterThan(0);
    for (const { serie, numeros } of series.rows) expect(numeros, serie).toEqual(Array.from({ length: numeros.length }, (_, index) => index + 1));
    const issuedNow = await sql.query<{ n: number }>(`select count(*)::int as n from facturas where created_at >= $1`, [startedAt]);
    expect(issuedNow.rows[0]!.n).toBeGreaterThanOrEqual(9);

    // Every SMS the outbox holds reaches LabsMobile once, though three instances deliver.
    const all = await waitFor(
      async () => (await sql.query<{ recipient: string; status: string; attempts: number; last_error: string | null }>(`select recipient, status, attempts, last_error from outbox_messages where channel = 'SMS'`)).rows,
      (rows) => rows.length > 0 && rows.every((row) => row.status === 'SENT'),
      30_000,
    );
    // Compared per phone: LabsMobile gets the text prepared for GSM, not always the outbox's own.
    const perPhone = (phones: string[]) => phones.reduce((counts, phone) => counts.set(phone, (counts.get(phone) ?? 0) + 1), new Map<string, number>());
    const received = perPhone(sms.requests.map((request) => (request.body as { recipient: Array<{ msisdn: string }> }).recipient[0]!.msisdn));
    expect(received).toEqual(perPhone(all.map((message) => toMsisdn(message.recipient))));
    expect(sms.requests).toHaveLength(all.length);
  }, 300_000);

  it('share the login throttle: five wrong passwords from one address over the three, then a pause on all', async () => {
    const answers = await Promise.all(Array.from({ length: 9 }, (_, index) => logIn(on(index), '22222222J', `mal-${index}`, 'G')));
    const codes = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { code: string }).code));
    expect(codes.filter((code) => code === 'AUTH002')).toHaveLength(5);
    expect(codes.filter((code) => code === 'AUTH003')).toHaveLength(4);
    for (let index = 0; index < 3; index += 1) expect(((await (await logIn(on(index), '22222222J', 'Cumplia.2026', 'G')).json()) as { code: string }).code).toBe('AUTH003');
  });

  it('share the public-form rate limits', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMIT + 3; index += 1) statuses.push((await post(on(index), '/api/cumplia-mail/contact', {})).status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(RATE_LIMIT);
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429, 429]);
  });

  it('end a session on all three at once when it signs out on one', async () => {
    const session = (await (await logIn(on(0), '33333333P', 'Cumplia.2026', 'E')).json()) as { token: string; refreshToken: string };
    for (let index = 0; index < 3; index += 1) expect((await fetch(`${on(index)}${CORE}/users/my`, { headers: bearer(session.token) })).status).toBe(200);
    expect((await post(on(1), `${AUTH}/logout`, { refreshToken: session.refreshToken })).status).toBe(204);
    // Refused long before the token's own 15 minutes end: by the ended session. How soon (issue 24:
    // within a second) is measured by `BENCH_ONLY=sessions npm run bench`, not timed here.
    for (let index = 0; index < 3; index += 1) {
      await waitFor(() => fetch(`${on(index)}${CORE}/users/my`, { headers: bearer(session.token) }).then((response) => response.status), (status) => status === 401, 10_000);
    }
  });

  it('send each scheduled job once per tick, whichever instance sees the tick', async () => {
    // The every-minute delivery is scheduled by all three; the daily jobs (renewals at 00:20, the
    // hourly purge) go through the same schedule. A tick's job is made by whichever instance takes the
    // tick, a little later when the machine is loaded: CI's run of 2026-11-29 made the 23:39 tick's job
    // at 23:40, beside the 23:40 tick's. So the jobs are counted against the minutes the window
    // crossed, not grouped by the minute they were made in: one per tick, plus at most one for a tick
    // from before the window taken late. Three instances each sending would make about three a tick.
    const made = (until: Date) =>
      sql
        .query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'deliver-outbox' and created_on > $1 and created_on <= $2`, [startedAt, until])
        .then((result) => result.rows[0]!.n);
    await waitFor(() => made(new Date()), (n) => n > 0, 75_000);
    const until = new Date();
    const ticks = Math.floor(until.getTime() / 60_000) - Math.floor(startedAt.getTime() / 60_000);
    expect(await made(until)).toBeLessThanOrEqual(ticks + 1);
    const schedules = await sql.query<{ name: string }>('select name from pgboss.schedule');
    expect(schedules.rows.map((row) => row.name).sort()).toEqual([...new Set(schedules.rows.map((row) => row.name))].sort());
  }, 90_000);
});
