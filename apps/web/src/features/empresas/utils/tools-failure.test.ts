import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { toolsFailureMessage } from './tools-failure';

const answer = (status: number, body?: Record<string, unknown>) => new ApiRequestError({ status, code: 'HTTP_ERROR', message: 'Error HTTP 400', body });

describe('toolsFailureMessage', () => {
  it('takes the first of the spec fields the answer carries', () => {
    expect(toolsFailureMessage(answer(400, { code: 'VALIDATION_ERROR', message: 'El precio debe ser mayor a 0' }))).toBe('El precio debe ser mayor a 0');
    expect(toolsFailureMessage(answer(409, { reason: 'Último', detail: 'Detalle', msg: 'Mensaje' }))).toBe('Detalle');
    expect(toolsFailureMessage(answer(400, { message: ' ', errorMessage: 'Sin contrato' }))).toBe('Sin contrato');
  });

  it('falls back to the general text without one, and on a server failure', () => {
    const generic = 'Error al actualizar las herramientas. Por favor, inténtelo de nuevo.';
    expect(toolsFailureMessage(answer(400, { code: 'X' }))).toBe(generic);
    expect(toolsFailureMessage(answer(400))).toBe(generic);
    expect(toolsFailureMessage(answer(500, { message: 'stack trace' }))).toBe(generic);
    expect(toolsFailureMessage(new Error('boom'))).toBe(generic);
  });

  it('says so when the server never answered', () => {
    expect(toolsFailureMessage(new ApiRequestError({ status: 0, code: 'NETWORK_ERROR', message: 'Error de conexión.' }))).toBe('Error de conexión.');
  });
});
