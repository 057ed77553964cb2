import { createHash } from 'node:crypto';
import { fechaAeat, importeAeat } from './verifactu-format.ts';

/**
 * The chained hash (huella) of a VERI*FACTU record, as the tax agency specifies it: the record's
 * fields as `name=value` pairs joined by `&`, each value trimmed, the previous record's hash in
 * `Huella` (empty for the first record of the chain); SHA-256 of the UTF-8 bytes, in 64 upper-case
 * hexadecimal characters.
 */

export type TipoFactura = 'F1' | 'F2' | 'F3' | 'R1' | 'R2' | 'R3' | 'R4' | 'R5';

/** An invoice's identity: issuer's NIF, series and number, issue date (YYYY-MM-DD). */
export interface IdFactura {
  readonly idEmisorFactura: string;
  readonly numSerieFactura: string;
  readonly fechaExpedicionFactura: string;
}

/** What the hash of a RegistroAlta covers. */
export interface HuellaAltaFields {
  readonly tipo: 'alta';
  readonly factura: IdFactura;
  readonly tipoFactura: TipoFactura;
  readonly cuotaTotalCents: number;
  readonly importeTotalCents: number;
  /** The previous record's hash; null for the first record of the chain. */
  readonly huellaAnterior: string | null;
  readonly fechaHoraHusoGenRegistro: string;
}

/** What the hash of a RegistroAnulacion covers: the cancelled invoice's identity. */
export interface HuellaAnulacionFields {
  readonly tipo: 'anulacion';
  readonly factura: IdFactura;
  readonly huellaAnterior: string | null;
  readonly fechaHoraHusoGenRegistro: string;
}

export type HuellaFields = HuellaAltaFields | HuellaAnulacionFields;

const pairs = (entries: ReadonlyArray<readonly [string, string]>) => entries.map(([name, value]) => `${name}=${value.trim()}`).join('&');

/** The text that is hashed, exactly: kept apart so a test can compare it with the agency's. */
export function huellaText(fields: HuellaFields): string {
  const { factura } = fields;
  const fecha = fechaAeat(factura.fechaExpedicionFactura);
  if (fields.tipo === 'alta') {
    return pairs([
      ['IDEmisorFactura', factura.idEmisorFactura],
      ['NumSerieFactura', factura.numSerieFactura],
      ['FechaExpedicionFactura', fecha],
      ['TipoFactura', fields.tipoFactura],
      ['CuotaTotal', importeAeat(fields.cuotaTotalCents)],
      ['ImporteTotal', importeAeat(fields.importeTotalCents)],
      ['Huella', fields.huellaAnterior ?? ''],
      ['FechaHoraHusoGenRegistro', fields.fechaHoraHusoGenRegistro],
    ]);
  }
  return pairs([
    ['IDEmisorFacturaAnulada', factura.idEmisorFactura],
    ['NumSerieFacturaAnulada', factura.numSerieFactura],
    ['FechaExpedicionFacturaAnulada', fecha],
    ['Huella', fields.huellaAnterior ?? ''],
    ['FechaHoraHusoGenRegistro', fields.fechaHoraHusoGenRegistro],
  ]);
}

/** The huella of a RegistroAlta or RegistroAnulacion: 64 upper-case hexadecimal characters. */
export function huella(fields: HuellaFields): string {
  return createHash('sha256').update(huellaText(fields), 'utf8').digest('hex').toUpperCase();
}
