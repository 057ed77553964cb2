import { describe, expect, it } from 'vitest';
import { verifactuQrUrl } from './qr-url.ts';

// Orden HAC/1177/2024 art. 21 and the agency's QR specification: the same four parameters, in the
// same order, on ValidarQR (VERI*FACTU) or ValidarQRNoVerifactu (records kept, not sent).
describe('the QR URL of an invoice', () => {
  const factura = { nif: '89890001K', numSerieFactura: '12345678&G33', fechaExpedicionFactura: '2024-01-01', importeTotalCents: 24_140 };

  it('points at the production ValidarQR page with nif, numserie, fecha and importe in that order in VERI*FACTU mode', () => {
    expect(verifactuQrUrl(factura, 'production', 'verifactu')).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
  });

  it('points at ValidarQRNoVerifactu with the same parameters when the system does not send its records', () => {
    expect(verifactuQrUrl(factura, 'production', 'no-verifactu')).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
    expect(verifactuQrUrl(factura, 'test', 'no-verifactu')).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
  });

  it('points at the test host when asked, and URL-encodes every value', () => {
    const url = verifactuQrUrl({ ...factura, numSerieFactura: 'F2026/000 1?', importeTotalCents: 5 }, 'test', 'verifactu');
    expect(url).toBe('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=F2026%2F000%201%3F&fecha=01-01-2024&importe=0.05');
    const parsed = new URL(url);
    expect([...parsed.searchParams.keys()]).toEqual(['nif', 'numserie', 'fecha', 'importe']);
    expect(parsed.searchParams.get('numserie')).toBe('F2026/000 1?');
  });
});
