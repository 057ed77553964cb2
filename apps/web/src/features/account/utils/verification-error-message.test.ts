import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { verificationErrorMessage } from './verification-error-message';

const serverError = (status: number, code: string, message = 'Texto del servidor') =>
  new ApiRequestError({ status, code, message });

describe('verificationErrorMessage (spec 1 §8 "Account verification")', () => {
  it.each([
    [400, 'AUTH001', 'Por favor, complete todos los campos requeridos.'],
    [400, 'VALIDATION_ERROR', 'Los datos proporcionados no son válidos.'],
    [401, 'AUTH002', 'El usuario o la contraseña son incorrectos.'],
    [401, 'UNAUTHENTICATED', 'No autorizado. Por favor, verifique sus credenciales.'],
    [403, 'AUTH003', ERROR_MESSAGES.AUTH003],
    [403, 'AUTH004', 'Su cuenta está deshabilitada. Por favor, verifique su correo electrónico o contacte con soporte.'],
    [403, 'SECURITY_ERROR', 'No tiene permiso para realizar esta acción.'],
    [500, 'INTERNAL_SERVER_ERROR', 'Ha ocurrido un error en el servidor. Por favor, inténtelo más tarde.'],
    [404, 'HTTP_ERROR', 'Ha ocurrido un error inesperado.'],
    [429, 'RATE_LIMITED', 'Texto del servidor'],
    [400, 'CAPTCHA_INVALID', 'La verificación del captcha falló. Por favor, inténtelo de nuevo.'],
  ])('%i %s → "%s"', (status, code, expected) => {
    expect(verificationErrorMessage(serverError(status, code))).toEqual({ message: expected });
  });

  it('says under the password field why the server refused it as too easy to guess', () => {
    const message = 'Esa contraseña es de las más usadas y fáciles de adivinar. Elija otra.';
    const refused = new ApiRequestError({ status: 400, code: 'VALIDATION_ERROR', message, data: { password: message } });
    expect(verificationErrorMessage(refused)).toEqual({ message, field: 'password' });
  });

  it("shows the server's text for an invalid or expired code: it says what to fix", () => {
    const message = 'El código de verificación no es válido o ha caducado.';
    expect(verificationErrorMessage(serverError(400, 'INVALID_CODE', message))).toEqual({ message });
  });

  it('puts a 400 that mentions the DNI under the NIF field, with the server text', () => {
    const message = 'El DNI no corresponde a ningún usuario pendiente de verificación.';
    expect(verificationErrorMessage(serverError(400, 'VALIDATION_ERROR', message))).toEqual({ message, field: 'username' });
  });

  it('gives the client text when no answer came, and the generic text for anything unknown', () => {
    const noAnswer = new ApiRequestError({ status: 0, code: 'TIMEOUT', message: 'El servidor ha tardado demasiado en responder.' });
    expect(verificationErrorMessage(noAnswer)).toEqual({ message: 'El servidor ha tardado demasiado en responder.' });
    expect(verificationErrorMessage(new Error('x'))).toEqual({ message: 'Ha ocurrido un error inesperado.' });
  });
});
