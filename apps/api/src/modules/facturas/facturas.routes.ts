import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, STAFF_AREAS } from '@cumplia/shared/enums';
import {
  gestoriaFacturasQuerySchema,
  anularFacturaSchema,
  facturaDetalladaSchema,
  facturaFiltersSchema,
  facturaListQuerySchema,
  facturaSchema,
  facturasDetalladasQuerySchema,
  facturasExcelFileName,
  fechaFacturarSchema,
  rectificarFacturaSchema,
  registrarReembolsoSchema,
} from '@cumplia/shared/schemas/factura';
import { pageQuerySchema, pageResponseSchema } from '@cumplia/shared/schemas/page';
import { AppError } from '../../lib/app-error.ts';
import { madridIsoDate } from '@cumplia/shared/calendar';
import { answeredNotModified, attachment, DOCUMENT_CACHE, errorResponses, strongEtag } from '../../lib/http.ts';
import { scopedEmpresaId, scopedGestoria } from '../../plugins/request-scope.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { FacturaPdf, FacturasService, FacturaViewer } from './facturas.service.ts';

const staff = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;
const idParams = z.object({ id: z.uuid('Identificador de factura no válido.') });
const facturaPage = pageResponseSchema(facturaSchema);

/**
 * An invoice names a company and its account: never kept by a shared cache. It is drawn with the
 * company's current account, so a browser asks again each time; an unchanged one is not rendered
 * again but answered 304 (decision 0067).
 */
async function sendPdf(request: FastifyRequest, reply: FastifyReply, file: FacturaPdf) {
  if (answeredNotModified(request, reply, strongEtag(file.hash), DOCUMENT_CACHE.revalidated)) return reply;
  return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(file.fileName)).send(await file.render());
}

/** The filters as the repository takes them (empty strings are no filter). */
const filterOf = (query: z.output<typeof facturaFiltersSchema>) => ({
  razonSocial: query.razonSocial || undefined,
  cifNif: query.cifNif || undefined,
  dni: query.dni || undefined,
  facturado: query.facturado,
  devuelta: query.devuelta,
  reembolsoPendiente: query.reembolsoPendiente,
  registroRechazado: query.registroRechazado,
  fechaInicio: query.fechaInicio,
  fechaFin: query.fechaFin,
  cobroHasta: query.cobroHasta,
});

/**
 * Invoices for every role (spec 3 §2.4–2.6, §7; spec 1 §2.10, §2.18; docs/decisions/0027): the
 * client's own, the gestoría's companies', and the staff's list, remittance actions, PDFs, Excel
 * export and the company detail's history. A caller who may not see an invoice gets the same 404 as
 * for one that does not exist.
 */
