import { fechaAeat, importeAeat } from './verifactu-format.ts';

/**
 * The URL of an invoice's QR code, which lets its recipient check it with the tax agency: nif,
 * numserie, fecha (dd-mm-yyyy) and importe ("." for decimals), in that order, each value
 * URL-encoded, on the agency's page for the system's mode (Orden HAC/1177/2024 art. 21 and the
 * agency's QR specification): `ValidarQR` for a VERI*FACTU system, which sends every record, and
 * `ValidarQRNoVerifactu` for one that keeps its records signed and does not send them. The PDF
 * draws it with pdfmake's `{ qr, eccLevel: 'M', fit }`, 30 to 40 mm square, at the top of the first
 * page, "QR tributario:" above and, only in VERI*FACTU mode, "VERI*FACTU" below.
 */

export type AeatEnvironment = 'production' | 'test';

/**
 * How the invoicing system works (RD 1007/2023 art. 16): `verifactu` sends each record to the
 * agency as it is made; `no-verifactu` keeps the records signed, with an event log, and sends none.
 */
export type SistemaModo = 'verifactu' | 'no-verifactu';

const HOSTS: Readonly<Record<AeatEnvironment, string>> = {
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT',
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT',
};

const PAGES: Readonly<Record<SistemaModo, string>> = {
  verifactu: 'ValidarQR',
  'no-verifactu': 'ValidarQRNoVerifactu',
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

export function verifactuQrUrl(factura: QrFactura, environment: AeatEnvironment, modo: SistemaModo): string {
  const parameters: ReadonlyArray<readonly [string, string]> = [
    ['nif', factura.nif],
    ['numserie', factura.numSerieFactura],
    ['fecha', fechaAeat(factura.fechaExpedicionFactura)],
    ['importe', importeAeat(factura.importeTotalCents)],
  ];
  return `${HOSTS[environment]}/${PAGES[modo]}?${parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}
