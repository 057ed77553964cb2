import { describe, expect, it } from 'vitest';
import { datosPersonalesFileName } from './datos-personales-file';

const at = (interesado: { nif?: string; email?: string; telefono?: string }, generadoEl = '2026-12-31T23:30:00Z') =>
  datosPersonalesFileName({ interesado: { nif: null, email: null, telefono: null, ...interesado }, generadoEl });

describe('the name of the file handed to the person', () => {
  it('names the first identifier searched by, NIF/NIE, e-mail or phone, and the day in Madrid', () => {
    expect(at({ nif: '33333333P', email: 'carmen@panaderiavidal.es' })).toBe('datos-personales-33333333P-2027-01-01.json');
    expect(at({ email: 'carmen@panaderiavidal.es', telefono: '+34612345678' }, '2026-11-26T10:00:00Z')).toBe('datos-personales-carmen_panaderiavidal.es-2026-11-26.json');
    expect(at({ telefono: '+34612345678' }, '2026-11-26T10:00:00Z')).toBe('datos-personales-34612345678-2026-11-26.json');
  });

  it('keeps only what every system accepts in a file name', () => {
    expect(at({ email: 'josé/../müller@ejemplo.es' }, '2026-11-26T10:00:00Z')).toBe('datos-personales-jose_.._muller_ejemplo.es-2026-11-26.json');
  });
});
