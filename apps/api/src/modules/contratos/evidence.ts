import { formatDateTime } from '@cumplia/shared/calendar';
import type { Content } from 'pdfmake/interfaces';
import type { ContratoEventType } from '../../db/schema/index.ts';
import { inPdfWorker } from '../../lib/pdf/pdf-workers.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';

export const EVENT_LABELS: Record<ContratoEventType, string> = {
  ENVIADO: 'Enlace de firma enviado',
  REENVIADO: 'Enlace de firma reenviado',
  ABIERTO: 'Contrato abierto',
  CODIGO_ENVIADO: 'Código enviado por SMS',
  CODIGO_ERRONEO: 'Código incorrecto',
  CODIGO_VERIFICADO: 'Código verificado',
  FIRMADO: 'Contrato firmado',
  ANULADO: 'Contrato anulado',
};

export interface EvidenceInput {
  /** The audit trail's id: the contract's. */
  contratoId: string;
  title: string;
  issuer: string;
  empresa: { razonSocial: string; nifCif: string };
  signer: { nombre: string; nif: string };
  telefono: string;
  documentSha256: string;
  documentPages: number;
  signedAt: Date;
  mandateReference: string | null;
  events: Array<{ tipo: ContratoEventType; at: Date; ip: string | null; userAgent: string | null }>;
}

/** "23/11/2026 18:10:32 (hora de Madrid) · 2026-11-23T17:10:32.123Z" */
export const evidenceTime = (at: Date) => `${formatDateTime(at, { seconds: true })} (hora de Madrid) · ${at.toISOString()}`;

/** The evidence page in the manner of an e-signature certificate, as its own PDF. */
export async function renderEvidencePdf(input: EvidenceInput): Promise<Buffer> {
  const rows: Array<[string, string]> = [
    ['Documento', input.title],
    ['Empresa', `${input.empresa.razonSocial} (NIF/CIF ${input.empresa.nifCif})`],
    ['Firmante', input.signer.nombre],
    ['NIF del firmante', input.signer.nif],
    ['Teléfono de verificación', input.telefono],
    ['Huella SHA-256 del documento', input.documentSha256],
    ['Páginas del documento firmado', String(input.documentPages)],
    ['Fecha de firma', evidenceTime(input.signedAt)],
    ...(input.mandateReference ? ([['Referencia del mandato SEPA', input.mandateReference]] as Array<[string, string]>) : []),
    ['Identificador del registro de evidencias', input.contratoId],
  ];
  const content: Content[] = [
    { text: 'Página de evidencias de firma electrónica', fontSize: 16, bold: true, color: '#1c4f82', margin: [0, 0, 0, 4] },
    { text: `${input.issuer} · firma mediante código de un solo uso enviado por SMS`, fontSize: 9, color: '#5c6670', margin: [0, 0, 0, 12] },
    {
      table: { widths: [150, '*'], body: rows.map(([label, value]) => [{ text: label, bold: true }, { text: value }]) },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 14],
    },
    { text: 'Registro de los pasos', fontSize: 12, bold: true, margin: [0, 0, 0, 6] },
    {
      table: {
        headerRows: 1,
        widths: [90, 120, 70, '*'],
        body: [
          ['Paso', 'Fecha y hora', 'Dirección IP', 'Navegador'].map((text) => ({ text, bold: true, fillColor: '#e8eef5' })),
          ...input.events.map((event) => [
            EVENT_LABELS[event.tipo],
            { text: evidenceTime(event.at), fontSize: 7.5 },
            event.ip ?? '—',
            { text: event.userAgent ?? '—', fontSize: 7 },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8.5,
      margin: [0, 0, 0, 14],
    },
    {
      text:
        'El firmante leyó el contrato en la página de firma, recibió un código de un solo uso en el teléfono indicado, lo introdujo y marcó expresamente la aceptación. El código estaba vinculado a la huella SHA-256 del documento mostrado, que es la de las páginas anteriores a esta. Cada paso queda además en un registro que no admite modificaciones. El conjunto del documento y esta página está sellado con el certificado de la plataforma: cualquier cambio posterior invalida el sello.',
      fontSize: 8.5,
      color: '#5c6670',
      alignment: 'justify',
    },
  ];
  return renderPdf({
    info: { title: `Evidencias de firma · ${input.title}`, author: input.issuer, creator: 'Cumplia' },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    content,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.25, color: '#1f2328' },
  });
}

/** The document shown, then the evidence pages: the signed PDF before its seal. */
export function appendEvidence(documentPdf: Uint8Array, evidencePdf: Uint8Array): Promise<Buffer> {
  return inPdfWorker('joinPdfs', documentPdf, evidencePdf);
}

export function pageCount(pdf: Uint8Array): Promise<number> {
  return inPdfWorker('countPdfPages', pdf);
}
