import { PLACEHOLDER_IBAN } from '@cumplia/shared/enums';
import { empresaCreateSchema, empresaRegistrationSchema, EMPRESA_MESSAGES } from '@cumplia/shared/schemas/empresa';
import { describe, expect, it } from 'vitest';
import { makeEmpresa } from '../../../test/empresas';
import { EMPRESA_FIELD_LABELS, isEmpresaFormField } from './empresa-field-labels';
import { EMPTY_EMPRESA_FORM, EMPTY_REGISTRATION_FORM, empresaFormValues } from './empresa-form-values';

describe('the company form values (spec 1 §3, §4, §9)', () => {
  it('starts a creation with 0 workers, direct debit and the +34 already typed', () => {
    expect(EMPTY_EMPRESA_FORM).toMatchObject({ numTrabajadores: 0, metodoDePago: 'SEPA', telefono: '+34', numCuenta: '' });
    expect(EMPTY_EMPRESA_FORM).not.toHaveProperty('tipo');
  });

  it('starts the public registration with the number of workers to fill in', () => {
    expect(EMPTY_REGISTRATION_FORM.numTrabajadores).toBe('');
    const parsed = empresaRegistrationSchema.safeParse(EMPTY_REGISTRATION_FORM);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === 'numTrabajadores')?.message).toBe(EMPRESA_MESSAGES.numTrabajadores);
  });

  it('fills the edit form with the administrator as username, and the account by payment method', () => {
    expect(empresaFormValues(makeEmpresa({ username: null, dni: '87654321X' })).username).toBe('87654321X');
    expect(empresaFormValues(makeEmpresa({ metodoDePago: 'SEPA', numCuenta: PLACEHOLDER_IBAN })).numCuenta).toBe('');
    expect(empresaFormValues(makeEmpresa({ metodoDePago: 'TARJETA', numCuenta: '' })).numCuenta).toBe(PLACEHOLDER_IBAN);
    expect(empresaFormValues(makeEmpresa({ telefono: '' })).telefono).toBe('+34');
  });

  it('gives back a company the creation schema accepts as it is', () => {
    expect(empresaCreateSchema.safeParse(empresaFormValues(makeEmpresa())).success).toBe(true);
  });
});

describe('the company form labels', () => {
  it('calls the administrator NIF "DNI del usuario" on creation, "NIF del usuario" on registration and on the edit by cifNif', () => {
    expect(EMPRESA_FIELD_LABELS.alta.username).toBe('DNI del usuario');
    expect(EMPRESA_FIELD_LABELS.registro.username).toBe('NIF del usuario');
    expect(EMPRESA_FIELD_LABELS.edicion.username).toBe('NIF del usuario');
    expect({ ...EMPRESA_FIELD_LABELS.registro, username: '' }).toEqual({ ...EMPRESA_FIELD_LABELS.alta, username: '' });
    expect(EMPRESA_FIELD_LABELS.edicion).toEqual(EMPRESA_FIELD_LABELS.registro);
  });

  it('names every field of the shared schema, and nothing else', () => {
    for (const field of Object.keys(empresaCreateSchema.shape)) expect(isEmpresaFormField(field)).toBe(true);
    expect(isEmpresaFormField('captchaToken')).toBe(false);
  });
});
