import { describe, expect, it } from 'vitest';
import { asignarUsuarioSchema } from './asignar-usuario.ts';

const valid = { username: '12345678Z', email: 'ana@empresa.es', name: 'Ana García' };

function fieldErrors(input: unknown): Record<string, string[]> {
  const result = asignarUsuarioSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe('asignarUsuarioSchema (spec 1 §5, assign-user form)', () => {
  // The original screen showed "El NIF del usuario es inválido" when the ID check PASSED.
  // These two tests pin the intended reading: a valid NIF is accepted, an invalid one is not.
  it('gives NO error for a valid NIF (the inverted-reading trap)', () => {
    for (const username of ['12345678Z', 'X1234567L', ' 12345678-z ']) {
      expect(fieldErrors({ ...valid, username }), username).toEqual({});
    }
  });

  it('gives "El NIF del usuario es inválido" for an invalid NIF', () => {
    for (const username of ['12345678A', 'X1234567X', 'B12345674', '1234']) {
      expect(fieldErrors({ ...valid, username }), username).toEqual({ username: ['El NIF del usuario es inválido'] });
    }
  });

  it('requires the NIF', () => {
    expect(fieldErrors({ ...valid, username: '' })).toEqual({ username: ['El NIF del usuario es requerido'] });
    expect(fieldErrors({ email: valid.email, name: valid.name })).toEqual({ username: ['El NIF del usuario es requerido'] });
  });

  it('requires an email of the simple shape', () => {
    expect(fieldErrors({ ...valid, email: '' })).toEqual({ email: ['El email es requerido'] });
    expect(fieldErrors({ ...valid, email: 'ana@empresa' })).toEqual({ email: ['Email inválido'] });
  });

  it('requires the name', () => {
    expect(fieldErrors({ ...valid, name: '  ' })).toEqual({ name: ['El nombre es requerido'] });
  });

  it('reports every field at once', () => {
    expect(fieldErrors({ username: '', email: '', name: '' })).toEqual({
      username: ['El NIF del usuario es requerido'],
      email: ['El email es requerido'],
      name: ['El nombre es requerido'],
    });
  });

  it('sends the normalized values', () => {
    expect(asignarUsuarioSchema.parse({ username: ' x-1234567-l ', email: ' ana@empresa.es ', name: ' Ana ' })).toEqual({
      username: 'X1234567L',
      email: 'ana@empresa.es',
      name: 'Ana',
    });
  });
});
