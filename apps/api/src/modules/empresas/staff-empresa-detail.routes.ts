import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import {
  empresaSchema,
  empresaStaffDetailSchema,
  empresaStaffUpdateSchema,
  empresaWorkerUpdateSchema,
  VERIFICATION_RESENT_MESSAGE,
} from '@cumplia/shared/schemas/empresa';
import { errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { EmpresaEditsService } from './empresa-edits.service.ts';
import type { EmpresaReadsService } from './empresa-reads.service.ts';

const staff = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;
const idParams = z.object({ id: z.uuid('Identificador de empresa no válido.') });
const idOrNifParams = z.object({ idOrNifCif: z.string().trim().min(1).max(40) });

/**
 * The staff's company detail and edit calls (spec 2 "Company edit screens", "Admin company detail",
 * §7). Both staff roles open the detail and edit screens (spec 2 §2 guards); "Reenviar verificación",
 * which clears the administrator's password, is the superadmin's (spec 2 §1, §6 "company detail
 * actions"). Any company, whoever's it is (docs/decisions/0018).
 */
export const staffEmpresaDetailRoutes: FastifyPluginAsyncZod<{ reads: EmpresaReadsService; edits: EmpresaEditsService }> = async (app, { reads, edits }) => {
  const adminTags = ['staff: empresas'];

  app.get('/admin/empresas/:id', {
    config: { access: staff },
    schema: {
      tags: adminTags,
      summary: "A company's detail: its data, gestoría, tools and administrator's account",
      params: idParams,
      response: { 200: empresaStaffDetailSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => reads.staffDetail(request.params.id),
  });

  app.put('/admin/empresas/:id', {
    config: { access: staff },
    schema: {
      tags: adminTags,
      summary: "Edit a company's data (the administrator's NIF and the tools are not changed here)",
      params: idParams,
      body: empresaStaffUpdateSchema,
      response: { 200: empresaStaffDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => reads.staffDetail(await edits.updateByStaff(actorOf(request), request.params.id, request.body)),
  });

  app.get('/admin/empresas/:id/send-verification', {
    config: { access: [ROLES.CUMPLIA] },
    schema: {
      tags: adminTags,
      summary: "Resend the administrator's verification: a new code, the password cleared, the e-mail again",
      params: idParams,
      response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await edits.resendVerification(actorOf(request), request.params.id);
      return { message: VERIFICATION_RESENT_MESSAGE };
    },
  });

  const workerTags = ['staff: empresas (worker)'];

  app.get('/worker/empresas/:idOrNifCif', {
    config: { access: staff },
    schema: {
      tags: workerTags,
      summary: 'A company by id or by NIF/CIF (the administrator as username and dni)',
      params: idOrNifParams,
      response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => reads.getByStaff(request.params.idOrNifCif),
  });

  app.put('/worker/empresas/:idOrNifCif', {
    config: { access: staff },
    schema: {
      tags: workerTags,
      summary: "Edit a company's data by id or NIF/CIF; the three service flags, when sent, switch its tools",
      params: idOrNifParams,
      body: empresaWorkerUpdateSchema,
      response: { 200: empresaSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => reads.getByStaff(await edits.updateByStaff(actorOf(request), request.params.idOrNifCif, request.body)),
  });
};
