import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { ApiRequestError } from '../../../lib/api-error';

export const LOGIN_ERROR_MESSAGES = {
  captcha: 'La verificación del captcha falló. Por favor, inténtelo de nuevo.',
  wrongCredentials: 'El usuario o la contraseña son incorrectos.',
  // A member of staff who picked "Colaborador" or "Cliente" is refused as a wrong password is
  // (decision 0048): the form, which knows a type was picked, says to look at it too (issue 23).
  wrongCredentialsWithTipo:
    'El usuario o la contraseña son incorrectos. Compruebe también el tipo de acceso: el personal de Cumplia accede sin marcar «Colaborador» ni «Cliente».',
  // With no type picked the server checks staff: a client or a collaborator who forgot to pick one is
  // refused as a wrong password is, and the form says which choice to make (phone review, decision 0048).
  wrongCredentialsWithoutTipo:
    'El usuario o la contraseña son incorrectos. Si es cliente o colaborador, marque arriba su tipo de acceso («Cliente» o «Colaborador») y vuelva a intentarlo.',
  // One text for the pause (docs/decisions/0004), not spec 1's "bloqueada… contacta con soporte".
  blocked: ERROR_MESSAGES.AUTH003,
  disabled: 'Su cuenta está deshabilitada. Por favor, verifique su correo electrónico o contacte con soporte.',
  // An account never activated (AUTH004 with verificacionPendiente, issue 23): what to do, not "disabled".
  pendingActivation:
    'Active su cuenta con el enlace que recibió por correo («Active su cuenta de Cumplia»). Si no lo encuentra o ha caducado, pida uno nuevo a su colaborador o escríbanos desde Contacto.',
  generic: 'Ocurrió un error al validar el usuario.',
} as const;

export type LoginErrorMessage = {
  message: string;
  /** True when the failure concerns the captcha, so the form can point at it. */
  isCaptcha: boolean;
};

/** Maps a failed login to the text the spec gives for it (spec 1 §8 Login); `tipo` is the access type picked, if any. */
export function loginErrorMessage(error: unknown, tipo?: string): LoginErrorMessage {
  if (!(error instanceof ApiRequestError)) return { message: LOGIN_ERROR_MESSAGES.generic, isCaptcha: false };
  if (error.code === 'CAPTCHA_INVALID' || error.code === 'CAPTCHA_REQUIRED') {
    return { message: LOGIN_ERROR_MESSAGES.captcha, isCaptcha: true };
  }
  if (error.status === 401 && error.code === 'AUTH002') {
    return { message: tipo ? LOGIN_ERROR_MESSAGES.wrongCredentialsWithTipo : LOGIN_ERROR_MESSAGES.wrongCredentialsWithoutTipo, isCaptcha: false };
  }
  if (error.status === 403 && error.code === 'AUTH003') {
    return { message: LOGIN_ERROR_MESSAGES.blocked, isCaptcha: false };
  }
  if (error.status === 403 && error.code === 'AUTH004' && error.data?.verificacionPendiente === true) {
    return { message: LOGIN_ERROR_MESSAGES.pendingActivation, isCaptcha: false };
  }
  if (error.status === 403 && error.code === 'AUTH004') {
    return { message: LOGIN_ERROR_MESSAGES.disabled, isCaptcha: false };
  }
  return { message: LOGIN_ERROR_MESSAGES.generic, isCaptcha: false };
}
