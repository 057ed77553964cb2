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
  provincia: string;
  cnae: string;
  actividad: string;
  numTrabajadores: number;
}

/** What every protocol template is filled with. */
export interface ProtocolInput {
  empresa: ProtocolCompany;
  /** When this copy is issued (the cover's "Fecha de emisión"). */
  emitidoEl: Date;
  /**
   * When the company adopted the protocol: the signature of the tool's contract. Null when staff
   * issue a copy before the contract is signed; the document then leaves the date to be filled in.
   */
  adoptadoEl: Date | null;
  /** Who prepared the document: the provider, in the footer and the metadata. */
  proveedor: { nombre: string; nif: string; email: string };
}

const longDate = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' });

/** "23 de noviembre de 2026". */
export const fechaLarga = (date: Date) => longDate.format(date);

/** The adoption date, or a blank to fill in by hand on a copy issued before the signature. */
export const fechaAdopcion = (input: ProtocolInput) => (input.adoptadoEl ? fechaLarga(input.adoptadoEl) : '____ de ______________ de ______');

/** A phrase as it reads inside a sentence: "Fabricación de pan" → "fabricación de pan"; an acronym ("TIC…") stays. */
export const enFrase = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

export const domicilio = (empresa: ProtocolCompany) => `${empresa.direccion}, ${empresa.codigoPostal} ${empresa.provincia}`;

/** "12 personas trabajadoras" / "1 persona trabajadora" / none declared. */
export function plantilla(empresa: ProtocolCompany): string {
  if (empresa.numTrabajadores <= 0) return 'ninguna persona trabajadora por cuenta ajena declarada a la fecha de emisión';
  return empresa.numTrabajadores === 1 ? '1 persona trabajadora' : `${empresa.numTrabajadores} personas trabajadoras`;
}

/** The cover's lines: address, activity and the dates. */
export function coverLines(input: ProtocolInput, version: string): string[] {
  const { empresa } = input;
  return [
    domicilio(empresa),
    `Actividad: ${empresa.actividad} (CNAE ${empresa.cnae})`,
    `Fecha de emisión: ${fechaLarga(input.emitidoEl)}`,
    `Fecha de adopción: ${fechaAdopcion(input)}`,
    `Versión ${version}`,
  ];
}

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
    ['Teléfono', empresa.telefono],
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
      `${empresa.nombre}, en nombre y representación de ${empresa.razonSocial} (NIF/CIF ${empresa.nifCif}), aprueba ${what} en ${empresa.provincia}, a ${fechaAdopcion(input)}, y se compromete a darlo a conocer a todas las personas a las que se aplica y a mantenerlo actualizado.`,
    ),
    signatureBoxes([{ role: `Por ${empresa.razonSocial}`, name: empresa.nombre }]),
  ];
}
