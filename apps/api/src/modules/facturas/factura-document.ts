import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatEuros } from '@cumplia/shared/money';
import type { FacturaParte } from '../../db/schema/index.ts';
import { MUTED, PRIMARY, formatFecha } from '../../lib/pdf/document-frame.ts';
import { verifactuQrUrl, type AeatEnvironment } from '../../lib/verifactu/qr-url.ts';
import type { FacturaRow } from './facturas.repository.ts';

export interface FacturaLineaView {
  nombreProducto: string;
  cantidad: number;
  precioUnitarioCents: number;
  importeCents: number;
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
  registroMercantil?: string;
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
    `${parte.codigoPostal} ${parte.localidad}${parte.provincia && parte.provincia !== parte.localidad ? ` (${parte.provincia})` : ''}`,
    ...(parte.email ? [parte.email] : []),
    ...extra,
  ],
});

/**
 * The invoice as RD 1619/2012 art. 6 asks (number and series, issue date, issuer and recipient with
 * NIF and address, description, unit price before tax, VAT rate and amount apart, total), with the
 * VERI*FACTU QR at the top of the first page: "QR tributario:" above it, "VERI*FACTU" below.
 */
export function facturaDocument(input: FacturaDocumentInput): TDocumentDefinitions {
  const { factura } = input;
  const qrUrl = verifactuQrUrl(
    { nif: factura.emisor.nif, numSerieFactura: factura.numeroFactura, fechaExpedicionFactura: factura.fecha, importeTotalCents: factura.totalCents },
    input.aeatEnvironment,
  );
  const rectificativa = factura.tipo === 'R1';
  const payment =
    factura.metodoDePago === 'SEPA' && input.iban
      ? `${PAYMENT.SEPA} en la cuenta terminada en ${input.iban.replace(/\s+/g, '').slice(-4)}, con cargo el ${formatFecha(factura.fechaCuandoFacturar)}.`
      : `${PAYMENT[factura.metodoDePago]}. Vencimiento: ${formatFecha(factura.fechaCuandoFacturar)}.`;

  return {
    info: { title: `Factura ${factura.numeroFactura}`, author: factura.emisor.nombre, subject: `Factura ${factura.numeroFactura} · ${factura.destinatario.nombre}`, creator: 'Cumplia' },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 64],
    footer: (currentPage, pageCount) => ({
      stack: [
        {
          text: `Factura expedida por un sistema informático de facturación conforme al Real Decreto 1007/2023 (VERI*FACTU).${input.registroMercantil ? ` ${factura.emisor.nombre}, ${input.registroMercantil}.` : ''}`,
          style: 'small',
        },
        { text: `Página ${currentPage} de ${pageCount}`, style: 'small', alignment: 'right' },
      ],
      margin: [48, 12, 48, 0],
    }),
    content: [
      {
        columns: [
          party('Emisor', factura.emisor),
          {
            width: QR_SIDE + 8,
            stack: [
              { text: 'QR tributario:', style: 'qrLegend' },
              { qr: qrUrl, fit: QR_SIDE, eccLevel: 'M', margin: [0, 2, 0, 2] },
              { text: 'VERI*FACTU', style: 'qrLegend' },
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
            [{ text: factura.numeroFactura, bold: true }, formatFecha(factura.fecha), PAYMENT[factura.metodoDePago]],
          ],
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      ...(rectificativa && input.rectificada
        ? [
            {
              text: `Rectifica la factura ${input.rectificada.numeroFactura} de ${formatFecha(input.rectificada.fecha)} (rectificación por diferencias, art. 80 de la Ley 37/1992 del IVA). Motivo: ${factura.motivoRectificacion ?? ''}`,
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
              { text: linea.nombreProducto },
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
                ['Base imponible', { text: formatEuros(factura.baseCents), alignment: 'right' }],
                [`IVA (${factura.tipoIvaPercent} %)`, { text: formatEuros(factura.cuotaCents), alignment: 'right' }],
                [
                  { text: 'Total factura', bold: true, fontSize: 12 },
                  { text: formatEuros(factura.totalCents), bold: true, fontSize: 12, alignment: 'right' },
                ],
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
