import { formatDate, formatMonthYear } from '@cumplia/shared/calendar';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { PAGE_COUNT, PAGE_NUMBER, type PdfDefinition } from '../../lib/pdf/pdf-definition.ts';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import { basisPointsToPercent, formatEuros } from '@cumplia/shared/money';
import { formatPercent } from '@cumplia/shared/numbers';
import { formatPostalAddress } from '@cumplia/shared/postal-address';
import { MUTED, PRIMARY } from '../../lib/pdf/document-frame.ts';
import { LIQUIDACION_NOTE, type LiquidacionCents } from './liquidacion.ts';

/** 1250 basis points → "12,50 %": two decimals always, for a column of figures. */
const formatBasisPoints = (basisPoints: number) => formatPercent(basisPointsToPercent(basisPoints), 2);

const party = (title: string, nombre: string, lines: string[]): Content => ({
  stack: [{ text: title, style: 'label' }, { text: nombre, bold: true, fontSize: 11 }, ...lines],
});

const right = (text: string, extra: Record<string, unknown> = {}): TableCell => ({ text, alignment: 'right', ...extra });

/**
 * A gestoría's liquidación de comisiones for a month (docs/decisions/0032): who issues it and for whom,
 * then one row per invoice with the percentage it was issued with, and the totals, which are the
 * sums of the rows.
 */
export function liquidacionDocument(liquidacion: LiquidacionCents, proveedor: Proveedor): PdfDefinition {
  const { gestoria } = liquidacion;
  const mes = formatMonthYear(liquidacion.mes);
  const count = liquidacion.facturas.length;
  const header: TableCell[] = ['Factura', 'Fecha', 'Empresa', 'NIF/CIF', 'Base imponible (€)', 'Comisión (%)', 'Comisión (€)'].map((text, index) => ({
    text,
    style: 'tableHeader',
    alignment: index >= 4 ? 'right' : 'left',
  }));
  const rows: TableCell[][] = liquidacion.facturas.map((factura) => [
    factura.tipo === 'R1' ? { stack: [factura.numeroFactura, { text: 'Rectificativa', style: 'small' }] } : factura.numeroFactura,
    formatDate(factura.fecha),
    factura.destinatario.nombre,
    factura.destinatario.nif,
    right(formatEuros(factura.baseCents)),
    right(formatBasisPoints(factura.comisionBasisPoints)),
    right(formatEuros(factura.comisionCents)),
  ]);
  const empty: TableCell[][] = count === 0 ? [[{ text: 'No hay facturas en este mes.', colSpan: 7, style: 'small' }, '', '', '', '', '', '']] : [];
  const totals: TableCell[] = [
    { text: `Total (${count} ${count === 1 ? 'factura' : 'facturas'})`, bold: true, colSpan: 4 },
    '',
    '',
    '',
    right(formatEuros(liquidacion.baseCents), { bold: true }),
    '',
    right(formatEuros(liquidacion.comisionCents), { bold: true }),
  ];

  const content: Content[] = [
    { text: 'Liquidación de comisiones', style: 'title' },
    { text: mes.charAt(0).toUpperCase() + mes.slice(1), style: 'subtitle' },
    {
      columns: [
        party('Emisor', proveedor.nombre, [`NIF: ${proveedor.nif}`, proveedor.direccion, formatPostalAddress({ ...proveedor, direccion: '' }), proveedor.email]),
        party('Colaborador', gestoria.razonSocial, [`NIF/CIF: ${gestoria.nifCif}`, `Periodo: ${mes}`]),
      ],
      columnGap: 24,
    },
    {
      table: { headerRows: 1, dontBreakRows: true, widths: [62, 46, '*', 54, 60, 40, 54], body: [header, ...rows, ...empty, totals] },
      layout: 'lightHorizontalLines',
      fontSize: 8.5,
      margin: [0, 12, 0, 12],
    },
    {
      columns: [
        { text: '' },
        {
          width: 230,
          table: {
            widths: ['*', 90],
            body: [
              ['Base imponible', right(formatEuros(liquidacion.baseCents))],
              [{ text: 'Total comisión', bold: true, fontSize: 12 }, right(formatEuros(liquidacion.comisionCents), { bold: true, fontSize: 12 })],
            ],
          },
          layout: 'lightHorizontalLines',
        },
      ],
    },
    { text: LIQUIDACION_NOTE, style: 'small', margin: [0, 18, 0, 0] },
  ];

  return {
    info: { title: `Liquidación de comisiones ${liquidacion.mes}`, author: proveedor.nombre, subject: `Liquidación de comisiones · ${gestoria.razonSocial} · ${mes}`, creator: 'Cumplia' },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    footer: {
      content: {
        columns: [
          { text: `${proveedor.nombre} · Liquidación de comisiones de ${gestoria.razonSocial}, ${mes}`, style: 'small' },
          { text: `Página ${PAGE_NUMBER} de ${PAGE_COUNT}`, style: 'small', alignment: 'right', width: 80 },
        ],
        margin: [48, 16, 48, 0],
      },
    },
    content,
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.25, color: '#1f2328' },
    styles: {
      title: { fontSize: 20, bold: true, color: PRIMARY, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 12, color: MUTED, margin: [0, 0, 0, 16] },
      label: { fontSize: 8, color: MUTED, bold: true, margin: [0, 0, 0, 4] },
      tableHeader: { bold: true, fillColor: '#e8eef5' },
      small: { fontSize: 7.5, color: MUTED },
    },
  };
}
