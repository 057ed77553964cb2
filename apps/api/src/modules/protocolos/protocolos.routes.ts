import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { toolCodeField } from '@cumplia/shared/schemas/tool-code';
import { datosProtocolosResponseSchema, datosProtocolosSchema, empresasDatosPendientesSchema } from '@cumplia/shared/schemas/datos-protocolos';
import { PLANTILLA_SLUGS, PROTOCOLS_SENT_MESSAGE, permitirDescargaSchema, protocolDownloadEntrySchema, toolOfSlug } from '@cumplia/shared/schemas/protocolo';
import { attachment, errorResponses } from '../../lib/http.ts';
import { scopedEmpresaId, scopedGestoria } from '../../plugins/request-scope.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { ProtocolFile, ProtocolosService } from './protocolos.service.ts';

const staff = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;
const nifParams = z.object({ nifCif: z.string().trim().min(1).max(20) });
const idParams = z.object({ id: z.uuid('Identificador de empresa no válido.') });
const toolCode = toolCodeField('Protocolo no válido: LOPD, ACOSO o DIGITAL.');

function sendDocument(reply: FastifyReply, file: ProtocolFile, contentType = 'application/pdf') {
  // A document with the company's data: never kept by a shared cache.
  return reply.header('content-type', contentType).header('content-disposition', attachment(file.fileName, 'documento.pdf')).header('cache-control', 'private, no-store').send(file.bytes);
}

/**
 * The protocol documents (docs/decisions/0023): the client's own templates (spec 1 §7) and the staff's
 * list, download, "Enviar protocolos" and the download switch (spec 2 "Company detail").
 */
export const protocolosRoutes: FastifyPluginAsyncZod<{ protocolos: ProtocolosService }> = async (app, { protocolos }) => {
  app.get('/pdfs/empresas/my/plantillas/:plantilla', {
    config: { access: [ROLES.COMPANY], scope: 'empresa' },
    schema: {
      tags: ['empresas'],
      summary: "The client's protocol of one tool (lopd, acoso, desconexion), once verified, allowed and signed",
      params: z.object({ plantilla: z.enum(PLANTILLA_SLUGS, { error: 'Documento no válido.' }) }),
      produces: ['application/pdf'],
      response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) => sendDocument(reply, await protocolos.plantilla(scopedEmpresaId(request), toolOfSlug(request.params.plantilla))),
  });

  const tags = ['staff: empresas'];

  app.get('/admin/empresas/:id/download-protocols', {
    config: { access: staff },
    schema: {
      tags,
      summary: "The company's active protocols (tools switched on), to download one by one",
      params: idParams,
      response: { 200: z.array(protocolDownloadEntrySchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => protocolos.activeProtocols(request.params.id),
  });

  // Issue 25: several protocols as one file (a phone's browser may refuse a page's second download).
  app.get('/admin/empresas/:id/download-protocols.zip', {
    config: { access: staff },
    schema: {
      tags,
      summary: "The company's active protocols in one Protocolos_{nifCif}.zip, each as Protocolo_{name}_{nifCif}.pdf",
      params: idParams,
      produces: ['application/zip'],
      response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) => sendDocument(reply, await protocolos.staffZip(request.params.id), 'application/zip'),
  });

  app.get('/admin/empresas/:id/download-protocol/:type', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'One active protocol of the company, as Protocolo_{name}_{nifCif}.pdf',
      params: idParams.extend({ type: toolCode }),
      produces: ['application/pdf'],
      response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) => sendDocument(reply, await protocolos.staffDownload(request.params.id, request.params.type)),
  });

  app.post('/admin/empresas/:id/force-send-protocols', {
    config: { access: staff },
    schema: {
      tags,
      summary: "E-mails the protocols of the company's active tools to the company's e-mail (through the outbox)",
      params: idParams,
      response: { 200: z.object({ message: z.string(), email: z.string(), tools: z.array(toolCode) }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const sent = await protocolos.send(actorOf(request), request.params.id);
      return { message: PROTOCOLS_SENT_MESSAGE, email: sent.recipient, tools: sent.tools };
    },
  });

  app.put('/admin/empresas/:id/permitir-descarga', {
    config: { access: staff },
    schema: {
      tags,
      summary: "Allow or withhold the client's protocol downloads (permitirDescarga)",
      params: idParams,
      body: permitirDescargaSchema,
      response: { 200: permitirDescargaSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await protocolos.setPermitirDescarga(actorOf(request), request.params.id, request.body.permitirDescarga);
      return { permitirDescarga: request.body.permitirDescarga };
    },
  });

  // "Datos para los protocolos" (docs/decisions/0046): the client's own, a gestoría's companies, any for staff.
  const datosTags = ['protocolos: datos'];
  const datosResponse = { 200: datosProtocolosResponseSchema, ...errorResponses(400, 401, 403, 404) };

  app.get('/empresas/my/datos-protocolos', {
    config: { access: [ROLES.COMPANY], scope: 'empresa' },
    schema: { tags: datosTags, summary: "The client's facts for its protocols, and which are missing", response: datosResponse },
    handler: async (request) => protocolos.datos(scopedEmpresaId(request)),
  });

  app.put('/empresas/my/datos-protocolos', {
    config: { access: [ROLES.COMPANY], scope: 'empresa' },
    schema: { tags: datosTags, summary: "Saves the client's facts for its protocols (all of them; null is unknown)", body: datosProtocolosSchema, response: datosResponse },
    handler: async (request) => protocolos.saveDatos(actorOf(request), scopedEmpresaId(request), request.body),
  });

  app.get('/gestorias/my/datos-protocolos/pendientes', {
    config: { access: [ROLES.MANAGEMENT], scope: 'gestoria-from-token' },
    schema: { tags: datosTags, summary: "The gestoría's companies with facts for the protocols still missing", response: { 200: empresasDatosPendientesSchema, ...errorResponses(401, 403) } },
    handler: async (request) => protocolos.pendientesDeGestoria(scopedGestoria(request).id),
  });

  app.get('/gestorias/my/empresas/:nifCif/datos-protocolos', {
    config: { access: [ROLES.MANAGEMENT], scope: 'gestoria' },
    schema: { tags: datosTags, summary: "One of the gestoría's companies: its facts for the protocols", params: nifParams, response: datosResponse },
    handler: async (request) => protocolos.datos(await protocolos.ownEmpresaId(scopedGestoria(request).id, request.params.nifCif)),
  });

  app.put('/gestorias/my/empresas/:nifCif/datos-protocolos', {
    config: { access: [ROLES.MANAGEMENT], scope: 'gestoria' },
    schema: { tags: datosTags, summary: "Saves the facts for the protocols of one of the gestoría's companies", params: nifParams, body: datosProtocolosSchema, response: datosResponse },
    handler: async (request) => protocolos.saveDatos(actorOf(request), await protocolos.ownEmpresaId(scopedGestoria(request).id, request.params.nifCif), request.body),
  });

  app.get('/admin/empresas/:id/datos-protocolos', {
    config: { access: staff },
    schema: { tags: datosTags, summary: "Staff: a company's facts for its protocols", params: idParams, response: datosResponse },
    handler: async (request) => protocolos.datos(request.params.id),
  });

  app.put('/admin/empresas/:id/datos-protocolos', {
    config: { access: staff },
    schema: { tags: datosTags, summary: "Staff: saves a company's facts for its protocols", params: idParams, body: datosProtocolosSchema, response: datosResponse },
    handler: async (request) => protocolos.saveDatos(actorOf(request), request.params.id, request.body),
  });
};
