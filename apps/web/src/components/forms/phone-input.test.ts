import { describe, expect, it } from 'vitest';
import { shapePhoneInput } from './phone-input';

describe('shapePhoneInput (spec 1 §5: spaces stripped, forced to start with +34)', () => {
  it.each([
    ['612 345 678', '+34612345678'],
    ['+34 612 345 678', '+34612345678'],
    ['0034 612345678', '+34612345678'],
    ['0034612345678', '+34612345678'],
    ['34612345678', '+34612345678'],
    ['', '+34'],
    ['+3', '+34'],
    ['+', '+34'],
    ['+4612', '+34612'],
    ['+3612', '+34612'],
  ])('%j becomes %j', (typed, shaped) => {
    expect(shapePhoneInput(typed)).toBe(shaped);
  });
});
