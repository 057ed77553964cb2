import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ROLES, STAFF_ROLES } from '@cumplia/shared/enums';
import { toolCodeSchema } from '@cumplia/shared/schemas/tool-code';
import {
  contratoUrlsSchema,
  enlaceFirmaSchema,
  misContratosSchema,
  firmaCodigoRequestSchema,
  firmaCodigoResponseSchema,
  firmaContratoSchema,
  firmaRequestSchema,
  firmaResponseSchema,
} from '@cumplia/shared/schemas/contrato';
import { answeredNotModified, DOCUMENT_CACHE, errorResponses, publicFormRateLimit, strongEtag } from '../../lib/http.ts';
import { scopedEmpresaId } from '../../plugins/request-scope.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { ClientInfo, ContratoPdf, ContratosService } from './contratos.service.ts';

/** A signing link's token as the calls and the page (firma-page.ts) take it. */
export const tokenParams = z.object({ token: z.string().trim().min(1).max(200) });
const staff = [ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;

/** Who opened a signing link or made a call on it, as its evidence records them. */
export function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 400) : null };
}

/**
 * A contract's stored PDF, tagged with the SHA-256 of its bytes (decision 0067): a signed one never
 * changes; one not yet signed is stored again, with a new hash, when the company's data change.
 */
function sendPdf(request: FastifyRequest, reply: FastifyReply, file: ContratoPdf, cacheControl: string) {
  if (answeredNotModified(request, reply, strongEtag(file.sha256), cacheControl)) return reply;
  return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.pdf);
}

/**
 * Contracts signed by SMS code (docs/decisions/0022): the public signing page's calls by token,
 * the signed contracts of a company ("Mis contratos": the company itself and staff), and the staff's
 * "Reenviar enlace de firma".
 */
