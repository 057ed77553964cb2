import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLogController } from './access-log.ts';

async function logLinesOf(request: { method: 'GET'; url: string }) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLogController() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.inject(request);
  await app.close();
  // The lines about the request (Fastify's own ones about starting and stopping carry no reqId).
  return lines.filter((line) => 'reqId' in line);
}

describe('the access log', () => {
  it('writes one line per request, when it ends, with the method, the URL, the status and the time', async () => {
    const lines = await logLinesOf({ method: 'GET', url: '/ok?page=2' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: '/ok?page=2', statusCode: 200 });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('still logs the error of a failed request, then what it answered', async () => {
    const lines = await logLinesOf({ method: 'GET', url: '/fails' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'boom' }),
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/fails', statusCode: 500 }),
    ]);
  });
});
