import { describe, expect, it } from 'vitest';
import { formatPostalAddress } from './postal-address.ts';

describe('formatPostalAddress', () => {
  it('writes a postal address on one line, with the province only when it is not the town', () => {
    expect(formatPostalAddress({ direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid' })).toBe('Calle de Alcalá 123, 28009 Madrid');
    expect(formatPostalAddress({ direccion: 'Calle Mayor 4', codigoPostal: '38300', localidad: 'La Orotava', provincia: 'Santa Cruz de Tenerife' })).toBe(
      'Calle Mayor 4, 38300 La Orotava (Santa Cruz de Tenerife)',
    );
  });

  it('writes the province in the town\'s place for a company that has no town yet (decision 0057)', () => {
    expect(formatPostalAddress({ direccion: 'Calle Mayor 4', codigoPostal: '46001', localidad: '', provincia: 'Valencia' })).toBe('Calle Mayor 4, 46001 Valencia');
    // The postal line alone (the invoice prints the street above it).
    expect(formatPostalAddress({ direccion: '', codigoPostal: '38300', localidad: 'La Orotava', provincia: 'Santa Cruz de Tenerife' })).toBe('38300 La Orotava (Santa Cruz de Tenerife)');
  });
});
