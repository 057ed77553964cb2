import { z } from 'zod';
import { ALL_ROLES, LOGIN_TIPOS } from '../enums.ts';
import { normalizeNif } from '../validators/nif.ts';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * A username as typed: normalised as at company creation ("12345678-z" is "12345678Z"), not
 * validated, so a wrong one is answered like a wrong password (login) or a wrong code.
 */
const username = (message: string) => required(message).overwrite(normalizeNif);

export const authenticateRequestSchema = z.object({
  username: username('El NIF es obligatorio.'),
  password: z.string({ error: 'La contraseña es obligatoria.' }).min(1, 'La contraseña es obligatoria.'),
  tipo: z.enum(LOGIN_TIPOS).optional(),
});
export type AuthenticateRequest = z.input<typeof authenticateRequestSchema>;

export const tokenResponseSchema = z.object({
  token: z.string(),
  /**
   * Given to clients that are not browsers only (decision 0040): a browser keeps it in the httpOnly
   * cookie the answer sets, where no script can read it.
   */
  refreshToken: z.string().optional(),
  /** Same value as `token`: the web's retry reads `newToken` after a refresh (spec 1 §7). */
  newToken: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The refresh token in the body (clients that are not browsers), or none: then the session cookie's. */
export const refreshRequestSchema = z.object({
  refreshToken: required('El token de refresco es obligatorio.').optional(),
});

export const logoutRequestSchema = refreshRequestSchema;

export const verifyRequestSchema = z
  .object({
    username: username('El nombre de usuario es obligatorio.'),
    email: required('El correo electrónico es obligatorio.'),
    verificationCode: required('El código de verificación es obligatorio.').regex(
      /^\d+$/,
      'El código de verificación solo contiene dígitos.',
    ),
    password: z
      .string({ error: 'La contraseña es obligatoria.' })
      .min(1, 'La contraseña es obligatoria.')
      .min(8, 'La contraseña debe tener al menos 8 caracteres.')
      .max(128, 'La contraseña no puede superar los 128 caracteres.'),
    captchaToken: z.string().optional(),
  });
export type VerifyRequest = z.input<typeof verifyRequestSchema>;

/** Both forms of spec 1 §7: `{email}` from /resetpassword (it holds the user id) or `{nif}`. */
export const passwordRecoveryRequestSchema = z
  .object({ email: z.string().overwrite(normalizeNif).optional(), nif: z.string().overwrite(normalizeNif).optional() })
  .refine((body) => Boolean(body.email || body.nif), {
    message: 'El campo NIF es obligatorio.',
    path: ['nif'],
  });
export type PasswordRecoveryRequest = z.input<typeof passwordRecoveryRequestSchema>;

/**
 * A password of the right length the server still refuses (decision 0074): one of the most used, or
 * one that holds the account's own NIF (NIST SP 800-63B §5.1.1.2). Checked by the server only: the
 * list is two megabytes no form should download.
 */
export const WEAK_PASSWORD_MESSAGES = {
  common: 'Esa contraseña es de las más usadas y fáciles de adivinar. Elija otra.',
  containsNif: 'La contraseña no puede contener su NIF.',
} as const;

export const PASSWORD_RECOVERY_SUCCESS =
  'Se ha enviado un correo electrónico con las instrucciones para restablecer su contraseña.';

export const changePasswordRequestSchema = z
  .object({
    username: username("El campo 'NIF' es obligatorio."),
    code: required("El campo 'Código' es obligatorio."),
    newPassword: z
      .string({ error: "El campo 'Nueva contraseña' es obligatorio." })
      .min(1, "El campo 'Nueva contraseña' es obligatorio.")
      .min(8, 'La contraseña debe tener al menos 8 caracteres.')
      .max(128, 'La contraseña no puede superar los 128 caracteres.'),
    newPasswordConfirmation: z
      .string({ error: "El campo 'Confirmar contraseña' es obligatorio." })
      .min(1, "El campo 'Confirmar contraseña' es obligatorio."),
  })
  .refine((body) => body.newPassword === body.newPasswordConfirmation, {
    message: 'Las contraseñas no coinciden.',
    path: ['newPasswordConfirmation'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** The access token's claims as the web reads them. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ALL_ROLES as [string, ...string[]])),
  gestoriaIds: z.array(z.string()),
  empresaIds: z.array(z.string()),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  email: z.string(),
  roles: z.array(z.string()),
  gestoriaIds: z.array(z.string()),
  empresaIds: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
