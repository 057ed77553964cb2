import { describe, expect, it } from 'vitest';
import { rarestWord } from './empresa-name-search.ts';

describe('the word a name search looks up in the index', () => {
  const sample = ['comercial 1 empresa 1 s.l.', 'comercial 4242 hermanos 4242 s.l.', 'comercial 17 empresa 17 s.l.', 'ópticas ñandú s.l.'];

  it('is the word in the fewest names of the sample, the longest among equals', () => {
    expect(rarestWord('Comercial 4242', sample)).toBe('4242');
    expect(rarestWord('Empresa Comercial', sample)).toBe('Empresa');
    expect(rarestWord('ÑANDÚ Comercial', sample)).toBe('ÑANDÚ');
    expect(rarestWord('panadería garcía', [])).toBe('panadería');
  });

  it('is none for one word, or when only one word is long enough for the index', () => {
    expect(rarestWord('Hermanos', sample)).toBeUndefined();
    expect(rarestWord('Hermanos  SL', sample)).toBeUndefined();
  });
});
