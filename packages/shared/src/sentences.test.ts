import { describe, expect, it } from 'vitest';
import { endingSentence } from './sentences.ts';

describe('endingSentence', () => {
  it('adds the full stop a name lacks, and never a second one', () => {
    expect(endingSentence('Panadería Vidal')).toBe('Panadería Vidal.');
    expect(endingSentence('Obradores Garcés S.L.')).toBe('Obradores Garcés S.L.');
  });
});
