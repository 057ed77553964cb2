import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** /api/health: the server answers and its database too (for start-up scripts and monitors). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }) },
    },
    handler: async () => {
      await app.context.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.context.database.kind };
    },
  });
};
