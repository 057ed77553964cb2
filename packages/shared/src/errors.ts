import { z } from 'zod';

/**
 * Every error the server answers with has one of these codes. The message is the Spanish text a
 * user may read; the web shows it as is unless the spec gives a screen-specific text for the code.
 */
export const ERROR_MESSAGES = {
  // Validation and input
  VALIDATION_ERROR: 'Los datos proporcionados no son válidos.',
  CONSTRAINT_VIOLATION: 'Error en los datos.',
  DATA_INTEGRITY_VIOLATION: 'Error en la integridad de los datos. Verifique la información ingresada.',
  DUPLICATE_NIF_CIF: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.',
  DUPLICATE_USERNAME:
    'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.',
  GESTORIA_NOT_FOUND: 'No tiene una gestoría asignada. Contacte con el administrador.',
  NOT_FOUND: 'El recurso solicitado no existe.',
  CONFLICT: 'La operación no es posible en el estado actual.',
  // Access
  UNAUTHENTICATED: 'Debe iniciar sesión para realizar esta operación.',
  SECURITY_ERROR: 'No tiene permisos para realizar esta operación.',
  // Authentication (spec 0 "Accounts, login and session")
  AUTH001: 'Por favor, completa todos los campos requeridos.',
  AUTH002: 'El usuario o la contraseña son incorrectos.',
  // One text for every pause (docs/decisions/0004): it lapses by itself and a password reset ends it.
  AUTH003:
    'Demasiados intentos fallidos. Por seguridad, hemos pausado el inicio de sesión de esta cuenta durante un tiempo. Vuelve a intentarlo más tarde o restablece tu contraseña.',
  AUTH004: 'Tu cuenta está deshabilitada. Por favor, verifica tu correo electrónico o contacta con soporte.',
  INVALID_REFRESH_TOKEN: 'La sesión ha caducado. Inicie sesión de nuevo.',
  INVALID_CODE: 'El código no es válido o ha caducado.',
  // Captcha
  CAPTCHA_REQUIRED: 'Por favor, completa el captcha.',
  CAPTCHA_INVALID: 'La verificación del captcha falló. Por favor, inténtalo de nuevo.',
  // Limits and server
  RATE_LIMITED: 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  PAYLOAD_TOO_LARGE: 'El archivo o los datos enviados son demasiado grandes.',
  INTERNAL_SERVER_ERROR: 'Ha ocurrido un error en el servidor. Por favor, inténtalo más tarde.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

/** The body of every error answer: `{code, message, data}`; `data` maps a field to its message. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
