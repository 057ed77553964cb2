import { z } from 'zod';
import { ALL_ROLES, type Role } from '../enums.ts';
import { gestoriaListItemSchema } from './gestoria.ts';
import { pageQuerySchema } from './page.ts';
import { emailField, personalNifField, requiredText } from './zod-fields.ts';

/**
 * Users as staff manage them (spec 2 "User management", "Edit user", §3 User/Role, §5 "New user",
 * §7 "Admin user calls", §8 "Users"). One family: the forms of the web and the routes of the API
 * parse the same schemas.
 */

/** The longest e-mail of a user (spec 2 §5, §9). */
export const USUARIO_EMAIL_MAX = 255;

/** Texts of spec 2 §5 "New user"; where the spec gives none, the same wording. */
export const USUARIO_MESSAGES = {
  username: { required: 'El NIF/NIE es requerido.', invalid: 'El NIF/NIE no es válido.' },
  name: 'El Nombre es requerido.',
  surname: 'Los Apellidos no pueden exceder los 255 caracteres.',
  email: {
    required: 'El Email es requerido.',
    max: 'El Email no puede exceder los 255 caracteres.',
    invalid: 'El Email no es válido.',
  },
  roles: 'Seleccione al menos un rol.',
  gestoria: 'Seleccione un colaborador.',
} as const;

/** Spec 2 §8 "Users": what the users screens say. */
export const USUARIO_TEXTS = {
  deleteFailed: 'Hubo un error al eliminar el usuario. Por favor, inténtelo de nuevo.',
  addFailed: 'Hubo un error al agregar el usuario...',
  loadFailed: 'No se pudo obtener la información del usuario.',
  loadError: 'Ocurrió un error al obtener los datos del usuario.',
  rolesFailed: 'No se pudieron obtener los roles disponibles.',
  updated: 'Datos de usuario actualizados exitosamente.',
  updateFailed: 'No se pudo actualizar la información del usuario.',
  updateError: 'Ocurrió un error al actualizar los datos del usuario.',
} as const;

const usernameField = personalNifField(USUARIO_MESSAGES.username);
const emailUsuarioField = emailField({ ...USUARIO_MESSAGES.email, max: { length: USUARIO_EMAIL_MAX, message: USUARIO_MESSAGES.email.max } });
const nameField = requiredText(USUARIO_MESSAGES.name, 255);

/** POST {core}/admin/gestorias/{id}/users: "Agregar Usuario" (spec 2 §5 "New user"). */
export const usuarioCreateSchema = z.object({
  username: usernameField,
  name: nameField,
  email: emailUsuarioField,
});
export type UsuarioCreateForm = z.input<typeof usuarioCreateSchema>;
export type UsuarioCreate = z.output<typeof usuarioCreateSchema>;

const roleIdSchema = z.enum(ALL_ROLES as unknown as [Role, ...Role[]]);

/** GET {core}/admin/roles: a role as the list of available roles carries it. */
export const rolSchema = z.object({ id: roleIdSchema, description: z.string() });
export type Rol = z.output<typeof rolSchema>;
export const rolesSchema = z.array(rolSchema);

/** A company or gestoría a user is linked to, with what a person recognises it by. */
export const usuarioLinkSchema = z.object({ id: z.string(), nifCif: z.string(), nombre: z.string() });
export type UsuarioLink = z.output<typeof usuarioLinkSchema>;

/** GET {core}/admin/users/{id} (spec 2 §3 "User"; roles, empresas and gestorias as objects with id, as PUT sends them). */
export const usuarioSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  email: z.string(),
  enabled: z.boolean(),
  roles: z.array(z.object({ id: roleIdSchema })),
  empresas: z.array(usuarioLinkSchema),
  gestorias: z.array(usuarioLinkSchema),
});
export type Usuario = z.output<typeof usuarioSchema>;

const idRef = z.object({ id: z.uuid('Identificador no válido.') });

/** PUT {core}/admin/users/{id}: every field of the user, links as lists of `{id}` (spec 2 §7). */
export const usuarioUpdateSchema = z.object({
  username: usernameField,
  name: nameField,
  surname: z
    .string()
    .trim()
    .max(255, USUARIO_MESSAGES.surname)
    .nullish()
    .transform((value) => value || null),
  email: emailUsuarioField,
  enabled: z.boolean(),
  roles: z
    .array(z.object({ id: roleIdSchema }))
    .min(1, USUARIO_MESSAGES.roles)
    .transform((roles) => [...new Set(roles.map((role) => role.id))].map((id) => ({ id }))),
  empresas: z.array(idRef).max(1000).default([]),
  gestorias: z.array(idRef).max(1000).default([]),
});
export type UsuarioUpdateForm = z.input<typeof usuarioUpdateSchema>;
export type UsuarioUpdate = z.output<typeof usuarioUpdateSchema>;

/** ?page&size&nifCif&userEmail of GET {core}/admin/gestorias/users. */
export const gestoriaUsuariosQuerySchema = pageQuerySchema.extend({
  nifCif: z.string().trim().max(20).optional(),
  userEmail: z.string().trim().max(USUARIO_EMAIL_MAX).optional(),
});
export type GestoriaUsuariosQuery = z.output<typeof gestoriaUsuariosQuerySchema>;

/** A row of "Gestionar usuarios": the gestoría (Cif/Nif, Colaborador) and its users' e-mails. */
export const gestoriaUsuariosSchema = gestoriaListItemSchema.pick({ id: true, nifCif: true, nombreComercial: true, users: true });
export type GestoriaUsuarios = z.output<typeof gestoriaUsuariosSchema>;
