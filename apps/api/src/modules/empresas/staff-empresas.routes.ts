import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES, STAFF_AREAS } from '@cumplia/shared/enums';
import {
  empresaSchema,
  empresaStaffCreateSchema,
  staffEmpresaListItemSchema,
  staffEmpresaListQuerySchema,
} from '@cumplia/shared/schemas/empresa';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { EmpresaCreationService } from './empresa-creation.service.ts';
import type { EmpresaReadsService } from './empresa-reads.service.ts';

const staffRoles = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;

/**
 * The staff's company creation and lists (spec 2 "Superadmin company creation",
 * "company list", "Worker company list", §7). Every company, whoever's it is; both staff roles, as the
 * spec's guards open these screens to both (spec 2 §2). The worker's creation needs the bearer token
 * like every other call, although the spec's client sent none (issue 9).
 */
export const staffEmpresasRoutes: FastifyPluginAsyncZod<{ creation: EmpresaCreationService; reads: EmpresaReadsService }> = async (app, { creation, reads }) => {
  for (const area of STAFF_AREAS) {
    const tags = [area === 'admin' ? 'staff: empresas' : 'staff: empresas (worker)'];

    app.post(`/${area}/empresas`, {
      config: { access: staffRoles },
      schema: {
        tags,
        summary: '"Alta de una empresa" by staff: the company, its tools from the product lines, its administrator user',
        body: empresaStaffCreateSchema,
        response: { 201: empresaSchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request, reply) => reply.status(201).send(await creation.createForStaff(actorOf(request), request.body)),
    });

    app.get(`/${area}/empresas`, {
      config: { access: staffRoles },
      schema: {
        tags,
        summary: 'A page of every company, newest first; verificado=false for "Nuevas empresas"',
        querystring: staffEmpresaListQuerySchema,
        response: { 200: pageResponseSchema(staffEmpresaListItemSchema), ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => reads.listForStaff(request.query),
    });
  }
};
