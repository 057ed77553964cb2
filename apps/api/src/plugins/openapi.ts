import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects every route's schema into an OpenAPI document; register before the routes. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Cumplia API',
        description: 'Módulos cumplia-core, cumplia-auth y cumplia-mail. Errores: `{code, message, data}`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

/** The browsable document at /api/docs, served from the package itself (no CDN). Public by choice. */
export async function registerOpenApiUi(app: FastifyInstance) {
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
      route.schema = { ...route.schema, hide: true };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
}