export const facturasRoutes: FastifyPluginAsyncZod<{ facturas: FacturasService }> = async (app, { facturas }) => {
  app.get('/facturas/empresa/my', {
    config: { access: [ROLES.COMPANY], scope: 'empresa' },
    schema: { tags: ['empresas'], summary: "A page of the client's own invoices, newest first", querystring: pageQuerySchema, response: { 200: facturaPage, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => facturas.list({ empresaId: scopedEmpresaId(request) }, request.query),
  });

  app.get('/facturas/gestoria', {
    config: { access: [ROLES.MANAGEMENT], scope: 'gestoria-from-token' },
    schema: { tags: ['gestoría: facturas'], summary: "A page of the invoices of the gestoría's companies, newest first", querystring: gestoriaFacturasQuerySchema, response: { 200: facturaPage, ...errorResponses(400, 401, 403) } },
    handler: async (request) => {
      const gestoria = scopedGestoria(request);
      return gestoria.ownPage(await facturas.list({ gestoriaId: gestoria.id, devuelta: request.query.devuelta }, request.query));
    },
  });

  app.get('/facturas/:id/download', {
    config: { access: [ROLES.COMPANY, ROLES.MANAGEMENT] },
    schema: {
      tags: ['empresas'],
      summary: 'The PDF of an invoice of the client (its own) or of the gestoría (its companies\'), as Factura_{facturaId}.pdf',
      params: idParams,
      produces: ['application/pdf'],
      response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) => sendPdf(request, reply, await facturas.pdf(viewerOf(request), request.params.id)),
  });

  for (const area of STAFF_AREAS) {
    const tags = [area === 'admin' ? 'staff: facturas' : 'staff: facturas (worker)'];
    app.get(`/${area}/facturas`, {
      config: { access: staff },
      schema: {
        tags,
        summary: 'A page of every invoice, newest first; dates are of issue, both ends included',
        querystring: facturaListQuerySchema,
        response: { 200: facturaPage, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => facturas.list(filterOf(request.query), request.query),
    });

    app.get(`/${area}/facturas/:id/download`, {
      config: { access: staff },
      schema: { tags, summary: 'The PDF of any invoice', params: idParams, produces: ['application/pdf'], response: errorResponses(400, 401, 403, 404) },
      handler: async (request, reply) => sendPdf(request, reply, await facturas.pdf({ staff: true }, request.params.id)),
    });
  }

  const tags = ['staff: facturas'];

  app.put('/admin/facturas/:id/marcar-facturada', {
    config: { access: staff },
    schema: { tags, summary: 'Mark an invoice remitted (facturado); 409 when it already is', params: idParams, response: { 200: facturaSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request) => facturas.marcarFacturada(actorOf(request), request.params.id),
  });

  app.put('/admin/facturas/:id/fecha-facturar', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'Move the collection date (fechaCuandoFacturar) of an invoice not yet remitted; 409 once remitted',
      params: idParams,
      body: fechaFacturarSchema,
      response: { 200: facturaSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => facturas.cambiarFechaFacturar(actorOf(request), request.params.id, request.body.nuevaFecha),
  });

  // RD 1619/2012 art. 15 and Ley 37/1992 art. 80 (decision 0045): staff, superadmin and worker alike
  // (spec 3 §6: the worker has the superadmin's invoicing screens), correct an invoice with a
  // rectifying one, or cancel one issued by mistake and never collected.
  app.post('/admin/facturas/:id/rectificar', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'Issue a rectifying invoice (R1–R4, by differences or by substitution) of an ordinary invoice; answers the new invoice. 409 for a cancelled or rectifying invoice',
      params: idParams,
      body: rectificarFacturaSchema,
      response: { 201: facturaSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await facturas.rectificar(actorOf(request), request.params.id, request.body)),
  });

  app.post('/admin/facturas/:id/anular', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'Cancel an invoice issued by mistake and not collected (its RegistroAnulacion); 409 once remitted, already cancelled, or rectified',
      params: idParams,
      body: anularFacturaSchema,
      response: { 200: facturaSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => facturas.anular(actorOf(request), request.params.id, request.body.motivo),
  });

  // Decision 0060: a negative rectifying invoice of a collected original is paid back; staff record when and how.
  app.post('/admin/facturas/:id/reembolso', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'Record the refund of what a negative rectifying invoice owes the client (day, method); 409 when nothing is owed or it is already recorded',
      params: idParams,
      body: registrarReembolsoSchema,
      response: { 200: facturaSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => facturas.registrarReembolso(actorOf(request), request.params.id, request.body),
  });

  // Decision 0061: with sending on, the record the agency refused or accepted with errors is corrected ("subsanación").
  app.post('/admin/facturas/:id/subsanar', {
    config: { access: staff },
    schema: {
      tags,
      summary: "Correct (subsanar) the invoice's last record, refused or accepted with errors by the tax agency: the same RegistroAlta with Subsanacion S, chained, sent on the next run; 409 otherwise",
      params: idParams,
      response: { 200: facturaSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => facturas.subsanarRegistro(actorOf(request), request.params.id),
  });

  app.get('/admin/facturas/export/excel', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'The invoices of the list\'s filters as Facturas_{date}.xlsx, streamed as it is read, with a totals row',
      querystring: facturaFiltersSchema,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response: errorResponses(400, 401, 403),
    },
    handler: async (request, reply) => {
      const body = new PassThrough();
      facturas.exportExcel(filterOf(request.query), body).then(
        () => body.end(),
        (error: unknown) => {
          // The headers are gone: the client sees a cut download, the log says why.
          request.log.error({ err: error }, 'excel export failed');
          body.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachment(facturasExcelFileName(madridIsoDate(new Date()))))
        .header('cache-control', 'private, no-store')
        // A stream, which the error responses' types do not describe.
        .send(body as never);
    },
  });

  app.get('/admin/facturas-detalladas', {
    config: { access: staff },
    schema: {
      tags,
      summary: "A company's invoices with their lines (the company detail's history), 5 per page",
      querystring: facturasDetalladasQuerySchema,
      response: { 200: pageResponseSchema(facturaDetalladaSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => facturas.detalladas(request.query.cifNif, request.query),
  });
};

/** A client sees its company's invoices, a collaborator its gestoría's companies'. */
function viewerOf(request: FastifyRequest): FacturaViewer {
  const user = request.user!;
  if (user.roles.includes(ROLES.COMPANY) && user.empresaIds[0]) return { empresaId: user.empresaIds[0] };
  if (user.roles.includes(ROLES.MANAGEMENT) && user.gestoriaIds[0]) return { gestoriaId: user.gestoriaIds[0] };
  throw new AppError(404, 'NOT_FOUND', 'Factura o archivo PDF no encontrado');
}
