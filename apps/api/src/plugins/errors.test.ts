import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp } from '../../test/support/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  app.get('/api/cumplia-core/prueba-fallo', { config: { access: 'public' } }, async () => {
    throw new Error('detalle interno: contraseña de la base de datos');
  });
  await app.ready();
});
afterAll(() => closeTestApp(app));

describe('error answers', () => {
  it('a 500 hides its internals and names the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-core/prueba-fallo', headers: { 'x-request-id': 'req-123' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('detalle interno');
    expect(response.json()).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Ha ocurrido un error en el servidor. Por favor, inténtelo más tarde.',
      data: { requestId: 'req-123' },
    });
  });

  it('a body that is not JSON is a 400 in Spanish', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cumplia-auth/refresh-token',
      headers: { 'content-type': 'application/json' },
      payload: '{"refreshToken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'El cuerpo de la petición no es un JSON válido.' });
  });

  it('an unknown API path is a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/cumplia-core/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('a malformed path parameter is a 400 with the field, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cumplia-mail/outbox/no-es-uuid' });
    expect([400, 401]).toContain(response.statusCode);
  });

  it('serves the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/cumplia-auth/authenticate', '/api/cumplia-core/users/my', '/api/cumplia-mail/outbox']));
  });
});
