import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { like } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { closeTestApp, createTestApp } from '../../test/support/test-app.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { purgeExpired } from './rate-limit-store.ts';

// Two server instances on one database, as behind a load balancer. No proxy is configured.
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(async () => {
  first = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
  second = await buildApp(first.context.config);
});
afterAll(async () => {
  await second?.close();
  await closeTestApp(first);
});

// The captcha challenge allows four times the public-form rate: 12 a minute here.
const LIMIT = 12;
const challenge = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/cumplia-auth/captcha/challenge', remoteAddress, headers });

describe('public-form rate limits kept in PostgreSQL', () => {
  it('are shared by the server instances: the hits on either count against one limit', async () => {
    const address = '192.0.2.1';
    for (let hit = 0; hit < LIMIT; hit += 1) {
      const response = await challenge(hit % 2 === 0 ? first : second, address);
      expect(response.statusCode, `hit ${hit + 1}`).toBe(200);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(LIMIT - hit - 1));
    }
    for (const app of [first, second]) {
      const refused = await challenge(app, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.' });
    }
    // Per address, and per route: another address, and a login from this one, are not limited.
    expect((await challenge(second, '192.0.2.2')).statusCode).toBe(200);
    const login = await first.inject({ method: 'POST', url: '/api/cumplia-auth/authenticate', remoteAddress: address, payload: {} });
    expect(login.statusCode).not.toBe(429);
  });

  it('count X-Forwarded-For against the peer that sent it when no proxy is configured', async () => {
    const address = '192.0.2.3';
    for (let hit = 0; hit < LIMIT; hit += 1) {
      expect((await challenge(first, address, { 'x-forwarded-for': `198.51.100.${hit + 1}` })).statusCode).toBe(200);
    }
    expect((await challenge(second, address, { 'x-forwarded-for': '198.51.100.200' })).statusCode).toBe(429);
  });

  it('start a new window once the last has ended, and the purge forgets ended windows only', async () => {
    const address = '192.0.2.4';
    for (let hit = 0; hit <= LIMIT; hit += 1) await challenge(first, address);
    expect((await challenge(second, address)).statusCode).toBe(429);
    const { db } = first.context.database;
    await db.update(rateLimitHits).set({ resetAt: new Date(Date.now() - 1000) }).where(like(rateLimitHits.key, `%-${address}`));
    await challenge(first, '192.0.2.5');

    expect(await purgeExpired(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(rateLimitHits).where(like(rateLimitHits.key, '%-192.0.2.%'));
    expect(left.map((row) => row.key)).not.toContain(`GET/api/cumplia-auth/captcha/challenge-${address}`);
    expect(left.map((row) => row.key)).toContain('GET/api/cumplia-auth/captcha/challenge-192.0.2.5');

    const again = await challenge(second, address);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });
});
