import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it('accepts the simple shape local@domain.tld', () => {
    expect(isValidEmail('ana@gestoria.es')).toBe(true);
    expect(isValidEmail('ana.garcia+facturas@mail.gestoria.com')).toBe(true);
    expect(isValidEmail('JOSE@EMPRESA.ES')).toBe(true);
  });

  it('rejects a missing part, white space or more than one @', () => {
    for (const value of ['', 'ana', 'ana@', '@gestoria.es', 'ana@gestoria', 'ana gestoria@x.es', 'ana@@gestoria.es', 'ana@ges@toria.es', ' ana@gestoria.es']) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });

  it('rejects empty domain labels', () => {
    expect(isValidEmail('ana@gestoria..es')).toBe(false);
    expect(isValidEmail('ana@.gestoria.es')).toBe(false);
    expect(isValidEmail('ana@gestoria.es.')).toBe(false);
  });

  it('accepts up to 254 characters and no more', () => {
    const domain = '@gestoria.es'; // 12 characters
    expect(isValidEmail(`${'a'.repeat(242)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(243)}${domain}`)).toBe(false);
  });
});
