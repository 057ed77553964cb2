import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuros, formatPostalAddress, phoneHref } from './format';

describe('format', () => {
  it('writes dates as Spanish day/month/year', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2026-12-31T10:00:00')).toBe('31/12/2026');
    expect(formatDateTime('2026-03-05T14:07:00')).toBe('05/03/2026 14:07');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes euros with two decimals and Spanish separators', () => {
    expect(formatEuros(1234.5)).toBe('1.234,50 €');
    expect(formatEuros(90)).toBe('90,00 €');
    expect(formatEuros(0.456)).toBe('0,46 €');
    expect(formatEuros('120')).toBe('120,00 €');
    expect(formatEuros(undefined)).toBe('');
  });

  it('writes a postal address on one line, with the province only when it is not the town', () => {
    expect(formatPostalAddress({ direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid' })).toBe(
      'Calle de Alcalá 123, 28009 Madrid',
    );
    expect(formatPostalAddress({ direccion: 'Calle Mayor 4', codigoPostal: '38300', localidad: 'La Orotava', provincia: 'Santa Cruz de Tenerife' })).toBe(
      'Calle Mayor 4, 38300 La Orotava (Santa Cruz de Tenerife)',
    );
  });

  it('turns a written phone number into a tel: link target', () => {
    expect(phoneHref('+34 910 000 000')).toBe('tel:+34910000000');
    expect(phoneHref('922-11.22.33')).toBe('tel:922112233');
  });
});
