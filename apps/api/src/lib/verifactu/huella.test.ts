import { describe, expect, it } from 'vitest';
import { huella, huellaText, type HuellaAltaFields } from './huella.ts';
import { fechaAeat, fechaHoraHuso, importeAeat } from './verifactu-format.ts';

/** The tax agency's first example (standards README). */
const first: HuellaAltaFields = {
  tipo: 'alta',
  factura: { idEmisorFactura: '89890001K', numSerieFactura: '12345678/G33', fechaExpedicionFactura: '2024-01-01' },
  tipoFactura: 'F1',
  cuotaTotalCents: 1_235,
  importeTotalCents: 12_345,
  huellaAnterior: null,
  fechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
};

describe('the huella of a record', () => {
  it("reproduces the tax agency's first example", () => {
    expect(huellaText(first)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(huella(first)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it("reproduces the tax agency's second example, chained to the first", () => {
    const second: HuellaAltaFields = {
      ...first,
      factura: { ...first.factura, numSerieFactura: '12345679/G34' },
      huellaAnterior: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
      fechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
    };
    expect(huella(second)).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97');
  });

  it('trims the values before hashing', () => {
    const padded = { ...first, factura: { ...first.factura, numSerieFactura: ' 12345678/G33 ' }, fechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00 ' };
    expect(huella(padded)).toBe(huella(first));
  });

  it('hashes a cancellation over the cancelled invoice with the *Anulada names', () => {
    const text = huellaText({
      tipo: 'anulacion',
      factura: first.factura,
      huellaAnterior: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
      fechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
    });
    expect(text).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345678/G33&FechaExpedicionFacturaAnulada=01-01-2024&Huella=F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00',
    );
  });

  it('formats dates, amounts and the generation time as the agency writes them', () => {
    expect(fechaAeat('2026-03-09')).toBe('09-03-2026');
    expect(() => fechaAeat('09-03-2026')).toThrow(RangeError);
    expect([0, 5, 1_235, -1_235, 100_000].map(importeAeat)).toEqual(['0.00', '0.05', '12.35', '-12.35', '1000.00']);
    expect(fechaHoraHuso(new Date('2024-01-01T18:20:30.750Z'))).toBe('2024-01-01T19:20:30+01:00');
    expect(fechaHoraHuso(new Date('2026-07-15T08:00:00Z'))).toBe('2026-07-15T10:00:00+02:00');
    expect(fechaHoraHuso(new Date('2026-07-15T08:00:00Z'), 'Atlantic/Canary')).toBe('2026-07-15T09:00:00+01:00');
  });
});
