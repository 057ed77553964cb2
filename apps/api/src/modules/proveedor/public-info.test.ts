import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { solvedCaptcha } from '../../../test/support/factories.ts';

let app: FastifyInstance;
const dir = mkdtempSync(join(tmpdir(), 'cumplia-pildoras-'));
const file = join(dir, 'pildoras.json');
writeFileSync(file, JSON.stringify([{ titulo: 'Uno', descripcion: 'Primera', duracion: '3 min', videoUrl: '/media/uno.mp4' }, { titulo: 'Dos' }]));

beforeAll(async () => {
  app = await createTestApp({ PROVIDER_NAME: 'Proveedor de Prueba S.L.', PROVIDER_NIF: 'B87654323', PILDORAS_FILE: file, PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => closeTestApp(app));

describe('public information', () => {
  it('GET proveedor answers the configured provider', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/proveedor' });
    expect(response.json()).toMatchObject({ nombre: 'Proveedor de Prueba S.L.', nif: 'B87654323', localidad: 'Madrid' });
  });

  it('GET pildoras answers the configured pills, a pill without video as null', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/pildoras' });
    expect(response.json()).toEqual([
      { id: '1', titulo: 'Uno', descripcion: 'Primera', duracion: '3 min', videoUrl: '/media/uno.mp4' },
      { id: '2', titulo: 'Dos', descripcion: '', duracion: null, videoUrl: null },
    ]);
  });
});

describe('rate limit of public forms', () => {
  it('answers 429 in Spanish past the limit per address, and other addresses go on', async () => {
    const send = async (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/cumplia-mail/newsletter/subscribe', remoteAddress, headers: { 'x-captcha-auth': await solvedCaptcha(app) }, payload: { email: 'limite@example.com' } });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await send('192.0.2.50')).statusCode).toBe(200);
    const limited = await send('192.0.2.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.' });
    expect((await send('192.0.2.51')).statusCode).toBe(200);
  });
});

describe('the default pills', () => {
  it('are six, none with a video yet', async () => {
    const defaults = await createTestApp();
    try {
      const pills = (await defaults.inject({ method: 'GET', url: '/api/cumplia-core/pildoras' })).json();
      expect(pills).toHaveLength(6);
      expect(pills.every((pill: { videoUrl: unknown }) => pill.videoUrl === null)).toBe(true);
    } finally {
      await closeTestApp(defaults);
    }
  });
});
