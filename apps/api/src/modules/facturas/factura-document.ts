import { formatDate } from '@cumplia/shared/calendar';
import type { Content } from 'pdfmake/interfaces';
import { PAGE_COUNT, PAGE_NUMBER, type PdfDefinition } from '../../lib/pdf/pdf-definition.ts';
import { formatEuros } from '@cumplia/shared/money';
import { formatPostalAddress } from '@cumplia/shared/postal-address';
import { MODO_RECTIFICACION_LABELS, TIPO_RECTIFICATIVA_LABELS, type TipoRectificativa } from '@cumplia/shared/schemas/factura';
import type { FacturaParte } from '../../db/schema/index.ts';
import { MUTED, PRIMARY } from '../../lib/pdf/document-frame.ts';
import { verifactuQrUrl, type AeatEnvironment, type SistemaModo } from '../../lib/verifactu/qr-url.ts';
import type { FacturaRow } from './facturas.repository.ts';

export interface FacturaLineaView {
  nombreProducto: string;
  cantidad: number;
  precioUnitarioCents: number;
  importeCents: number;
  /** The period of service billed, both days included (null on invoices issued before it was kept). */
  periodoDesde?: string | null;
  periodoHasta?: string | null;
}

export interface FacturaDocumentInput {
  factura: FacturaRow;
  lineas: FacturaLineaView[];
  /** The invoice it corrects, for a rectifying one. */
  rectificada?: Pick<FacturaRow, 'numeroFactura' | 'fecha'> | null;
  /** The account debited, for SEPA (only its last four digits are printed). */
  iban?: string | null;
  /** The tax agency's host the QR points at (decision 0026). */
  aeatEnvironment: AeatEnvironment;
  /** VERI*FACTU (legend, ValidarQR) or not (no legend, ValidarQRNoVerifactu): decision 0044. */
  modo: SistemaModo;
  registroMercantil?: string;
}

/**
 * What the invoice itself says, which its VERI*FACTU record breaks down (Desglose, CuotaTotal,
 * ImporteTotal) and its QR carries: the row's amounts, except for a substitution, whose row is worth
 * the difference and whose record and QR are the corrected invoice whole (the difference plus the
 * replaced amounts; decision 0045). The invoicing service writes the record from this too, so the
 * QR's "importe" and the record's ImporteTotal have one source (Orden HAC/1177/2024 art. 21).
 */
export function ownAmounts(factura: Pick<FacturaRow, 'baseCents' | 'cuotaCents' | 'tipoRectificativa' | 'baseRectificadaCents' | 'cuotaRectificadaCents'>) {
  const sustitucion = factura.tipoRectificativa === 'S' && factura.baseRectificadaCents !== null && factura.cuotaRectificadaCents !== null;
  const baseCents = factura.baseCents + (sustitucion ? factura.baseRectificadaCents! : 0);
  const cuotaCents = factura.cuotaCents + (sustitucion ? factura.cuotaRectificadaCents! : 0);
  return { sustitucion, baseCents, cuotaCents, totalCents: baseCents + cuotaCents };
}

/** 35 mm in PDF points (72 per inch): the QR's side, inside the 30–40 mm the order asks for. */
const QR_SIDE = (35 / 25.4) * 72;

const PAYMENT: Record<FacturaRow['metodoDePago'], string> = {
  SEPA: 'Adeudo directo SEPA',
  TRANSFERENCIA: 'Transferencia bancaria',
  TARJETA: 'Tarjeta',
};

const party = (title: string, parte: FacturaParte, extra: string[] = []): Content => ({
  stack: [
    { text: title, style: 'label' },
    { text: parte.nombre, bold: true, fontSize: 11 },
    `NIF: ${parte.nif}`,
    parte.direccion,
    // The postal line under the street: "46001 Valencia", "38300 La Orotava (Santa Cruz de Tenerife)".
    formatPostalAddress({ ...parte, direccion: '' }),
    ...(parte.email ? [parte.email] : []),
    ...extra,
  ],
});

/**
 * The invoice as RD 1619/2012 art. 6 asks (number and series, issue date, issuer and recipient with
 * NIF and address, description, unit price before tax, VAT rate and amount apart, total), with the
 * tax QR at the top of the first page, "QR tributario:" above it (Orden HAC/1177/2024 art. 21).
 * Only a VERI*FACTU system prints "VERI*FACTU" below it and names the regime in the footer: a system
 * that does not send its records must not say it does (art. 20 of the order).
 */
