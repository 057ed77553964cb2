import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { empresaFailure } from './empresa-error';

const serverError = (status: number, code: string, message: string, data?: Record<string, unknown>) =>
  new ApiRequestError({ status, code, message, data });

describe('empresaFailure, creation (spec 1 §8 "Company creation by a collaborator")', () => {
  it.each([
    ['DUPLICATE_NIF_CIF', 409, 'otro texto', 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.'],
    ['GESTORIA_NOT_FOUND', 403, 'x', 'No tiene una gestoría asignada. Contacte con el administrador.'],
    ['SECURITY_ERROR', 403, 'x', 'No tiene permisos para realizar esta operación.'],
    ['DATA_INTEGRITY_VIOLATION', 409, 'x', 'Error en la integridad de los datos. Verifique la información ingresada.'],
    ['VALIDATION_ERROR', 400, 'NIF/CIF inválido.', 'Error de validación: NIF/CIF inválido.'],
    ['CONSTRAINT_VIOLATION', 400, 'valor demasiado largo', 'Error en los datos: valor demasiado largo'],
  ])('%s gives the spec text', (code, status, message, expected) => {
    expect(empresaFailure(serverError(status, code, message), 'create').message).toBe(expected);
  });

  it('does not repeat the prefix when the server message already carries it', () => {
    expect(empresaFailure(serverError(400, 'CONSTRAINT_VIOLATION', 'Error en los datos.'), 'create').message).toBe(
      'Error en los datos.',
    );
  });

  it('puts the duplicate NIF/CIF under the NIF/CIF field', () => {
    expect(empresaFailure(serverError(409, 'DUPLICATE_NIF_CIF', 'x'), 'create').fields).toEqual({
      nifCif: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.',
    });
  });

  it("shows a duplicate user's server message, also under the DNI del usuario", () => {
    const message = 'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.';
    expect(empresaFailure(serverError(409, 'DUPLICATE_USERNAME', message), 'create')).toEqual({
      message,
      fields: { username: message },
    });
  });

  it('passes the per-field messages of a validation error on', () => {
    const failure = empresaFailure(
      serverError(400, 'VALIDATION_ERROR', 'IBAN no válido Teléfono es requerido.', {
        numCuenta: 'IBAN no válido',
        telefono: 'Teléfono es requerido.',
        ignored: 7,
      }),
      'create',
    );
    expect(failure).toEqual({
      message: 'Error de validación: IBAN no válido Teléfono es requerido.',
      fields: { numCuenta: 'IBAN no válido', telefono: 'Teléfono es requerido.' },
    });
  });

  it("shows the server message of any other code, and the generic text when there is none", () => {
    expect(empresaFailure(serverError(429, 'RATE_LIMITED', 'Demasiadas solicitudes.'), 'create').message).toBe(
      'Demasiadas solicitudes.',
    );
    expect(empresaFailure(serverError(502, 'HTTP_ERROR', 'Error HTTP 502'), 'create').message).toBe(
      'Error al crear la empresa. Verifique los datos e intente nuevamente.',
    );
    expect(empresaFailure(serverError(500, 'INTERNAL_SERVER_ERROR', 'stack…'), 'create').message).toBe(
      'Error al crear la empresa. Verifique los datos e intente nuevamente.',
    );
    expect(empresaFailure(new Error('boom'), 'create').message).toBe(
      'Error al crear la empresa. Verifique los datos e intente nuevamente.',
    );
  });

  it('gives the non-200 text when the success answer is not a company', () => {
    expect(empresaFailure(serverError(201, 'INVALID_RESPONSE', 'x'), 'create').message).toBe(
      'Error al crear la empresa. Por favor, inténtelo de nuevo.',
    );
  });

  it.each(['NETWORK_ERROR', 'TIMEOUT'])('gives the connection text when no answer came (%s)', (code) => {
    expect(empresaFailure(serverError(0, code, 'x'), 'create').message).toBe(
      'Error de conexión. Por favor, verifique su conexión a internet e intente nuevamente.',
    );
  });
});

describe('empresaFailure, edit (spec 1 §8 "Collaborator company edit")', () => {
  it('uses the same codes', () => {
    expect(empresaFailure(serverError(409, 'DUPLICATE_NIF_CIF', 'x'), 'update').message).toBe(
      'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.',
    );
    expect(empresaFailure(serverError(400, 'VALIDATION_ERROR', 'Número de Cuenta inválido.'), 'update').message).toBe(
      'Error de validación: Número de Cuenta inválido.',
    );
  });

  it('shows the server message, else "Error al actualizar la empresa."', () => {
    expect(empresaFailure(serverError(404, 'NOT_FOUND', 'La empresa no existe.'), 'update').message).toBe(
      'La empresa no existe.',
    );
    expect(empresaFailure(serverError(500, 'INTERNAL_SERVER_ERROR', 'x'), 'update').message).toBe(
      'Error al actualizar la empresa.',
    );
  });

  it('has its own connection text', () => {
    expect(empresaFailure(serverError(0, 'NETWORK_ERROR', 'x'), 'update').message).toBe(
      'Error de conexión. Verifique su conexión a internet e intente nuevamente.',
    );
  });
});
