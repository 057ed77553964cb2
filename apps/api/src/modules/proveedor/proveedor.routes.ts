import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { proveedorSchema, type Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Config } from '../../config.ts';

export function proveedorFromConfig(config: Config): Proveedor {
  return {
    nombre: config.PROVIDER_NAME,
    nif: config.PROVIDER_NIF,
    direccion: config.PROVIDER_ADDRESS,
    codigoPostal: config.PROVIDER_POSTAL_CODE,
    localidad: config.PROVIDER_CITY,
    provincia: config.PROVIDER_PROVINCE,
    telefono: config.PROVIDER_PHONE,
    email: config.PROVIDER_INBOX,
    registroMercantil: config.PROVIDER_REGISTRY,
  };
}

/** GET {core}/proveedor: who provides the service, for the footer and the legal pages. */
export const proveedorRoutes: FastifyPluginAsyncZod<{ proveedor: Proveedor }> = async (app, { proveedor }) => {
  app.get('/proveedor', {
    config: { access: 'public' },
    schema: { tags: ['public'], summary: 'The provider of the service', response: { 200: proveedorSchema } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return proveedor;
    },
  });
};
