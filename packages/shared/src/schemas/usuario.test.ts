import { describe, expect, it } from 'vitest';
import { usuarioCreateSchema, usuarioUpdateSchema } from './usuario.ts';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('"Agregar Usuario" (spec 2 §5 "New user")', () => {
  it('normalises the NIF/NIE and answers the spec texts for the e-mail', () => {
    expect(usuarioCreateSchema.parse({ username: ' 71234567-w ', name: ' Irene ', email: 'irene@x.es' })).toEqual({ username: '71234567W', name: 'Irene', email: 'irene@x.es' });
    expect(messagesOf(usuarioCreateSchema.safeParse({ username: '71234567W', name: 'Irene', email: `${'a'.repeat(251)}@x.es` }))).toEqual({ email: 'El Email no puede exceder los 255 caracteres.' });
    expect(messagesOf(usuarioCreateSchema.safeParse({ username: '71234567A', name: '', email: 'irene@' }))).toEqual({
      username: 'El NIF/NIE no es válido.',
      name: 'El Nombre es requerido.',
      email: 'El Email no es válido.',
    });
  });
});

describe('"Datos de Usuario" (PUT admin/users/{id})', () => {
  const base = { username: '71234567W', name: 'Irene', email: 'irene@x.es', enabled: true };

  it('keeps each role once, an empty surname as none, and no links as empty lists', () => {
    const parsed = usuarioUpdateSchema.parse({ ...base, surname: '  ', roles: [{ id: 'ROLE_MANAGEMENT' }, { id: 'ROLE_MANAGEMENT' }] });
    expect(parsed).toMatchObject({ surname: null, roles: [{ id: 'ROLE_MANAGEMENT' }], empresas: [], gestorias: [] });
  });

  it('refuses a user without roles, an unknown role and a link that is not an id', () => {
    expect(messagesOf(usuarioUpdateSchema.safeParse({ ...base, roles: [] }))).toEqual({ roles: 'Seleccione al menos un rol.' });
    expect(usuarioUpdateSchema.safeParse({ ...base, roles: [{ id: 'ROLE_ROOT' }] }).success).toBe(false);
    expect(usuarioUpdateSchema.safeParse({ ...base, roles: [{ id: 'ROLE_COMPANY' }], empresas: [{ id: 'B87654323' }] }).success).toBe(false);
  });
});
