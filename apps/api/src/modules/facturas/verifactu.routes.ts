import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '@cumplia/shared/enums';
import { declaracionResponsableSchema, integridadSchema } from '@cumplia/shared/schemas/factura';
import { requerimientoSchema, requerimientosSchema, requerimientoSolicitudSchema } from '@cumplia/shared/schemas/requerimiento';
import { attachment, errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { RequerimientosService } from './verifactu-requerimientos.service.ts';
import type { VerifactuService } from './verifactu.service.ts';

const staff = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;

function sendPdf(reply: FastifyReply, bytes: Buffer) {
  return reply.header('content-type', 'application/pdf').header('content-disposition', attachment('Declaracion_responsable.pdf')).header('cache-control', 'private, no-store').send(bytes);
}

/** Staff read the VERI*FACTU records of an invoice as the tax agency would receive them. */
export const verifactuRoutes: FastifyPluginAsyncZod<{ verifactu: VerifactuService; requerimientos: RequerimientosService }> = async (app, { verifactu, requerimientos }) => {
  // Decision 0044: staff check the chain and every signature; a failure is an anomaly of the event log.
  app.post('/admin/verifactu/integridad', {
    config: { access: staff },
    schema: {
      tags: ['staff: facturas'],
      summary: 'Comprobar integridad: recompute the records\' hash chain and verify every signature; records the check (and any anomaly) in the event log',
      response: { 200: integridadSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => verifactu.comprobarIntegridad(actorOf(request)),
  });

  // Decision 0052: the event log (RegistroEvento of EventosSIF.xsd, chained and signed), exported; the export is an event (09).
  app.get('/admin/verifactu/eventos', {
    config: { access: staff },
    schema: {
      tags: ['staff: facturas'],
      summary: 'The event log of the invoicing system (Orden HAC/1177/2024 art. 9) as XML: each RegistroEvento signed, valid against EventosSIF.xsd',
      response: { 200: z.string(), ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      const xml = await verifactu.exportarEventos(actorOf(request));
      reply.type('application/xml; charset=utf-8').header('content-disposition', attachment('registro_eventos.xml'));
      return xml;
    },
  });

  // Decision 0052: the declaración responsable (RD 1007/2023 art. 13; Orden HAC/1177/2024 art. 15), as data and as PDF.
  app.get('/admin/verifactu/declaracion', {
    config: { access: staff },
    schema: {
      tags: ['staff: facturas'],
      summary: "The invoicing system's declaración responsable: producer, name, identifier, version, modes, components, date and place",
      response: { 200: declaracionResponsableSchema, ...errorResponses(401, 403) },
    },
    handler: async () => verifactu.declaracion(),
  });

  app.get('/admin/verifactu/declaracion.pdf', {
    config: { access: staff },
    schema: {
      tags: ['staff: facturas'],
      summary: 'The declaración responsable as PDF',
      produces: ['application/pdf'],
      response: errorResponses(401, 403),
    },
    handler: async (_request, reply) => sendPdf(reply, await verifactu.declaracionPdf()),
  });

  // Decision 0083: the records the tax agency asks a non-VERI*FACTU system for, remitted to its
  // RequerimientoSOAP service. Answering the agency in the issuer's name is the superadmin's call.
  app.get('/admin/verifactu/requerimientos', {
    config: { access: [ROLES.CUMPLIA] },
    schema: {
      tags: ['staff: facturas'],
      summary: "The remittances of records the tax agency asked for, newest first, with the agency's answer to each message, and why none can be made now",
      response: { 200: requerimientosSchema, ...errorResponses(401, 403) },
    },
    handler: async () => requerimientos.listar(),
  });

  app.post('/admin/verifactu/requerimientos', {
    config: { access: [ROLES.CUMPLIA] },
    schema: {
      tags: ['staff: facturas'],
      summary: "Remit the records of the invoices issued in a period to the agency, naming its request (RefRequerimiento); sent by a job, at most 1,000 a message",
      body: requerimientoSolicitudSchema,
      response: { 201: requerimientoSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.status(201).send(await requerimientos.solicitar(actorOf(request), request.body)),
  });

  app.post('/admin/verifactu/requerimientos/:id/reanudar', {
    config: { access: [ROLES.CUMPLIA] },
    schema: {
      tags: ['staff: facturas'],
      summary: 'Resume a remittance that stopped, from its first message without an answer',
      params: z.object({ id: z.uuid('Identificador de remisión no válido.') }),
      response: { 200: requerimientoSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => requerimientos.reanudar(actorOf(request), request.params.id),
  });

  app.get('/admin/facturas/:id/verifactu', {
    config: { access: staff },
    schema: {
      tags: ['staff: facturas'],
      summary: "An invoice's VERI*FACTU records (RegistroAlta, RegistroAnulacion) as SuministroLR XML",
      params: z.object({ id: z.uuid('Identificador de factura no válido.') }),
      response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const xml = await verifactu.recordsXml(request.params.id);
      reply.type('application/xml; charset=utf-8').header('content-disposition', attachment(`verifactu_${request.params.id}.xml`));
      return xml;
    },
  });
};