export const contratosRoutes: FastifyPluginAsyncZod<{ contratos: ContratosService; rateLimitPerMinute: number }> = async (app, options) => {
  const { contratos } = options;
  const publicConfig = { access: 'public' as const, rateLimit: publicFormRateLimit(options.rateLimitPerMinute) };
  const tags = ['firma de contratos'];

  app.get('/firma/:token', {
    config: publicConfig,
    schema: { tags, summary: 'The contract of a signing link, as text, with its document SHA-256', params: tokenParams, response: { 200: firmaContratoSchema, ...errorResponses(404, 409, 429) } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return contratos.open(request.params.token, clientOf(request));
    },
  });

  app.get('/firma/:token/documento', {
    config: publicConfig,
    schema: { tags, summary: 'The contract of a signing link as the PDF shown (unsigned)', params: tokenParams, produces: ['application/pdf'], response: errorResponses(404, 409, 429) },
    handler: async (request, reply) => sendPdf(request, reply, await contratos.documentPdf(request.params.token), DOCUMENT_CACHE.revalidated),
  });

  app.post('/firma/:token/codigo', {
    config: publicConfig,
    schema: {
      tags,
      summary: '"Enviar código": a 6-digit code by SMS to the company phone, bound to the document shown (10 minutes, 3 attempts)',
      params: tokenParams,
      body: firmaCodigoRequestSchema,
      response: { 200: firmaCodigoResponseSchema, ...errorResponses(400, 404, 409, 429) },
    },
    handler: async (request) => contratos.sendCode(request.params.token, request.body.documentSha256, clientOf(request)),
  });

  app.post('/firma/:token/firmar', {
    config: publicConfig,
    schema: {
      tags,
      summary: '"Firmar contrato": the code, the explicit acceptance and the SHA-256 of the document shown',
      params: tokenParams,
      body: firmaRequestSchema,
      response: { 200: firmaResponseSchema, ...errorResponses(400, 404, 409, 429) },
    },
    handler: async (request) => contratos.sign(request.params.token, request.body, clientOf(request)),
  });

  app.get('/firma/:token/firmado', {
    config: publicConfig,
    schema: { tags, summary: 'The signed, sealed PDF (the signer’s copy, while the link lasts)', params: tokenParams, produces: ['application/pdf'], response: errorResponses(404, 409, 429) },
    handler: async (request, reply) => sendPdf(request, reply, await contratos.signedPdfByToken(request.params.token), DOCUMENT_CACHE.fixed),
  });

  const pdfTags = ['contratos'];
  /** The company reaches its own contracts only; staff reach any company's (decision 0022). */
  const readers = [ROLES.COMPANY, ROLES.CUMPLIA, ROLES.CUMPLIA_WORKER] as const;
  const ownCompanies = (request: FastifyRequest): readonly string[] | null => {
    const user = request.user!;
    return user.roles.some((role) => STAFF_ROLES.includes(role)) ? null : user.empresaIds;
  };

  app.get('/pdfs/download/:companyId', {
    config: { access: readers },
    schema: {
      tags: pdfTags,
      summary: '"Mis contratos": the URLs of the signed contracts of a company (each saved as contrato_N.pdf)',
      params: z.object({ companyId: z.string().trim().max(60) }),
      response: { 200: contratoUrlsSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      const companies = ownCompanies(request);
      const { companyId } = request.params;
      if (!z.uuid().safeParse(companyId).success || (companies !== null && !companies.includes(companyId))) {
        return contratos.signedUrls('00000000-0000-0000-0000-000000000000');
      }
      return contratos.signedUrls(companyId);
    },
  });

  app.get('/pdfs/contratos/:id', {
    config: { access: readers },
    schema: {
      tags: pdfTags,
      summary: 'A signed contract (document, evidence page and seal)',
      params: z.object({ id: z.uuid('Identificador de contrato no válido.') }),
      produces: ['application/pdf'], response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) => sendPdf(request, reply, await contratos.signedPdf(request.params.id, ownCompanies(request)), DOCUMENT_CACHE.fixed),
  });

  const clientTags = ['empresas'];

  app.get('/empresas/my/contratos', {
    config: { access: [ROLES.COMPANY], scope: 'empresa' },
    schema: {
      tags: clientTags,
      summary: "The signed-in client's contracts and their state, newest first (its home)",
      response: { 200: misContratosSchema, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) =>
      (await contratos.listForStaff(scopedEmpresaId(request))).map(({ tool, status, createdAt, signedAt }) => ({ tool, status, createdAt, signedAt })),
  });

  app.post('/empresas/my/contratos/:tool/firma', {
    config: { access: [ROLES.COMPANY], scope: 'empresa' },
    schema: {
      tags: clientTags,
      summary: '"Firmar ahora": a new signing link of the tool\'s pending contract, opened by the client itself',
      params: z.object({ tool: toolCodeSchema }),
      response: { 200: enlaceFirmaSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({ path: await contratos.signingPath(actorOf(request), scopedEmpresaId(request), request.params.tool) }),
  });

  const staffTags = ['staff: empresas'];
  const empresaParams = z.object({ id: z.uuid('Identificador de empresa no válido.') });

  app.get('/admin/empresas/:id/contratos', {
    config: { access: staff },
    schema: {
      tags: staffTags,
      summary: "A company's contracts and their state",
      params: empresaParams,
      response: {
        200: z.array(
          z.object({
            id: z.string(),
            tool: toolCodeSchema,
            status: z.enum(['PENDIENTE', 'FIRMADO', 'ANULADO']),
            createdAt: z.string(),
            signedAt: z.string().nullable(),
            tokenExpiresAt: z.string(),
          }),
        ),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => contratos.listForStaff(request.params.id),
  });

  app.post('/admin/empresas/:id/contratos/:tool/reenviar', {
    config: { access: staff },
    schema: {
      tags: staffTags,
      summary: '"Reenviar enlace de firma": a new signing link by SMS and e-mail (the earlier one stops working)',
      params: empresaParams.extend({ tool: toolCodeSchema }),
      response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await contratos.resend(actorOf(request), request.params.id, request.params.tool);
      return { message: 'Enlace de firma reenviado por SMS y correo electrónico.' };
    },
  });
};
