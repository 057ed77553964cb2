import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PLACEHOLDER_IBAN } from '../enums.ts';
import { emailField, ibanField, nifField, personalNifField, phoneField, requiredText, toolPriceField } from './zod-fields.ts';

/** Every message a value produces, in order. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  const field = requiredText('Razón Social es requerida.', 5);

  it('trims', () => {
    expect(field.parse('  Acme ')).toBe('Acme');
  });

  it('gives the required message for empty, blank and missing values', () => {
    expect(messagesOf(field, '')).toEqual(['Razón Social es requerida.']);
    expect(messagesOf(field, '   ')).toEqual(['Razón Social es requerida.']);
    expect(messagesOf(field, undefined)).toEqual(['Razón Social es requerida.']);
  });

  it('limits the trimmed length', () => {
    expect(field.parse(' 12345 ')).toBe('12345');
    expect(messagesOf(field, '123456')).toEqual(['No puede superar 5 caracteres.']);
  });

  it('takes the spec text for the limit when given', () => {
    const cnae = requiredText('CNAE es requerido.', 60, 'CNAE debe ser menor de 60 carácteres.');
    expect(messagesOf(cnae, 'x'.repeat(61))).toEqual(['CNAE debe ser menor de 60 carácteres.']);
  });

  it('has no limit when none is given', () => {
    expect(requiredText('x').parse('y'.repeat(10_000))).toHaveLength(10_000);
  });
});

describe('nifField', () => {
  const field = nifField({ required: 'NIF/CIF es requerido.', invalid: 'NIF/CIF inválido.' });

  it('normalizes valid DNI, NIE and CIF', () => {
    expect(field.parse(' b-12345674 ')).toBe('B12345674');
    expect(field.parse('12345678z')).toBe('12345678Z');
    expect(field.parse('x1234567l')).toBe('X1234567L');
  });

  it('gives only the required message when empty', () => {
    expect(messagesOf(field, '')).toEqual(['NIF/CIF es requerido.']);
  });

  it('gives the invalid message for a failed check', () => {
    expect(messagesOf(field, 'B12345678')).toEqual(['NIF/CIF inválido.']);
    expect(messagesOf(field, '12345678A')).toEqual(['NIF/CIF inválido.']);
  });
});

describe('personalNifField', () => {
  const field = personalNifField({ required: 'DNI del usuario es requerido.', invalid: 'DNI del usuario inválido.' });

  it('accepts DNI and NIE, normalized', () => {
    expect(field.parse('12345678-z')).toBe('12345678Z');
    expect(field.parse('Z1234567R')).toBe('Z1234567R');
  });

  it('rejects a company CIF', () => {
    expect(messagesOf(field, 'B12345674')).toEqual(['DNI del usuario inválido.']);
  });

  it('gives only the required message when empty', () => {
    expect(messagesOf(field, ' ')).toEqual(['DNI del usuario es requerido.']);
  });
});

describe('emailField', () => {
  const field = emailField({ required: 'Correo electrónico es requerido.', invalid: 'Correo electrónico inválido.' });

  it('trims a valid address', () => {
    expect(field.parse(' ana@gestoria.es ')).toBe('ana@gestoria.es');
  });

  it('gives one message per failure', () => {
    expect(messagesOf(field, '')).toEqual(['Correo electrónico es requerido.']);
    expect(messagesOf(field, 'ana@gestoria')).toEqual(['Correo electrónico inválido.']);
  });

  it('applies an optional limit with its own text', () => {
    const limited = emailField({
      required: 'r',
      invalid: 'El Email no es válido.',
      max: { length: 20, message: 'El Email no puede exceder los 20 caracteres.' },
    });
    expect(messagesOf(limited, `${'a'.repeat(10)}@gestoria.es`)).toEqual(['El Email no puede exceder los 20 caracteres.']);
    expect(limited.parse('ana@gestoria.es')).toBe('ana@gestoria.es');
  });
});

describe('phoneField', () => {
  const field = phoneField('Teléfono es requerido.');
  const detailed = phoneField({
    required: 'Teléfono es requerido.',
    invalid: 'Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.',
  });

  it('normalizes then validates', () => {
    expect(field.parse('612 34 56 78')).toBe('+34612345678');
    expect(field.parse('0034 612345678')).toBe('+34612345678');
  });

  it('uses the single message for both rules', () => {
    expect(messagesOf(field, '')).toEqual(['Teléfono es requerido.']);
    expect(messagesOf(field, '61234')).toEqual(['Teléfono es requerido.']);
  });

  it('tells required from invalid with two messages; a lone +34 is empty', () => {
    expect(messagesOf(detailed, '')).toEqual(['Teléfono es requerido.']);
    expect(messagesOf(detailed, '+34')).toEqual(['Teléfono es requerido.']);
    expect(messagesOf(detailed, undefined)).toEqual(['Teléfono es requerido.']);
    expect(messagesOf(detailed, '61234')).toEqual(['Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.']);
    expect(messagesOf(detailed, '+44 20 7946 0958')).toEqual([
      'Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.',
    ]);
  });
});

describe('ibanField', () => {
  const field = ibanField({ required: 'Número de Cuenta es requerido.', invalid: 'IBAN no válido' });

  it('normalizes a valid IBAN', () => {
    expect(field.parse('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(field.parse('NL91ABNA0417164300')).toBe('NL91ABNA0417164300');
  });

  it('gives one message per failure', () => {
    expect(messagesOf(field, '  ')).toEqual(['Número de Cuenta es requerido.']);
    expect(messagesOf(field, 'ES9221000418450200051332')).toEqual(['IBAN no válido']);
    expect(messagesOf(field, PLACEHOLDER_IBAN)).toEqual(['IBAN no válido']);
  });

  it('checks the form shape first when a shape message is given', () => {
    const shaped = ibanField({ required: 'r', invalid: 'IBAN no válido', shape: 'Formato de IBAN inválido.' });
    expect(messagesOf(shaped, 'NL91ABNA0417164300')).toEqual(['Formato de IBAN inválido.']);
    expect(messagesOf(shaped, 'ES9221000418450200051332')).toEqual(['IBAN no válido']);
    expect(shaped.parse('ES91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });
});

describe('toolPriceField', () => {
  const field = toolPriceField('Ingrese un precio válido', 100_000);

  it('reads a price sent as a number or typed with a comma or a point', () => {
    expect(field.parse(90)).toBe(90);
    expect(field.parse('90,5')).toBe(90.5);
    expect(field.parse(' 90.50 ')).toBe(90.5);
    expect(field.parse(0.01)).toBe(0.01);
    expect(field.parse('100000')).toBe(100_000);
  });

  it('refuses a price under 0,01 €: a contract is never signed for "0,00 €" (issue 20)', () => {
    for (const price of [0, '0', '0,00', 0.001, '0.004', 0.009, 1e-7, -1, '-0,50']) {
      expect(messagesOf(field, price)).toEqual(['Ingrese un precio válido']);
    }
  });

  it('refuses more than two decimals, more than the maximum and what is not an amount', () => {
    for (const price of [1.005, '12,345', 100_000.01, '', ' ', 'abc', '1.2.3', '1e3', Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(messagesOf(field, price)).toEqual(['Ingrese un precio válido']);
    }
  });
});