export function facturaDocument(input: FacturaDocumentInput): PdfDefinition {
  const { factura } = input;
  // A substitution prints the corrected invoice whole and, apart, what it replaces; its row's amounts are the difference.
  const { sustitucion, baseCents: shownBaseCents, cuotaCents: shownCuotaCents, totalCents: importeTotalCents } = ownAmounts(factura);
  const qrUrl = verifactuQrUrl(
    { nif: factura.emisor.nif, numSerieFactura: factura.numeroFactura, fechaExpedicionFactura: factura.fecha, importeTotalCents },
    input.aeatEnvironment,
    input.modo,
  );
  const verifactu = input.modo === 'verifactu';
  const footerText = [
    ...(verifactu ? ['Factura expedida por un sistema informático de facturación conforme al Real Decreto 1007/2023 (VERI*FACTU).'] : []),
    ...(input.registroMercantil ? [`${factura.emisor.nombre}, ${input.registroMercantil}.`] : []),
  ].join(' ');
  const rectificativa = factura.tipo !== 'F1';
  const rectificadaTotalCents = sustitucion ? factura.baseRectificadaCents! + factura.cuotaRectificadaCents! : 0;
  const payment =
    factura.totalCents <= 0
      ? `Importe a favor del cliente: no se cargará.${factura.totalCents < 0 ? ` Si ya pagó la factura rectificada, se le reembolsarán ${formatEuros(-factura.totalCents)}.` : ''}`
      : factura.metodoDePago === 'SEPA' && input.iban
      ? `${PAYMENT.SEPA} en la cuenta terminada en ${input.iban.replace(/\s+/g, '').slice(-4)}, con cargo el ${formatDate(factura.fechaCuandoFacturar)}.`
      : `${PAYMENT[factura.metodoDePago]}. Vencimiento: ${formatDate(factura.fechaCuandoFacturar)}.`;

  return {
    info: { title: `Factura ${factura.numeroFactura}`, author: factura.emisor.nombre, subject: `Factura ${factura.numeroFactura} · ${factura.destinatario.nombre}`, creator: 'Cumplia' },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 64],
    footer: {
      content: {
        stack: [
          { text: footerText, style: 'small' },
          { text: `Página ${PAGE_NUMBER} de ${PAGE_COUNT}`, style: 'small', alignment: 'right' },
        ],
        margin: [48, 12, 48, 0],
      },
    },
    content: [
      {
        columns: [
          party('Emisor', factura.emisor),
          {
            width: QR_SIDE + 8,
            stack: [
              { text: 'QR tributario:', style: 'qrLegend' },
              { qr: qrUrl, fit: QR_SIDE, eccLevel: 'M', margin: [0, 2, 0, 2] },
              ...(verifactu ? [{ text: 'VERI*FACTU', style: 'qrLegend' }] : []),
            ],
          },
        ],
        columnGap: 24,
      },
      { text: rectificativa ? 'FACTURA RECTIFICATIVA' : 'FACTURA', style: 'title' },
      {
        table: {
          widths: ['*', '*', '*'],
          body: [
            [
              { text: 'Número de factura', style: 'label' },
              { text: 'Fecha de expedición', style: 'label' },
              { text: 'Forma de pago', style: 'label' },
            ],
            [{ text: factura.numeroFactura, bold: true }, formatDate(factura.fecha), PAYMENT[factura.metodoDePago]],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      ...(rectificativa && input.rectificada
        ? [
            {
              // RD 1619/2012 art. 15: the rectifying invoice names the one it corrects, why, and how.
              stack: [
                `Rectifica la factura ${input.rectificada.numeroFactura} de ${formatDate(input.rectificada.fecha)} (${MODO_RECTIFICACION_LABELS[factura.tipoRectificativa ?? 'I'].toLowerCase()}).`,
                `Tipo ${factura.tipo}: ${TIPO_RECTIFICATIVA_LABELS[factura.tipo as TipoRectificativa]}.`,
                `Motivo: ${factura.motivoRectificacion ?? ''}`,
              ],
              margin: [0, 0, 0, 12],
            } satisfies Content,
          ]
        : []),
      party('Cliente', factura.destinatario),
      {
        table: {
          headerRows: 1,
          widths: ['*', 50, 90, 90],
          body: [
            [
              { text: 'Descripción', style: 'tableHeader' },
              { text: 'Cantidad', style: 'tableHeader', alignment: 'right' },
              { text: 'Precio unitario', style: 'tableHeader', alignment: 'right' },
              { text: 'Importe', style: 'tableHeader', alignment: 'right' },
            ],
            ...input.lineas.map((linea) => [
              {
                stack: [
                  linea.nombreProducto,
                  ...(linea.periodoDesde && linea.periodoHasta ? [{ text: `Periodo del servicio: del ${formatDate(linea.periodoDesde)} al ${formatDate(linea.periodoHasta)}`, style: 'small' }] : []),
                ],
              },
              { text: String(linea.cantidad), alignment: 'right' as const },
              { text: formatEuros(linea.precioUnitarioCents), alignment: 'right' as const },
              { text: formatEuros(linea.importeCents), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 18, 0, 12],
      },
      {
        columns: [
          { text: '' },
          {
            width: 230,
            table: {
              widths: ['*', 90],
              body: [
                ['Base imponible', { text: formatEuros(shownBaseCents), alignment: 'right' }],
                [`IVA (${factura.tipoIvaPercent} %)`, { text: formatEuros(shownCuotaCents), alignment: 'right' }],
                [
                  { text: 'Total factura', bold: true, fontSize: 12 },
                  { text: formatEuros(importeTotalCents), bold: true, fontSize: 12, alignment: 'right' },
                ],
                ...(sustitucion
                  ? [
                      ['Factura rectificada', { text: formatEuros(-rectificadaTotalCents), alignment: 'right' as const }],
                      [
                        { text: 'Diferencia', bold: true },
                        { text: formatEuros(factura.totalCents), bold: true, alignment: 'right' as const },
                      ],
                    ]
                  : []),
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ],
      },
      { text: payment, margin: [0, 18, 0, 0] },
    ],
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.25, color: '#1f2328' },
    styles: {
      title: { fontSize: 20, bold: true, color: PRIMARY, margin: [0, 18, 0, 10] },
      label: { fontSize: 8, color: MUTED, bold: true, margin: [0, 0, 0, 2] },
      qrLegend: { fontSize: 8, bold: true, alignment: 'center' },
      tableHeader: { bold: true, fillColor: '#e8eef5' },
      small: { fontSize: 7.5, color: MUTED },
    },
  };
}
