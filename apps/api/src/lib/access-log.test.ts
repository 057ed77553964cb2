import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailTransport } from '../modules/outbox/mail-transport.ts';
import { createSmsSender } from '../modules/outbox/sms-sender.ts';
import { loadConfig } from '../config.ts';
import { AccessLogController, HIDDEN, loggableUrl, serverLoggerOptions, turnBatchedDestination } from './access-log.ts';

function logStream() {
  const lines: Array<Record<string, unknown>> = [];
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        text.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { stream, lines, text };
}

async function logLinesOf(request: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: Record<string, string> }) {
  const { stream, lines, text } = logStream();
  const app = Fastify({ logger: { ...serverLoggerOptions('info'), stream }, logController: new AccessLogController() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  app.get('/fails-in-database', async () => {
    throw failedInsert();
  });
  app.get('/api/cumplia-core/firma/:token', async () => ({ ok: true }));
  app.post('/login', async (req) => {
    req.log.info({ body: req.body }, 'a careless line');
    return { ok: true };
  });
  await app.inject(request);
  await app.close();
  // The lines about the request (Fastify's own ones about starting and stopping carry no reqId).
  return { lines: lines.filter((line) => 'reqId' in line), text: text.join('\n') };
}

// A signing token, verification data (base64 of username and code), a reset code, a password.
const TOKEN = 'Zq8rQ2mT4vX9yL1bN6cK3hJ7gF5dS0aW2eR4tY6uI8o';
const DATA = Buffer.from(JSON.stringify({ username: '12345678Z', code: '482913' })).toString('base64');

// A unique violation as Drizzle reports it: the statement's values in its message and `params`,
// PostgreSQL's key values in the cause's `detail`.
const IBAN = 'ES9121000418450200051332';
function failedInsert() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "empresas_nif_cif_unique"'), {
    code: '23505',
    constraint: 'empresas_nif_cif_unique',
    table: 'empresas',
    detail: 'Key (nif_cif)=(B12345674) already exists.',
  });
  return new DrizzleQueryError('insert into "empresas" ("nif_cif", "email", "num_cuenta") values ($1, $2, $3)', ['B12345674', 'ana.vidal@example.es', IBAN], cause);
}

describe('the access log', () => {
  it('writes one line per request, when it ends, with the method, the URL, the status and the time', async () => {
    const { lines } = await logLinesOf({ method: 'GET', url: '/ok?page=2' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: '/ok?page=2', statusCode: 200 });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('still logs the error of a failed request, then what it answered', async () => {
    const { lines } = await logLinesOf({ method: 'GET', url: '/fails' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'boom' }),
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/fails', statusCode: 500 }),
    ]);
  });

  it('never writes a signing token, verification or reset data, codes or passwords', async () => {
    const requests = [
      { method: 'GET' as const, url: `/firma/${TOKEN}` },
      { method: 'GET' as const, url: `/api/cumplia-core/firma/${TOKEN}` },
      { method: 'GET' as const, url: `/api/cumplia-core/firma/${TOKEN}/documento?x=1` },
      { method: 'GET' as const, url: `/verificacion?data=${encodeURIComponent(DATA)}` },
      { method: 'GET' as const, url: `/reset-password-confirm?data=${encodeURIComponent(DATA)}&page=2` },
      { method: 'GET' as const, url: `/newsletter/baja?token=${TOKEN}` },
      {
        method: 'POST' as const,
        url: '/login',
        headers: { authorization: `Bearer ${TOKEN}`, cookie: `cumplia_refresh=${TOKEN}`, 'x-captcha-auth': TOKEN },
        payload: { username: 'x', password: 'Secreta.2026', code: '482913', newPassword: 'Otra.2026', refreshToken: TOKEN },
      },
    ];
    for (const request of requests) {
      const { text } = await logLinesOf(request);
      expect(text.length, request.url).toBeGreaterThan(0);
      for (const secret of [TOKEN, DATA, encodeURIComponent(DATA), '482913', 'Secreta.2026', 'Otra.2026']) expect(text, request.url).not.toContain(secret);
    }
  });

  it('logs a failed statement by its text and PostgreSQL\'s code, never by the values it carried (RGPD art. 5.1.c)', async () => {
    const { lines, text } = await logLinesOf({ method: 'GET', url: '/fails-in-database' });
    for (const value of [IBAN, 'ana.vidal@example.es', 'B12345674']) expect(text).not.toContain(value);
    expect(lines[0]).toMatchObject({
      level: 50,
      err: { type: 'DrizzleQueryError', params: HIDDEN, database: { code: '23505', constraint: 'empresas_nif_cif_unique', table: 'empresas' } },
    });
    expect(JSON.stringify(lines[0])).toContain('insert into \\"empresas\\"');
    expect(JSON.stringify(lines[0])).toContain('caused by: Error: duplicate key value');
  });

  it('keeps the values out of a line whose message is the failed statement\'s own', () => {
    const { stream, text } = logStream();
    const { stream: _standardOutput, ...options } = serverLoggerOptions('info');
    const logger = pino(options, stream);
    logger.error(failedInsert());
    logger.warn({ err: failedInsert() }, failedInsert().message);
    expect(text).toHaveLength(2);
    for (const line of text) {
      expect(line).toContain('params: [oculto]');
      expect(line).not.toContain(IBAN);
    }
  });

  it('keeps what is not secret in the URL', () => {
    expect(loggableUrl('/api/cumplia-core/gestorias/my/empresas?page=3&size=10&nombre=Hermanos')).toBe('/api/cumplia-core/gestorias/my/empresas?page=3&size=10&nombre=Hermanos');
    expect(loggableUrl(`/firma/${TOKEN}/firmado`)).toBe(`/firma/${HIDDEN}/firmado`);
    expect(loggableUrl(`/verificacion?data=${DATA}&x`)).toBe(`/verificacion?data=${HIDDEN}&x`);
  });
});

describe("the server's log destination", () => {
  it('writes the lines of one turn of the event loop together, at its end, in order', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cumplia-log-'));
    const file = join(folder, 'log');
    const fd = openSync(file, 'w');
    try {
      const destination = turnBatchedDestination(fd);
      destination.write('{"n":1}\n');
      destination.write('{"n":2}\n');
      expect(readFileSync(file, 'utf8')).toBe('');
      await new Promise((done) => setImmediate(done));
      expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n');
      destination.write('{"n":3}\n');
      destination.flush();
      expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
    } finally {
      closeSync(fd);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the outbox delivery without a provider', () => {
  it('writes that an e-mail or an SMS was kept, never its text', async () => {
    const { stream, text } = logStream();
    const log = pino({ level: 'info' }, stream);
    await createMailTransport({ from: 'a@b.es', log }).send({ to: 'ana@example.es', subject: 'Restablezca su contraseña', text: 'Su código es 482913', html: null });
    const sms = createSmsSender({ config: loadConfig({}), log });
    await sms.send('+34600000000', 'Cumplia: su código para firmar el contrato es 482913.');
    expect(text).toHaveLength(2);
    expect(text.join('\n')).toContain('ana@example.es');
    expect(text.join('\n')).not.toContain('482913');
  });
});
