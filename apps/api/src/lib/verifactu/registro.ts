import { huella, type IdFactura, type TipoFactura } from './huella.ts';

/**
 * VERI*FACTU invoice records (registros de facturación): a RegistroAlta for each issued invoice,
 * a RegistroAnulacion for each cancelled one, all in one chain per issuer in the order they were
 * generated. Each record names the previous one (Encadenamiento) and carries its hash, which
 * covers the previous record's hash: changing, removing or reordering any record breaks every
 * hash after it. The invoicing service stores the records as `chainRecord` returns them.
 */

/** The previous record, as a record names it: that record's invoice and its hash. */
export interface RegistroAnterior extends IdFactura {
  readonly huella: string;
}

/** One line of the tax breakdown: VAT (impuesto 01), general regime (01), subject and not exempt (S1). */
export interface DetalleDesglose {
  /** 21 for the general VAT rate. */
  readonly tipoImpositivoPercent: number;
  readonly baseImponibleCents: number;
  readonly cuotaRepercutidaCents: number;
}

/** The invoice a rectifying invoice (R1–R4) corrects, with the kind of correction. */
export interface Rectificacion {
  /** I: by differences (the amounts are the change); S: by substitution (needs the corrected amounts). */
  readonly tipoRectificativa: 'I' | 'S';
  readonly facturasRectificadas: readonly IdFactura[];
  /** For S only: the base and tax of the invoice being replaced. */
  readonly importeRectificacion?: { readonly baseRectificadaCents: number; readonly cuotaRectificadaCents: number } | null;
}

export interface Destinatario {
  readonly nombreRazon: string;
  readonly nif: string;
}

interface RegistroBase {
  /** The invoice issued, or the one cancelled. */
  readonly factura: IdFactura;
  /** ISO 8601 with offset (`fechaHoraHuso(new Date())`), stored as it is: the hash covers the text. */
  readonly fechaHoraHusoGenRegistro: string;
  /** Null for the first record of the chain (PrimerRegistro S). */
  readonly anterior: RegistroAnterior | null;
  readonly huella: string;
}

export interface RegistroAlta extends RegistroBase {
  readonly tipo: 'alta';
  readonly tipoFactura: TipoFactura;
  readonly nombreRazonEmisor: string;
  readonly descripcionOperacion: string;
  /** Required for complete invoices (F1, R1–R4). */
  readonly destinatario: Destinatario | null;
  readonly desglose: readonly DetalleDesglose[];
  readonly rectificacion: Rectificacion | null;
  /** Σ cuotaRepercutida of the breakdown. */
  readonly cuotaTotalCents: number;
  /** Σ (base + cuota) of the breakdown. */
  readonly importeTotalCents: number;
  /**
   * A correction of a record the agency refused (RechazoPrevio S) or accepted with errors (N): the
   * same invoice again, Subsanacion S (SuministroInformacion.xsd, RegistroFacturacionAltaType).
   * Absent on an ordinary record. Not among the fields the hash covers (the agency's specification of the huella).
   */
  readonly subsanacion?: { readonly rechazoPrevio: 'N' | 'S' } | null;
}

export interface RegistroAnulacion extends RegistroBase {
  readonly tipo: 'anulacion';
  /**
   * The optional flags of a cancellation (SuministroInformacion.xsd, RegistroFacturacionAnulacionType,
   * right after IDFactura), not among the fields the hash covers; absent, each means N.
   * `sinRegistroPrevio` S: the invoice cancelled has no record at the agency (its alta was refused
   * and none accepted). `rechazoPrevio` S: the agency refused an earlier cancellation of it (its
   * subsanación, decision 0061).
   */
  readonly sinRegistroPrevio?: 'S';
  readonly rechazoPrevio?: 'S';
}

export type RegistroFacturacion = RegistroAlta | RegistroAnulacion;

export type AltaDraft = Omit<RegistroAlta, 'anterior' | 'huella' | 'cuotaTotalCents' | 'importeTotalCents'>;
export type AnulacionDraft = Omit<RegistroAnulacion, 'anterior' | 'huella'>;

/** What a record says of itself when the next one chains to it. */
export function asAnterior(registro: RegistroFacturacion): RegistroAnterior {
  return { ...registro.factura, huella: registro.huella };
}

const NIF = /^[A-Z0-9]{9}$/;
/** The agency accepts printable ASCII in a series and number (codes 32 to 126), at most 60. */
const NUM_SERIE = /^[\x20-\x7e]{1,60}$/;

function checkFactura(factura: IdFactura) {
  if (!NIF.test(factura.idEmisorFactura)) throw new RangeError(`NIF del emisor no válido: ${factura.idEmisorFactura}`);
  if (!NUM_SERIE.test(factura.numSerieFactura) || factura.numSerieFactura.trim() !== factura.numSerieFactura) {
    throw new RangeError(`Número de factura no válido: ${factura.numSerieFactura}`);
  }
}

/**
 * The longest text the agency's schema takes in a record's free-text fields (SuministroInformacion.xsd:
 * NombreRazonEmisor and IDDestinatario/NombreRazon are TextMax120Type, DescripcionOperacion
 * TextMax500Type). Our own data may be longer (a company's razonSocial takes 255): the record carries
 * it cut, the invoice keeps it whole. NIFs and invoice numbers are checked, never cut.
 */
export const TEXT_LIMITS = { nombreRazon: 120, descripcionOperacion: 500 } as const;

