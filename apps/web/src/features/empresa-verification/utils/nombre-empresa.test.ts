import { describe, expect, it } from 'vitest';
import { nombreEmpresa } from './nombre-empresa';

describe('nombreEmpresa', () => {
  it('is the commercial name, else the business name, else "Sin Nombre"', () => {
    expect(nombreEmpresa({ nombreComercial: 'Talleres Ejemplo', razonSocial: 'Talleres Ejemplo S.L.' })).toBe('Talleres Ejemplo');
    expect(nombreEmpresa({ nombreComercial: '  ', razonSocial: 'Talleres Ejemplo S.L.' })).toBe('Talleres Ejemplo S.L.');
    expect(nombreEmpresa({ nombreComercial: '', razonSocial: '' })).toBe('Sin Nombre');
    expect(nombreEmpresa({ nombreComercial: null, razonSocial: undefined })).toBe('Sin Nombre');
  });
});
