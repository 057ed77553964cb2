import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pildorasResponseSchema, type Pildora } from '@cumplia/shared/schemas/pildoras';

/** GET {core}/pildoras: the training pills of the public training page. */
export const formacionRoutes: FastifyPluginAsyncZod<{ pildoras: Pildora[] }> = async (app, { pildoras }) => {
  app.get('/pildoras', {
    config: { access: 'public' },
    schema: { tags: ['public'], summary: 'Training pills (videos may be absent)', response: { 200: pildorasResponseSchema } },
    handler: async () => pildoras,
  });
};
