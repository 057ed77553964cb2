import { formatPhone } from '@cumplia/shared/validators/phone';
import { formatLongDate } from '@cumplia/shared/calendar';
import { formatPostalAddress } from '@cumplia/shared/postal-address';
import type { ToolCode } from '@cumplia/shared/enums';
import { PENDIENTE_DE_COMPLETAR, type DatosProtocolos } from '@cumplia/shared/schemas/datos-protocolos';
import type { Content } from 'pdfmake/interfaces';
import { dataSheet, paragraph } from '../../../lib/pdf/document-frame.ts';

/** The company a protocol is written for: the fields of spec 1 §3 that a document names. */
export interface ProtocolCompany {
  razonSocial: string;
  nombreComercial: string;
  nifCif: string;
  /** E = Empresa, A = Autónomo. */
  tipo: 'E' | 'A';
  /** The administrator's full name: who adopts the document for the company. */
  nombre: string;
  email: string;
  telefono: string;
  direccion: string;
  codigoPostal: string;
  /** The town; empty for a company that has not given it yet (the province is written instead). */
  localidad: string;
  provincia: string;
  cnae: string;
  actividad: string;
  numTrabajadores: number;
}

/** What every protocol template is filled with. */
export interface ProtocolInput {
  empresa: ProtocolCompany;
  /** "Datos para los protocolos": null facts print "pendiente de completar" (docs/decisions/0046). */
  datos: DatosProtocolos;
  /** When this copy is issued (the cover's "Fecha de emisión"). */
  emitidoEl: Date;
  /**
   * When the company adopted the protocol (`adopcionDe`). Null while it is not adopted; the
   * document then leaves the date to be filled in, or says it is a draft.
   */
  adoptadoEl: Date | null;
  /** Who prepared the document: the provider, in the footer and the metadata. */
  proveedor: { nombre: string; nif: string; email: string };
}

/**
 * When a protocol is adopted: the data-protection pack, when its contract is signed (decision 0023);
 * the harassment protocol and the disconnection policy, when the company records their approval,
 * since both must first go through the representatives or the staff (docs/decisions/0046).
 */
export function adopcionDe(tool: ToolCode, fechaFirmaContrato: string | null, datos: DatosProtocolos): string | null {
  if (tool === 'ACOSO') return datos.fechaAprobacionAcoso;
  if (tool === 'DIGITAL') return datos.fechaAprobacionDesconexion;
  return fechaFirmaContrato;
}

/** A fact's text, or "pendiente de completar" when it is unknown. */
export const orPendiente = <T>(value: T | null, text: (value: T) => string): string => (value === null ? PENDIENTE_DE_COMPLETAR : text(value));

/** Sí / No / pendiente de completar. */
export const siNo = (value: boolean | null): string => orPendiente(value, (yes) => (yes ? 'Sí' : 'No'));

/** The adoption date, or a blank to fill in by hand on a copy issued before the signature. */
export const fechaAdopcion = (input: ProtocolInput) => (input.adoptadoEl ? formatLongDate(input.adoptadoEl) : '____ de ______________ de ______');

/** A phrase as it reads inside a sentence: "Fabricación de pan" → "fabricación de pan"; an acronym ("TIC…") stays. */
export const enFrase = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

export const domicilio = (empresa: ProtocolCompany) => formatPostalAddress(empresa);

/** "12 personas trabajadoras" / "1 persona trabajadora" / none declared. */
export function plantilla(empresa: ProtocolCompany): string {
  if (empresa.numTrabajadores <= 0) return 'ninguna persona trabajadora por cuenta ajena declarada a la fecha de emisión';
  return empresa.numTrabajadores === 1 ? '1 persona trabajadora' : `${empresa.numTrabajadores} personas trabajadoras`;
}

/** The cover's lines: address, activity, the dates and, for a document not yet approved, that it is a draft. */
export function coverLines(input: ProtocolInput, version: string, estado?: string): string[] {
  const { empresa } = input;
  return [
    domicilio(empresa),
    `Actividad: ${empresa.actividad} (CNAE ${empresa.cnae})`,
    `Fecha de emisión: ${formatLongDate(input.emitidoEl)}`,
    `Fecha de adopción: ${fechaAdopcion(input)}`,
    ...(estado ? [estado] : []),
    `Versión ${version}`,
  ];
}

/** The cover's status of a document that must be agreed or heard before it is approved. */
export const ESTADO_BORRADOR = 'Estado: BORRADOR pendiente de aprobación';

/** How the documents name the workers' representation. */
export const REPRESENTACION_TEXTO = {
  NINGUNA: 'sin representación legal de las personas trabajadoras',
  DELEGADOS: 'delegados de personal',
  COMITE: 'comité de empresa',
} as const;

/** The data sheet every protocol opens with: who adopts it, where and when. */
export function companySheet(input: ProtocolInput): Content {
  const { empresa } = input;
  return dataSheet([
    ['Razón social', empresa.razonSocial],
    ['Nombre comercial', empresa.nombreComercial || empresa.razonSocial],
    ['NIF/CIF', empresa.nifCif],
    ['Domicilio', domicilio(empresa)],
    ['Administración / titular', empresa.nombre],
    ['Actividad y CNAE', `${empresa.actividad} (CNAE ${empresa.cnae})`],
    ['Plantilla', plantilla(empresa)],
    ['Correo electrónico de contacto', empresa.email],
    ['Teléfono', formatPhone(empresa.telefono)],
    ['Fecha de adopción', fechaAdopcion(input)],
  ]);
}

/** A numbered list of paragraphs. */
export const numbered = (items: Array<string | Content[]>): Content => ({
  ol: items.map((item) => ({ text: item, style: 'paragraph' })),
  margin: [8, 0, 0, 6],
});

/** A table with a header row, for registers and schedules. */
export function table(headers: string[], rows: string[][], widths: Array<number | string>): Content {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [headers.map((header) => ({ text: header, style: 'tableHeader' })), ...rows.map((row) => row.map((cell) => ({ text: cell, fontSize: 9 })))],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 10],
  };
}

/** Boxes to sign by hand: a line, the signer's name and role under it. */
export function signatureBoxes(signers: Array<{ role: string; name?: string }>): Content {
  return {
    columns: signers.map((signer) => ({
      stack: [
        { text: ' ', margin: [0, 36, 0, 0] },
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.7, lineColor: '#5c6670' }] },
        { text: signer.name ?? 'Nombre: ______________________________', fontSize: 9, margin: [0, 4, 0, 0] },
        { text: signer.role, fontSize: 9, color: '#5c6670' },
      ],
    })),
    columnGap: 24,
    margin: [0, 8, 0, 12],
  };
}

/** The closing approval of every protocol, signed by the company's administrator. */
export function approval(input: ProtocolInput, what: string): Content[] {
  const { empresa } = input;
  return [
    paragraph(
      `${empresa.nombre}, en nombre y representación de ${empresa.razonSocial} (NIF/CIF ${empresa.nifCif}), aprueba ${what} en ${empresa.localidad || empresa.provincia}, a ${fechaAdopcion(input)}, y se compromete a darlo a conocer a todas las personas a las que se aplica y a mantenerlo actualizado.`,
    ),
    signatureBoxes([{ role: `Por ${empresa.razonSocial}`, name: empresa.nombre }]),
  ];
}
