import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES, type Role } from '@cumplia/shared/enums';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import {
  gestoriaUsuariosQuerySchema,
  gestoriaUsuariosSchema,
  rolesSchema,
  usuarioCreateSchema,
  usuarioSchema,
  usuarioUpdateSchema,
} from '@cumplia/shared/schemas/usuario';
import { errorResponses } from '../../lib/http.ts';
import { actorOf } from '../audit/audit.service.ts';
import type { UsuariosService } from './usuarios.service.ts';

/**
 * Both staff roles: spec 2 §2 opens /anadirusuariosuperadmin and /editarusuario to the superadmin
 * and the worker. What a worker may do to whom (gestoría and company users only, no staff roles) is
 * decided per account in the service (usuario-policy.ts), not per route.
 */
const staff = STAFF_ROLES as readonly [Role, ...Role[]];
const tags = ['staff: usuarios'];
const idParams = z.object({ id: z.uuid('Identificador de usuario no válido.') });

/** Spec 2 "User management" and "Edit user" (§7 "Admin user calls", admin/gestorias/…/users). */
export const usuariosRoutes: FastifyPluginAsyncZod<{ usuarios: UsuariosService }> = async (app, { usuarios }) => {
  app.get('/admin/gestorias/users', {
    config: { access: staff },
    schema: {
      tags,
      summary: 'Gestorías with their users (Cif/Nif, Colaborador, e-mails), by e-mail and tax id',
      querystring: gestoriaUsuariosQuerySchema,
      response: { 200: pageResponseSchema(gestoriaUsuariosSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => usuarios.listByGestoria(request.query),
  });

  app.post('/admin/gestorias/:id/users', {
    config: { access: staff },
    schema: {
      tags,
      summary: '"Agregar Usuario": a collaborator user of the gestoría; it gets the verification e-mail',
      params: z.object({ id: z.uuid('Identificador de gestoría no válido.') }),
      body: usuarioCreateSchema,
      response: { 201: usuarioSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.status(201).send(await usuarios.createForGestoria(actorOf(request), request.params.id, request.body)),
  });

  app.get('/admin/users/:id', {
    config: { access: staff },
    schema: { tags, summary: 'A user, with roles, companies and gestorías', params: idParams, response: { 200: usuarioSchema, ...errorResponses(400, 401, 403, 404) } },
    handler: async (request) => usuarios.get(actorOf(request), request.params.id),
  });

  app.put('/admin/users/:id', {
    config: { access: staff },
    schema: {
      tags,
      summary: '"Datos de Usuario": every field, roles and links; staff roles only by a superadmin',
      params: idParams,
      body: usuarioUpdateSchema,
      response: { 200: usuarioSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => usuarios.update(actorOf(request), request.params.id, request.body),
  });

  app.delete('/admin/users/:id', {
    config: { access: staff },
    schema: { tags, summary: 'Delete a user; their sessions end', params: idParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    handler: async (request, reply) => {
      await usuarios.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/admin/roles', {
    config: { access: staff },
    schema: { tags, summary: 'The roles the caller may grant', response: { 200: rolesSchema, ...errorResponses(401, 403) } },
    handler: async (request) => usuarios.roles(actorOf(request)),
  });
};
