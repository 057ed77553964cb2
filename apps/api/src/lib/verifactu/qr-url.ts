import { fechaAeat, importeAeat } from './verifactu-format.ts';

/**
 * The URL of an invoice's QR code, which lets its recipient check it with the tax agency: the
 * agency's ValidarQR page with nif, numserie, fecha (dd-mm-yyyy) and importe ("." for decimals), in
 * that order, each value URL-encoded. The PDF draws it with pdfmake's `{ qr, eccLevel: 'M', fit }`,
 * 30 to 40 mm square, at the top of the first page, "QR tributario:" above and "VERI*FACTU" below.
 */

export type AeatEnvironment = 'production' | 'test';

const VALIDAR_QR: Readonly<Record<AeatEnvironment, string>> = {
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
};

export interface QrFactura {
  /** The issuer's NIF. */
  readonly nif: string;
  readonly numSerieFactura: string;
  /** YYYY-MM-DD. */
  readonly fechaExpedicionFactura: string;
  /** The invoice's total (ImporteTotal). */
  readonly importeTotalCents: number;
}

export function verifactuQrUrl(factura: QrFactura, environment: AeatEnvironment = 'production'): string {
  const parameters: ReadonlyArray<readonly [string, string]> = [
    ['nif', factura.nif],
    ['numserie', factura.numSerieFactura],
    ['fecha', fechaAeat(factura.fechaExpedicionFactura)],
    ['importe', importeAeat(factura.importeTotalCents)],
  ];
  return `${VALIDAR_QR[environment]}?${parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}
