import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_ROLES } from '@cumplia/shared/enums';
import { currentUserSchema } from '@cumplia/shared/schemas/auth';
import { avisosSchema, type Aviso } from '@cumplia/shared/schemas/avisos';
import { requireUser, type Caller } from '../../plugins/access-policy.ts';
import { errorResponses } from '../../lib/http.ts';
import type { AccountsService } from './accounts.service.ts';

const anyUser = ALL_ROLES as unknown as readonly [(typeof ALL_ROLES)[number], ...(typeof ALL_ROLES)[number][]];
const tags = ['users'];

/** /api/cumplia-core/users/my: the logged-in user, for the header. */
export const currentUserRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService; avisos: (user: Caller) => Promise<Aviso[]> }> = async (
  app,
  options,
) => {
  app.get('/users/my', {
    config: { access: anyUser },
    schema: { tags, summary: 'The logged-in user', response: { 200: currentUserSchema, ...errorResponses(401) } },
    handler: async (request) => options.accounts.currentUser(requireUser(request).id),
  });

  app.get('/users/my/notifications', {
    config: { access: anyUser },
    schema: { tags, summary: 'Whether the header bell shows a badge', response: { 200: z.boolean(), ...errorResponses(401) } },
    handler: async (request) => (await options.avisos(requireUser(request))).length > 0,
  });

  app.get('/users/my/avisos', {
    config: { access: anyUser },
    schema: { tags, summary: 'What rings the header bell, with how many things wait and where (issue 20)', response: { 200: avisosSchema, ...errorResponses(401) } },
    handler: async (request) => options.avisos(requireUser(request)),
  });
};
