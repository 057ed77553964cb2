import { describe, expect, it } from 'vitest';
import { formatTelefono } from './format-telefono';

describe('formatTelefono', () => {
  it('groups a Spanish number in threes and leaves anything else alone', () => {
    expect(formatTelefono('+34612345678')).toBe('+34 612 345 678');
    expect(formatTelefono('+34 612 345 678')).toBe('+34 612 345 678');
    expect(formatTelefono('+4930123456')).toBe('+4930123456');
  });
});
