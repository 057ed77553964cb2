import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES } from '@cumplia/shared/enums';
import { datosPersonalesSchema, solicitudDatosPersonalesSchema, type DatosPersonales } from '@cumplia/shared/schemas/datos-personales';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../lib/http.ts';
import { actorOf, recordAudit } from '../audit/audit.service.ts';
import type { ModuleContext } from '../manifest.ts';

/**
 * "Derechos de protección de datos": everything the modules hold about one person, for the answer
 * to their access or portability request (RGPD arts. 15 and 20; decision 0082). The superadmin
 * only: it gathers one person's data from every part of the product. Each answer is recorded in the
 * audit log (who looked up whom, when), as the provider must be able to show (art. 5.2). A POST, so
 * that the person's NIF, e-mail and phone stay out of addresses and access logs.
 */
export const datosPersonalesRoutes: FastifyPluginAsyncZod<{ db: Database; datosPersonales: ModuleContext['datosPersonales']; now: () => Date }> = async (app, { db, datosPersonales, now }) => {
  app.post('/admin/datos-personales', {
    config: { access: [ROLES.CUMPLIA] },
    schema: {
      tags: ['staff: protección de datos'],
      summary: 'Everything Cumplia holds about one person (RGPD arts. 15 and 20), by NIF/NIE, e-mail or phone',
      body: solicitudDatosPersonalesSchema,
      response: { 200: datosPersonalesSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request): Promise<DatosPersonales> => {
      const { nif, email, telefono } = request.body;
      const interesado = { nif: nif || null, email: email || null, telefono: telefono || null };
      const secciones = await datosPersonales(interesado);
      await recordAudit(db, actorOf(request), {
        action: 'EXPORT',
        entityType: 'datos-personales',
        changes: { interesado, secciones: secciones.map((found) => `${found.titulo}: ${found.registros.length}`) },
      });
      return { generadoEl: now().toISOString(), interesado, secciones };
    },
  });
};
