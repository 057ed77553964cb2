import { describe, expect, it } from 'vitest';
import { numCuentaForMethod } from './payment-method';

describe('numCuentaForMethod (spec 1 §4 "Payment method")', () => {
  it('stores ES plus 22 zeros for transfer and card', () => {
    expect(numCuentaForMethod('TRANSFERENCIA', '')).toBe('ES0000000000000000000000');
    expect(numCuentaForMethod('TARJETA', 'ES9121000418450200051332')).toBe('ES0000000000000000000000');
  });

  it('clears the placeholder when direct debit is chosen again, and keeps a real IBAN', () => {
    expect(numCuentaForMethod('SEPA', 'ES0000000000000000000000')).toBe('');
    expect(numCuentaForMethod('SEPA', 'ES9121000418450200051332')).toBe('ES9121000418450200051332');
  });
});