/** C0 controls other than tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF: not characters of XML 1.0. */
// eslint-disable-next-line no-control-regex -- matching the control characters XML 1.0 forbids is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * `text` as a record can carry it: without what XML cannot hold, and at most `max` characters as
 * xs:maxLength counts them (code points), cut at the end of a whole grapheme, so neither a
 * character of several bytes nor a letter and its combining accent is split. Text within the limit
 * and without such characters comes back as it was.
 */
export function textoRegistro(text: string, max: number): string {
  const clean = text.replace(NOT_XML, '');
  if (clean.length <= max) return clean;
  let cut = '';
  let count = 0;
  for (const { segment } of graphemes.segment(clean)) {
    const size = Array.from(segment).length;
    if (count + size > max) break;
    cut += segment;
    count += size;
  }
  return cut;
}

/** The draft with its text as the agency's schema takes it: cut before the hash, so what is stored, hashed and sent is one text. */
function withinLimits(draft: AltaDraft): AltaDraft {
  return {
    ...draft,
    nombreRazonEmisor: textoRegistro(draft.nombreRazonEmisor, TEXT_LIMITS.nombreRazon),
    descripcionOperacion: textoRegistro(draft.descripcionOperacion, TEXT_LIMITS.descripcionOperacion),
    destinatario: draft.destinatario ? { ...draft.destinatario, nombreRazon: textoRegistro(draft.destinatario.nombreRazon, TEXT_LIMITS.nombreRazon) } : null,
  };
}

function totals(desglose: readonly DetalleDesglose[]) {
  let cuotaTotalCents = 0;
  let importeTotalCents = 0;
  for (const line of desglose) {
    cuotaTotalCents += line.cuotaRepercutidaCents;
    importeTotalCents += line.baseImponibleCents + line.cuotaRepercutidaCents;
  }
  return { cuotaTotalCents, importeTotalCents };
}

function huellaOf(registro: Omit<RegistroAlta, 'huella'> | Omit<RegistroAnulacion, 'huella'>): string {
  const common = { factura: registro.factura, huellaAnterior: registro.anterior?.huella ?? null, fechaHoraHusoGenRegistro: registro.fechaHoraHusoGenRegistro };
  return registro.tipo === 'alta'
    ? huella({ tipo: 'alta', ...common, tipoFactura: registro.tipoFactura, cuotaTotalCents: registro.cuotaTotalCents, importeTotalCents: registro.importeTotalCents })
    : huella({ tipo: 'anulacion', ...common });
}

/**
 * The record that follows `previous` (null for the first of the chain): it names the previous
 * record, its text within the schema's limits (`textoRegistro`), and gets its totals from the
 * breakdown and its hash.
 */
export function chainRecord(draft: AltaDraft, previous: RegistroFacturacion | null): RegistroAlta;
export function chainRecord(draft: AnulacionDraft, previous: RegistroFacturacion | null): RegistroAnulacion;
export function chainRecord(draft: AltaDraft | AnulacionDraft, previous: RegistroFacturacion | null): RegistroFacturacion;
export function chainRecord(draft: AltaDraft | AnulacionDraft, previous: RegistroFacturacion | null): RegistroFacturacion {
  checkFactura(draft.factura);
  const anterior = previous ? asAnterior(previous) : null;
  if (draft.tipo === 'anulacion') {
    const registro = { ...draft, anterior };
    return { ...registro, huella: huellaOf(registro) };
  }
  if (draft.desglose.length === 0 || draft.desglose.length > 12) throw new RangeError('El desglose necesita de 1 a 12 líneas.');
  const registro = { ...withinLimits(draft), anterior, ...totals(draft.desglose) };
  return { ...registro, huella: huellaOf(registro) };
}

export type ChainProblem =
  /** The record's hash is not the hash of its own fields: the record was changed. */
  | 'HUELLA_MISMATCH'
  /** The record does not name the record before it (one was removed, inserted or reordered). */
  | 'ANTERIOR_MISMATCH'
  /** The totals of an alta are not those of its breakdown (the hash covers the totals only). */
  | 'TOTALES_MISMATCH';

export type ChainVerification =
  | { readonly valid: true; readonly count: number }
  | { readonly valid: false; readonly index: number; readonly problem: ChainProblem };

/**
 * Checks a run of records in chain order: each names the one before it and its hash is the hash of
 * its fields. The run starts the chain unless `previous` names the record before it (to verify
 * the chain from a known point on). Stops at the first broken record.
 */
export function verifyChain(registros: readonly RegistroFacturacion[], previous: RegistroAnterior | null = null): ChainVerification {
  let expected = previous;
  for (const [index, registro] of registros.entries()) {
    if (!sameAnterior(registro.anterior, expected)) return { valid: false, index, problem: 'ANTERIOR_MISMATCH' };
    if (huellaOf(registro) !== registro.huella) return { valid: false, index, problem: 'HUELLA_MISMATCH' };
    if (registro.tipo === 'alta') {
      const { cuotaTotalCents, importeTotalCents } = totals(registro.desglose);
      if (cuotaTotalCents !== registro.cuotaTotalCents || importeTotalCents !== registro.importeTotalCents) return { valid: false, index, problem: 'TOTALES_MISMATCH' };
    }
    expected = asAnterior(registro);
  }
  return { valid: true, count: registros.length };
}

function sameAnterior(actual: RegistroAnterior | null, expected: RegistroAnterior | null): boolean {
  if (actual === null || expected === null) return actual === expected;
  return (
    actual.idEmisorFactura === expected.idEmisorFactura &&
    actual.numSerieFactura === expected.numSerieFactura &&
    actual.fechaExpedicionFactura === expected.fechaExpedicionFactura &&
    actual.huella === expected.huella
  );
}
