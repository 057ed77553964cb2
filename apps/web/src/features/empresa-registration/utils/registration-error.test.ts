import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { registrationFailure } from './registration-error';

const serverError = (status: number, code: string, message: string, data?: Record<string, unknown>) =>
  new ApiRequestError({ status, code, message, data });

describe('registrationFailure (spec 1 §8 "Public registration")', () => {
  it('gives the spec text for a duplicate username, under the NIF del usuario', () => {
    const text = 'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.';
    expect(registrationFailure(serverError(409, 'DUPLICATE_USERNAME', 'otro texto'))).toEqual({
      message: text,
      fields: { username: text },
    });
  });

  it("shows the server's duplicate NIF/CIF text under the company's NIF", () => {
    const message = 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.';
    expect(registrationFailure(serverError(409, 'DUPLICATE_NIF_CIF', message))).toEqual({
      message,
      fields: { nifCif: message },
    });
  });

  it('passes the field messages of a validation error on as they are', () => {
    const failure = registrationFailure(
      serverError(400, 'VALIDATION_ERROR', 'Los datos proporcionados no son válidos.', { numCuenta: 'IBAN no válido', extra: 3 }),
    );
    expect(failure).toEqual({ message: 'Los datos proporcionados no son válidos.', fields: { numCuenta: 'IBAN no válido' } });
  });

  it.each([
    ['CAPTCHA_INVALID', 400, 'La verificación del captcha falló. Por favor, inténtelo de nuevo.'],
    ['RATE_LIMITED', 429, 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.'],
  ])('shows other server explanations (%s) as they are', (code, status, message) => {
    expect(registrationFailure(serverError(status, code, message)).message).toBe(message);
  });

  it.each([
    ['NETWORK_ERROR', 'network'],
    ['TIMEOUT', 'time-out'],
  ])('gives the connection text when no answer came (%s, %s)', (code) => {
    expect(registrationFailure(serverError(0, code, 'x')).message).toBe(
      'Error de conexión. Por favor, inténtelo de nuevo más tarde.',
    );
  });

  it.each([
    [serverError(500, 'INTERNAL_SERVER_ERROR', 'Ha ocurrido un error en el servidor.')],
    [serverError(502, 'HTTP_ERROR', 'Error HTTP 502')],
    [new Error('boom')],
  ])('gives the generic text for anything else', (error) => {
    expect(registrationFailure(error).message).toBe('Error al registrar la empresa. Inténtelo de nuevo.');
  });
});
