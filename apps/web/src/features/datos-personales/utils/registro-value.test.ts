import { describe, expect, it } from 'vitest';
import { isNestedValue, registroFieldLabel, registroValueText } from './registro-value';

describe('a record of the person’s data, as the screen shows it', () => {
  it('names each field as a person writes it', () => {
    expect(registroFieldLabel('sesionesAbiertas')).toBe('Sesiones abiertas');
    expect(registroFieldLabel('nifCifEmpresa')).toBe('NIF/CIF empresa');
    expect(registroFieldLabel('direccionIp')).toBe('Dirección IP');
    expect(registroFieldLabel('email')).toBe('Correo electrónico');
    expect(registroFieldLabel('cuotaIvaCents')).toBe('Cuota IVA');
  });

  it('writes dates in Madrid’s time, amounts in euros, lists of texts with commas and nothing as a dash', () => {
    expect(registroValueText('2026-12-02T09:33:01.722Z')).toBe('02/12/2026 10:33');
    expect(registroValueText('2026-03-05')).toBe('05/03/2026');
    expect(registroValueText(12100, 'totalCents')).toBe('121,00 €');
    expect(registroValueText(12, 'trabajadores')).toBe('12');
    expect(registroValueText(['LOPD', 'ACOSO'])).toBe('LOPD, ACOSO');
    expect(registroValueText([2, 17])).toBe('2, 17');
    expect(registroValueText([])).toBe('—');
    expect(registroValueText(null)).toBe('—');
    expect(registroValueText(false)).toBe('No');
    expect(registroValueText([{ paso: 'ABIERTO', fecha: '2026-12-02T09:33:01.722Z' }, { paso: 'FIRMADO', fecha: '2026-12-02T09:35:00.000Z' }])).toBe('ABIERTO · 02/12/2026 10:33\nFIRMADO · 02/12/2026 10:35');
    expect(registroValueText({ telefono: { antes: '+34600000000' } })).toBe('{"telefono":{"antes":"+34600000000"}}');
    expect(isNestedValue(['LOPD'])).toBe(false);
    expect(isNestedValue([{ nifCif: 'B87654323' }])).toBe(false);
    expect(isNestedValue({ nifCif: 'B87654323' })).toBe(true);
  });
});
