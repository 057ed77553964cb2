import { describe, expect, it } from 'vitest';
import { verifactuQrUrl } from './qr-url.ts';

describe('the QR URL of an invoice', () => {
  const factura = { nif: '89890001K', numSerieFactura: '12345678&G33', fechaExpedicionFactura: '2024-01-01', importeTotalCents: 24_140 };

  it('points at the production ValidarQR page with nif, numserie, fecha and importe in that order', () => {
    expect(verifactuQrUrl(factura)).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
  });

  it('points at the test host when asked, and URL-encodes every value', () => {
    const url = verifactuQrUrl({ ...factura, numSerieFactura: 'F2026/000 1?', importeTotalCents: 5 }, 'test');
    expect(url).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=F2026%2F000%201%3F&fecha=01-01-2024&importe=0.05');
    const parsed = new URL(url);
    expect([...parsed.searchParams.keys()]).toEqual(['nif', 'numserie', 'fecha', 'importe']);
    expect(parsed.searchParams.get('numserie')).toBe('F2026/000 1?');
  });
});
