import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import { basisPointsToPercent, formatEuros } from '@cumplia/shared/money';
import { MUTED, PRIMARY, formatFecha } from '../../lib/pdf/document-frame.ts';
import type { Statement } from './comisiones.service.ts';


const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "2026-11" → "noviembre de 2026". */
const formatMes = (mes: string) => monthFormat.format(new Date(`${mes}-01T00:00:00Z`));

const percentFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1250 basis points → "12,50 %". */
const formatBasisPoints = (basisPoints: number) => `${percentFormat.format(basisPointsToPercent(basisPoints))} %`;

export const LIQUIDACION_NOTE = 'Importes sin IVA. Las facturas anuladas no se incluyen; las rectificativas restan.';

const party = (title: string, nombre: string, lines: string[]): Content => ({
  stack: [{ text: title, style: 'label' }, { text: nombre, bold: true, fontSize: 11 }, ...lines],
});

const right = (text: string, extra: Record<string, unknown> = {}): TableCell => ({ text, alignment: 'right', ...extra });

/**
 * A gestoría's commission statement for a month (docs/decisions/0032): who issues it and for whom,
 * then one row per invoice with the percentage it was issued with, and the totals, which are the
 * sums of the rows.
 */
export function liquidacionDocument(statement: Statement, proveedor: Proveedor): TDocumentDefinitions {
  const { gestoria } = statement;
  const mes = formatMes(statement.mes);
  const count = statement.facturas.length;
  const header: TableCell[] = ['Factura', 'Fecha', 'Empresa', 'NIF/CIF', 'Base imponible (€)', 'Comisión (%)', 'Comisión (€)'].map((text, index) => ({
    text,
    style: 'tableHeader',
    alignment: index >= 4 ? 'right' : 'left',
  }));
  const rows: TableCell[][] = statement.facturas.map((factura) => [
    factura.tipo === 'R1' ? { stack: [factura.numeroFactura, { text: 'Rectificativa', style: 'small' }] } : factura.numeroFactura,
    formatFecha(factura.fecha),
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
    right(formatEuros(statement.baseCents), { bold: true }),
    '',
    right(formatEuros(statement.comisionCents), { bold: true }),
  ];

  const content: Content[] = [
    { text: 'Liquidación de comisiones', style: 'title' },
    { text: mes.charAt(0).toUpperCase() + mes.slice(1), style: 'subtitle' },
    {
      columns: [
        party('Emisor', proveedor.nombre, [`NIF: ${proveedor.nif}`, proveedor.direccion, `${proveedor.codigoPostal} ${proveedor.localidad}`, proveedor.email]),
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
              ['Base imponible', right(formatEuros(statement.baseCents))],
              [{ text: 'Total comisión', bold: true, fontSize: 12 }, right(formatEuros(statement.comisionCents), { bold: true, fontSize: 12 })],
            ],
          },
          layout: 'lightHorizontalLines',
        },
      ],
    },
    { text: LIQUIDACION_NOTE, style: 'small', margin: [0, 18, 0, 0] },
  ];

  return {
    info: { title: `Liquidación de comisiones ${statement.mes}`, author: proveedor.nombre, subject: `Liquidación de comisiones · ${gestoria.razonSocial} · ${mes}`, creator: 'Cumplia' },
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 56],
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: `${proveedor.nombre} · Liquidación de comisiones de ${gestoria.razonSocial}, ${mes}`, style: 'small' },
        { text: `Página ${currentPage} de ${pageCount}`, style: 'small', alignment: 'right', width: 80 },
      ],
      margin: [48, 16, 48, 0],
    }),
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
