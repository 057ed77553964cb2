import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { ApiRequestError, CLIENT_ERROR_CODES } from '../../../lib/api-error';
import { fieldMessagesOf } from '../../../lib/error-message';

export const VERIFICATION_ERROR_MESSAGES = {
  missingFields: 'Por favor, complete todos los campos requeridos.',
  invalidData: 'Los datos proporcionados no son válidos.',
  captcha: 'La verificación del captcha falló. Por favor, inténtelo de nuevo.',
  wrongCredentials: 'El usuario o la contraseña son incorrectos.',
  unauthorized: 'No autorizado. Por favor, verifique sus credenciales.',
  // One text for the pause (docs/decisions/0004), not spec 1's "bloqueada… contacta con soporte".
  blocked: ERROR_MESSAGES.AUTH003,
  disabled: 'Su cuenta está deshabilitada. Por favor, verifique su correo electrónico o contacte con soporte.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  server: 'Ha ocurrido un error en el servidor. Por favor, inténtelo más tarde.',
  unexpected: 'Ha ocurrido un error inesperado.',
} as const;

/** A general message above the form, or a message under the NIF or the password field. */
export type VerificationFailure = { message: string; field?: undefined } | { message: string; field: 'username' | 'password' };

/**
 * Maps a failed verification to spec 1 §8 "Account verification". One deliberate departure: a 400
 * INVALID_CODE shows the server's own text ("El código de verificación no es válido o ha caducado.")
 * instead of the generic "Los datos proporcionados no son válidos.", because it tells the person
 * what to fix; likewise a refused captcha says so, and a password refused as one of the most used or
 * as holding the NIF is said under the password field.
 */
export function verificationErrorMessage(error: unknown): VerificationFailure {
  const m = VERIFICATION_ERROR_MESSAGES;
  if (!(error instanceof ApiRequestError)) return { message: m.unexpected };
  // No answer at all: the client's connection or time-out text.
  if (error.isNoResponse) return { message: error.message };
  const { status, code } = error;
  if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_INVALID') return { message: m.captcha };
  if (status === 400) {
    if (code === 'AUTH001') return { message: m.missingFields };
    if (code === 'INVALID_CODE') return { message: error.message || m.invalidData };
    if (error.message.toLowerCase().includes('dni')) return { message: error.message, field: 'username' };
    // A password the server refuses as too easy to guess (decision 0074): said under the field.
    const { password } = fieldMessagesOf(error);
    if (password) return { message: password, field: 'password' };
    return { message: m.invalidData };
  }
  if (status === 401) return { message: code === 'AUTH002' ? m.wrongCredentials : m.unauthorized };
  if (status === 403) {
    if (code === 'AUTH003') return { message: m.blocked };
    if (code === 'AUTH004') return { message: m.disabled };
    return { message: m.forbidden };
  }
  if (status >= 500) return { message: m.server };
  if (code === CLIENT_ERROR_CODES.http || code === CLIENT_ERROR_CODES.invalidResponse) return { message: m.unexpected };
  return { message: error.message || m.unexpected };
}
