import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { ApiRequestError } from '../../../lib/api-error';

export const LOGIN_ERROR_MESSAGES = {
  captcha: 'La verificación del captcha falló. Por favor, inténtalo de nuevo.',
  wrongCredentials: 'El usuario o la contraseña son incorrectos.',
  // One text for the pause (docs/decisions/0004), not spec 1's "bloqueada… contacta con soporte".
  blocked: ERROR_MESSAGES.AUTH003,
  disabled: 'Tu cuenta está deshabilitada. Por favor, verifica tu correo electrónico o contacta con soporte.',
  generic: 'Ocurrió un error al validar el usuario.',
} as const;

export type LoginErrorMessage = {
  message: string;
  /** True when the failure concerns the captcha, so the form can point at it. */
  isCaptcha: boolean;
};

/** Maps a failed login to the text the spec gives for it (spec 1 §8 Login). */
export function loginErrorMessage(error: unknown): LoginErrorMessage {
  if (!(error instanceof ApiRequestError)) return { message: LOGIN_ERROR_MESSAGES.generic, isCaptcha: false };
  if (error.code === 'CAPTCHA_INVALID' || error.code === 'CAPTCHA_REQUIRED') {
    return { message: LOGIN_ERROR_MESSAGES.captcha, isCaptcha: true };
  }
  if (error.status === 401 && error.code === 'AUTH002') {
    return { message: LOGIN_ERROR_MESSAGES.wrongCredentials, isCaptcha: false };
  }
  if (error.status === 403 && error.code === 'AUTH003') {
    return { message: LOGIN_ERROR_MESSAGES.blocked, isCaptcha: false };
  }
  if (error.status === 403 && error.code === 'AUTH004') {
    return { message: LOGIN_ERROR_MESSAGES.disabled, isCaptcha: false };
  }
  return { message: LOGIN_ERROR_MESSAGES.generic, isCaptcha: false };
}
