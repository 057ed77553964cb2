import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@cumplia/shared/enums';
import { datosPersonalesSchema, solicitudDatosPersonalesSchema } from '@cumplia/shared/schemas/datos-personales';
import { errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { DatosPersonalesService } from './datos-personales.service.ts';

/**
 * "Derechos de protección de datos": everything the modules hold about one person, for the answer
 * to their access or portability request (RGPD arts. 15 and 20; decision 0082). The superadmin
 * only: it gathers one person's data from every part of the product. A POST, so that the person's
 * NIF, e-mail and phone stay out of addresses and access logs.
 */
export const datosPersonalesRoutes: FastifyPluginAsyncZod<{ datosPersonales: DatosPersonalesService }> = async (app, { datosPersonales }) => {
  app.post('/admin/datos-personales', {
    config: { access: [ROLES.CUMPLIA] },
    schema: {
      tags: ['staff: protección de datos'],
      summary: 'Everything Cumplia holds about one person (RGPD arts. 15 and 20), by NIF/NIE, e-mail or phone; the lookup is audited',
      body: solicitudDatosPersonalesSchema,
      response: { 200: datosPersonalesSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => datosPersonales.answer(actorOf(request), request.body),
  });
};
